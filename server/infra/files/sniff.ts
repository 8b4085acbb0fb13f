// What a stored file really is, read from its bytes (magic numbers), never from its name or the type the
// browser claimed: a renamed executable is not a PDF. file-type knows PDF, MP4, WebM and the Office
// formats (an .xlsx is a ZIP whose first entries name a workbook); plain-text kinds are checked here.
import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";

/** The kinds of file the site accepts anywhere, by what their content says they are. */
export type FileKind = "pdf" | "mp4" | "webm" | "xlsx" | "csv" | "vtt";

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  vtt: "text/vtt; charset=utf-8",
};

const HEAD_BYTES = 64 * 1024;

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// A PDF ends with the marker %%EOF (ISO 32000-1, 7.5.5), which readers look for within the last 1,024
// bytes (Adobe's PDF Reference 1.7, appendix H); whitespace and NUL bytes a transfer appended
// after it are skipped first (PDF's white-space characters, ISO 32000-1, 7.2.2). A file that starts like a
// PDF but does not end like one is cut short or made up: nothing a take-off can be made from. The PDF
// itself is never parsed.
const EOF_MARKER = Buffer.from("%%EOF");
const EOF_WINDOW = 1024;
const TAIL_BYTES = 64 * 1024;
const PDF_WHITE_SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

async function endsLikePdf(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, TAIL_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, size - buffer.length);
    let end = bytesRead;
    while (end > 0 && PDF_WHITE_SPACE.has(buffer[end - 1]!)) end--;
    return buffer.subarray(Math.max(0, end - EOF_WINDOW), end).includes(EOF_MARKER);
  } finally {
    await handle.close();
  }
}

/** UTF-8 text without NUL bytes or other control characters (tab, CR and LF apart), as far as read. */
function isText(bytes: Buffer): boolean {
  // A multi-byte character cut at the end of the sample is not an error.
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, bytes.length - 4));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return bytes.length > 0 && !text.includes("\uFFFD") && !/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text);
}

/** The kind of the file at `file`, if it is one of `accepted`; undefined otherwise. */
export async function sniffKind(file: string, accepted: readonly FileKind[]): Promise<FileKind | undefined> {
  const binary = await fileTypeFromFile(file);
  if (binary) {
    const kind = binary.ext as FileKind;
    if (kind === "pdf" && !(await endsLikePdf(file))) return undefined;
    return accepted.includes(kind) ? kind : undefined;
  }
  const bytes = await head(file);
  // WebVTT files start with "WEBVTT", after an optional byte order mark (https://www.w3.org/TR/webvtt1/#file-structure).
  if (accepted.includes("vtt") && /^(\uFEFF)?WEBVTT([ \t\n]|\r|$)/.test(bytes.subarray(0, 16).toString("utf8")))
    return "vtt";
  if (accepted.includes("csv") && isText(bytes)) return "csv";
  return undefined;
}
