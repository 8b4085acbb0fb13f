// The sales team's CSV of leads: one column per field any of the leads has, between the lead's own
// columns and where it came from. The command-line export and the console's download both write it.
import { toCsv } from "../../infra/http/csv.ts";
import type { StoredLead } from "./leads-repository.ts";

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
    "utm",
  ];
  const rows = leads.map((lead) => [
    lead.id,
    lead.reference,
    lead.created_at,
    lead.status,
    ...fields.map((f) => lead.payload[f]),
    lead.files.map((file) => file.name).join("; "),
    lead.source_page,
    lead.referrer,
    lead.partner,
    lead.utm,
  ]);
  return toCsv([header, ...rows]);
}
