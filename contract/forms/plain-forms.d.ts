// The types of plain-forms.js, for the server, which renders the same partial with these forms.
import type { Choice, FieldDefinition, FormDefinition } from "./types.ts";
import type { LeadType } from "../schemas/lead-paths.ts";

export type PlainField = FieldDefinition & { choices?: Choice[] };
export type PlainForm = Omit<FormDefinition, "sections"> & {
  sections: Array<{ title?: string; fields: PlainField[] }>;
  /** The endpoint the form posts to. */
  action: string;
  /** True when a field takes files. */
  multipart: boolean;
};

declare const forms: Record<LeadType, PlainForm>;
export default forms;
