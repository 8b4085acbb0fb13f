// What the form kit checks without the contract's schemas (widgets/checks/ runs those): which fields a
// form has, and the files a visitor picks.
import { QUOTE_FILES } from "../../../contract/schemas/quote-files.ts";
import type { FormDefinition } from "../../../contract/forms/types.ts";

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
