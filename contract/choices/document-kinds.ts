// The kinds of a project's documents, in the order of the detail page's tabs: the four PDF kinds, then
// the take-off video (MP4 or WebM, with optional WebVTT captions).
export const documentKinds = [
  { value: "specs", label: "Specs" },
  { value: "plans", label: "Plans" },
  { value: "qtos", label: "QTOs" },
  { value: "addendums", label: "Addendums" },
  { value: "videos", label: "QTO Video" },
] as const;

export type DocumentKind = (typeof documentKinds)[number]["value"];

export const DOCUMENT_KIND_VALUES = documentKinds.map((kind) => kind.value) as DocumentKind[];
