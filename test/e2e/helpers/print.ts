// How many pages a PDF that Chromium printed has: each page object is `/Type /Page` (ISO 32000-1 §7.7.3.3).
export const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
