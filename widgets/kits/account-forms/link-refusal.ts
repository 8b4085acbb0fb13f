// A link's token is no field the visitor sees: the server's message about it (expired, used) is shown as
// the form's own refusal, beside the submit button, rather than under a field that does not exist.
import { ApiError } from "../core/api.ts";

export function tokenAsFormError(error: unknown): never {
  if (error instanceof ApiError && error.fieldErrors.token) {
    const { token, ...others } = error.fieldErrors;
    throw new ApiError(token[0]!, error.kind, { ...others, non_field_errors: token }, error.status, error.detail);
  }
  throw error;
}

/** The ?token= of this page's address when it looks like one of ours, or undefined. */
export function linkToken(search = location.search): string | undefined {
  const token = new URLSearchParams(search).get("token") ?? "";
  return /^[\w-]{20,100}$/.test(token) ? token : undefined;
}
