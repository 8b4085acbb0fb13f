// The sales team's CSV of leads: one column per field any of the leads has, between the lead's own
// columns and where it came from. The command-line export and the console's download both write it.
import { uploadedName } from "../../infra/files/uploaded-name.ts";
import { defused, toCsv } from "../../infra/http/csv.ts";
import type { StoredLead } from "./leads-repository.ts";

/**
 * The files column: each name as a visitor sent it is theirs to choose, so each is cleaned as uploads are
 * (files stored before that rule included) and defused on its own, the column being split at "; " at times.
 * A file the retention rule removed says so.
 */
const fileNames = (files: StoredLead["files"]) =>
  files.map((file) => defused(uploadedName(file.name, "file.pdf")) + (file.removed_at ? " (removed)" : "")).join("; ");

export function leadsToCsv(leads: StoredLead[]): string {
  const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.payload)))];
  const header = [
    "id",
    "reference",
    "created_at",
    "status",
    ...fields,
    "files",
    "source_page",
    "referrer",
    "partner",
    "unlisted_origin",
    "utm",
  ];
  const rows = leads.map((lead) => [
    lead.id,
    lead.reference,
    lead.created_at,
    lead.status,
    ...fields.map((f) => lead.payload[f]),
    fileNames(lead.files),
    lead.source_page,
    lead.referrer,
    lead.partner,
    lead.unlisted_origin ?? "",
    lead.utm,
  ]);
  return toCsv([header, ...rows]);
}
