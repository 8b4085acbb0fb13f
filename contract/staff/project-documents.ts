// The plan room's documents as the console handles them: POST /reactapp/staff/projects/:id/documents/
// (multipart: `kind`, `file`, for videos an optional `captions`), GET the list, DELETE one, rename one.
import * as v from "valibot";
import { DOCUMENT_KIND_VALUES, type DocumentKind } from "../choices/document-kinds.ts";

/** The largest document staff may upload, in bytes. */
export const MAX_DOCUMENT_BYTES = 200 * 1024 * 1024;

/** The refusals of an upload, shown beside the file picker. */
export const DOCUMENT_REFUSALS = {
  tooLarge: "Each file must be at most 200 MB.",
  notPdf: "Upload a PDF: this file's content is not one.",
  notVideo: "Upload an MP4 or WebM video: this file's content is not one.",
  notCaptions: "Captions must be a WebVTT (.vtt) file.",
  noFile: "Choose a file to upload.",
  captionsOnlyForVideos: "Only videos take captions.",
} as const;

export const DocumentKindSchema = v.picklist(DOCUMENT_KIND_VALUES, "Choose the tab the document goes under.");

export const RenameDocumentSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Give the document a name."),
    v.maxLength(200, "Keep the name under 200 characters."),
  ),
});

/** One document as the console lists it. */
export type StaffDocument = {
  id: number;
  kind: DocumentKind;
  name: string;
  size: number;
  content_kind: "pdf" | "mp4" | "webm";
  /** Null until counted (a job reads it after the upload), and for videos. */
  pages: number | null;
  captions: boolean;
  added_at: string;
  added_by: string | null;
};

export type StaffDocumentList = {
  project: { id: number; name: string; publication: string };
  documents: StaffDocument[];
};
