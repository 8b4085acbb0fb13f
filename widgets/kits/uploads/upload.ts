// Uploads with progress, a kit of its own: only forms with files use it, and the quote form loads it when
// the visitor picks a file, so a partner page's first download lacks it.
import { ApiError, csrfHeaders, failure, MESSAGES, TIMEOUT_MS } from "../core/api.ts";

/**
 * POSTs a multipart body with files, reporting upload progress (fetch cannot). The timeout counts from
 * the last progress event, so a large upload on a slow line is not cut off while it moves.
 */
export function upload<T>(
  url: string,
  body: FormData,
  { headers = {}, onProgress }: { headers?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout>;
    const stall = () => {
      clearTimeout(timer);
      timer = setTimeout(() => xhr.abort(), TIMEOUT_MS);
    };
    xhr.open("POST", url);
    xhr.responseType = "json";
    for (const [name, value] of Object.entries({ Accept: "application/json", ...csrfHeaders(), ...headers }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      stall();
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      clearTimeout(timer);
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(failure(xhr.status, xhr.response));
    };
    xhr.onerror = () => (clearTimeout(timer), reject(new ApiError(MESSAGES.network, "network")));
    xhr.onabort = () => reject(new ApiError(MESSAGES.timeout, "timeout"));
    stall();
    xhr.send(body);
  });
}
