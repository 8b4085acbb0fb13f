// What a console form shows after a refused call: the server's message for each field, and a message for
// the whole form when the refusal names no field (a 429's wait, a 409's reason, a network failure).
import { ApiError } from "../core/api.ts";
import { explainStaffError } from "./staff-api.ts";

export type CallProblems = { fields: Record<string, string>; form?: string };

export function callProblems(error: unknown): CallProblems {
  if (!(error instanceof ApiError)) return { fields: {}, form: explainStaffError(error) };
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([name]) => name !== "non_field_errors")
      .map(([name, messages]) => [name, messages[0]!]),
  );
  // A refusal's own words (409, 429); a 5xx's detail is the server's generic apology, the API message says more.
  const refusal = error.status && error.status > 400 && error.status < 500 ? error.detail : undefined;
  const general = error.fieldErrors.non_field_errors?.[0] ?? refusal;
  const form = Object.keys(fields).length > 0 ? general : (general ?? explainStaffError(error));
  return { fields, form };
}
