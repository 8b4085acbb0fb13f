// Runs the contract's schema, the one the server enforces, and keeps the messages for the fields the
// visitor can see and fix. A kit of its own with valibot (build/chunk-of-folder.js): the lead forms load
// it when a visitor starts on a form, so a partner page's first download carries no validation library.
import * as v from "valibot";
import { type FieldErrors, toFieldErrors } from "../../../contract/schemas/errors.ts";

export function validate(schema: v.GenericSchema, input: Record<string, unknown>): FieldErrors {
  const result = v.safeParse(schema, input);
  return result.success ? {} : toFieldErrors(result.issues);
}
