// Runs the contract's schema, the one the server enforces, and keeps the messages for the fields the
// visitor can see and fix.
import * as v from "valibot";
import { type FieldErrors, toFieldErrors } from "../../../contract/schemas/errors.ts";
import { QUOTE_FILES } from "../../../contract/schemas/quote-files.ts";
import type { FormDefinition } from "../../../contract/forms/types.ts";

export function validate(schema: v.GenericSchema, input: Record<string, unknown>): FieldErrors {
  const result = v.safeParse(schema, input);
  return result.success ? {} : toFieldErrors(result.issues);
}

/** The names of a form's fields, in the order they appear. */
export const fieldNames = (definition: FormDefinition) =>
  definition.sections.flatMap((section) => section.fields.map((field) => field.name));

const MB = 1024 * 1024;

/** The server checks each file's bytes; here the name, type and size, before anything is uploaded. */
export function validateFiles(files: File[]): string | undefined {
  if (files.length > QUOTE_FILES.maxFiles) return `Attach at most ${QUOTE_FILES.maxFiles} files.`;
  const notPdf = files.find((file) => file.type !== "application/pdf" && !/\.pdf$/i.test(file.name));
  if (notPdf) return `${notPdf.name} is not a PDF. Only PDF files are allowed.`;
  const tooBig = files.find((file) => file.size > QUOTE_FILES.maxBytes);
  if (tooBig) return `${tooBig.name} is larger than ${QUOTE_FILES.maxBytes / MB} MB.`;
  return undefined;
}
