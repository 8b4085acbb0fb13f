// The contract's own rules, in the browser: one field on blur, the whole form on submit; the first
// message of each field is the one shown beside it.
import * as v from "valibot";
import { ProjectInputSchema } from "../../../contract/staff/projects.ts";
import type { FormValues } from "./fields.ts";

export type Errors = Record<string, string | undefined>;

/** The message of the first issue of each field (a bond's issues count as the bonds field's). */
export function issuesByField(issues: ReadonlyArray<v.BaseIssue<unknown>>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function fieldError(form: FormValues, name: keyof FormValues): string | undefined {
  const result = v.safeParse(ProjectInputSchema.entries[name], form[name]);
  return result.success ? undefined : result.issues[0].message;
}

export function formErrors(form: FormValues): Errors {
  const result = v.safeParse(ProjectInputSchema, form);
  return result.success ? {} : issuesByField(result.issues);
}

/** The server's field errors ({ field: [messages] }) as the form shows them. */
export const serverErrors = (fields: Record<string, string[] | undefined>): Errors =>
  Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages?.[0]]));
