// A console change (POST …) with Django's CSRF pair: the csrftoken cookie's value in X-CSRFToken (core/
// api.ts adds the header); the cookie is fetched first when this browser has none.
import { request, type RequestOptions } from "../core/api.ts";
import { staffRequest } from "./staff-api.ts";

const hasCsrfCookie = () => /(?:^|;\s*)csrftoken=/.test(document.cookie);

export async function staffSend<T>(path: string, options: RequestOptions): Promise<T> {
  if (!hasCsrfCookie()) await request("/reactapp/csrf/");
  return staffRequest<T>(path, options);
}
