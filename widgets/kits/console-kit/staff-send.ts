// A console change with Django's CSRF pair (account-kit/csrf.ts: the cookie is fetched first when this
// browser has none): JSON through staffRequest, or a multipart body with progress through the uploads kit.
// fetch cannot report an upload's progress yet (request streams give no byte counts), XMLHttpRequest's
// `upload.onprogress` can (https://xhr.spec.whatwg.org/#dom-xmlhttprequest-upload).
import { loaded, type RequestOptions } from "../core/api.ts";
import { ensureCsrf } from "../account-kit/csrf.ts";
import { redirectOrThrow, staffRequest } from "./staff-api.ts";

export async function staffSend<T>(path: string, options: RequestOptions): Promise<T> {
  await ensureCsrf();
  return staffRequest<T>(path, options);
}

/**
 * Posts `body` to `path`, telling `onProgress` the fraction sent (0 to 1); resolves with the JSON answer.
 * Refusals are ApiErrors as staffRequest's are, and one that needs signing in moves the page there. The
 * uploads kit loads with the first upload: most console screens never send a file.
 */
export async function staffUpload<T>(path: string, body: FormData, onProgress?: (sent: number) => void): Promise<T> {
  const [{ upload }] = await Promise.all([loaded(() => import("../uploads/upload.ts")), ensureCsrf()]);
  return upload<T>(path, body, { onProgress }).catch(redirectOrThrow);
}
