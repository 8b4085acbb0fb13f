// Everything a lead form checks before it sends, loaded when the visitor starts on the form
// (core/form/use-lead-form.ts): the contract's schema over the answers, and the files picked. A kit apart
// from checks/, which the account pages' forms import at once: they have no files to check.
import type * as v from "valibot";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import { validateFiles } from "./files.ts";
import { validate } from "../checks/validate.ts";

export function leadProblems(schema: v.GenericSchema, input: Record<string, unknown>, files: File[]): FieldErrors {
  const found = validate(schema, input);
  const fileError = validateFiles(files);
  return fileError ? { ...found, specification_files: [fileError] } : found;
}
