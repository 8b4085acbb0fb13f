// Validation failures in Django REST Framework's shape, {"field": ["message"]}, so clients written
// for the firm's legacy back end read our errors unchanged.
import * as v from "valibot";

export type FieldErrors = Record<string, string[]>;

// valibot reports a missing key and an unexpected key as object issues; say what each means.
function messageFor(issue: v.BaseIssue<unknown>): string {
  if (issue.type === "strict_object" && issue.expected === "never") return "This field is not allowed.";
  if (issue.received === "undefined" && issue.kind === "schema") return "This field is required.";
  return issue.message;
}

/** Turns valibot issues into DRF field errors; issues without a field go under non_field_errors. */
export function toFieldErrors(issues: ReadonlyArray<v.BaseIssue<unknown>>): FieldErrors {
  // A Map, not an object literal: a field named "constructor" or "__proto__" must not reach Object's own.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? "non_field_errors");
    const messages = errors.get(field) ?? [];
    const message = messageFor(issue);
    if (!messages.includes(message)) messages.push(message);
    errors.set(field, messages);
  }
  return Object.fromEntries(errors);
}
