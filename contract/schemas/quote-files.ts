/** Specification files for a quote: PDFs only (checked by content on the server), 10 of 25 MB at most. */
export const QUOTE_FILES = { maxFiles: 10, maxBytes: 25 * 1024 * 1024, accept: "application/pdf" } as const;
