// A console upload with progress: fetch cannot report an upload's progress yet (request streams give no
// byte counts), XMLHttpRequest's `upload.onprogress` can (https://xhr.spec.whatwg.org/#dom-xmlhttprequest-upload).
// Same answers as staffSend: the CSRF header, ApiError for refusals, and sign-in redirects.
import { ApiError, csrfHeaders, failure, MESSAGES, request } from "../core/api.ts";
import { refusalRedirect } from "./staff-api.ts";

/** Posts `form` to `path`, telling `onProgress` the fraction sent (0 to 1); resolves with the JSON answer. */
export async function staffUpload<T>(path: string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  if (!/(?:^|;\s*)csrftoken=/.test(document.cookie)) await request("/reactapp/csrf/");
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
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
      const error = failure(xhr.status, body);
      const to = refusalRedirect(error);
      if (to) return location.assign(to);
      reject(error);
    };
    xhr.send(form);
  });
}
