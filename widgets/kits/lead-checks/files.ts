// The quote's specification files as the form checks them: the server checks each file's bytes; here the
// name, type and size, before anything is uploaded.
import { QUOTE_FILES } from "../../../contract/schemas/quote-files.ts";

const MB = 1024 * 1024;

/** A message for the first file (or count) the server would refuse, or none. */
export function validateFiles(files: File[]): string | undefined {
  if (files.length > QUOTE_FILES.maxFiles) return `Attach at most ${QUOTE_FILES.maxFiles} files.`;
  const notPdf = files.find((file) => file.type !== "application/pdf" && !/\.pdf$/i.test(file.name));
  if (notPdf) return `${notPdf.name} is not a PDF. Only PDF files are allowed.`;
  const tooBig = files.find((file) => file.size > QUOTE_FILES.maxBytes);
  if (tooBig) return `${tooBig.name} is larger than ${QUOTE_FILES.maxBytes / MB} MB.`;
  return undefined;
}
