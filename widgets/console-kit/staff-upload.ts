// A console upload with progress: fetch cannot report an upload's progress yet (request streams give no
// byte counts), XMLHttpRequest's `upload.onprogress` can (https://xhr.spec.whatwg.org/#dom-xmlhttprequest-upload).
// Same answers as staffSend: the CSRF header, ApiError for refusals, and sign-in redirects. (core/api.ts
// keeps its helpers private: exporting them grows the shared chunk every partner page downloads.)
import type { FieldErrors } from "../../contract/schemas/errors.ts";
import { ApiError, MESSAGES, request } from "../core/api.ts";
import { refusalRedirect } from "./staff-api.ts";

const csrfToken = () => document.cookie.match(/(?:^|;\s*)csrftoken=([^;]*)/)?.[1];

/** A refusal as core/api.ts words it: a 400's field errors and detail, the server's `detail` otherwise. */
function refusal(status: number, body: unknown): ApiError {
  const { detail, ...fields } = (body instanceof Object ? body : {}) as FieldErrors & { detail?: unknown };
  const reason = typeof detail === "string" ? detail : undefined;
  if (status === 400) return new ApiError(reason ?? MESSAGES.invalid, "invalid", fields, status, reason);
  return new ApiError(MESSAGES.server, status === 404 ? "not-found" : "server", {}, status, reason);
}

/** Posts `form` to `path`, telling `onProgress` the fraction sent (0 to 1); resolves with the JSON answer. */
export async function staffUpload<T>(path: string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  if (!csrfToken()) await request("/reactapp/csrf/");
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-CSRFToken", csrfToken()!);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new ApiError(MESSAGES.network, "network"));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = refusal(xhr.status, body);
      const to = refusalRedirect(error);
      if (to) return location.assign(to);
      reject(error);
    };
    xhr.send(form);
  });
}
