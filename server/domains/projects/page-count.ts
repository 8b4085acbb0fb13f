// A PDF's page count, read by a durable job after the upload (never in the request). pdf-lib parses the
// whole file, so it reads only files up to PARSED_AT_MOST; it yields to the event loop while parsing
// (`parseSpeed`), so other requests of this process keep being served. A larger or damaged PDF keeps
// no count: the detail page then shows none rather than an invented one.
import { ParseSpeeds, PDFDocument } from "pdf-lib";
import type { DocumentsRepository } from "./documents-repository.ts";

/** The job that counts an uploaded PDF's pages; payload { project_id, document_id }. */
export const COUNT_PAGES_JOB = "plan-room.count-pages";

export const PARSED_AT_MOST = 64 * 1024 * 1024;

/** The number of pages of the PDF of `size` bytes `read` gives, or null when it is too large to parse or cannot be read. */
export async function countPages(size: number, read: () => Promise<Buffer>): Promise<number | null> {
  if (size > PARSED_AT_MOST) return null;
  try {
    const pdf = await PDFDocument.load(await read(), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: ParseSpeeds.Fast,
    });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

/** The COUNT_PAGES_JOB handler: counts a stored document's pages after its upload and records them. */
export const pageCountJob =
  (planRoom: DocumentsRepository, files: { read(key: string): Promise<Buffer> }) =>
  async (payload: { project_id: number; document_id: number }): Promise<void> => {
    const document = await planRoom.byId(payload.project_id, payload.document_id);
    if (!document) return;
    const pages = await countPages(Number(document.size), () => files.read(document.file_key));
    if (pages !== null) await planRoom.setPages(document.id, pages);
  };
