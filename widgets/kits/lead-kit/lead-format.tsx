// How the console writes a lead's times and status, shared by the inbox and a lead's page.
import { leadStatuses, leadStatusLabel } from "../../../contract/choices/lead-statuses.ts";
import { fromUnlistedSite } from "../../../contract/staff/leads.ts";

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export function StatusBadge({ status }: { status: string }) {
  const tone = leadStatuses.find((s) => s.value === status)?.tone;
  return (
    <span className={`badge${tone === "good" ? " badge--good" : tone === "bad" ? " badge--bad" : ""}`}>
      {leadStatusLabel(status)}
    </span>
  );
}

/** What the console calls a `data-partner` the partners table does not have. */
export const UNKNOWN_PARTNER = "unknown partner";

/**
 * A lead's partner: none, a known one, or one the firm has no record of (the lead is kept regardless);
 * and the site it came from when nobody had listed that site.
 */
export function PartnerName({
  partner,
  known,
  unlistedOrigin,
}: {
  partner: string;
  known: boolean;
  unlistedOrigin: string | null;
}) {
  const unlisted = unlistedOrigin && (
    <span className="badge badge--bad badge--unlisted">{fromUnlistedSite(unlistedOrigin)}</span>
  );
  if (!partner) return unlisted || <>—</>;
  return (
    <>
      {partner} {!known && <span className="badge badge--bad">{UNKNOWN_PARTNER}</span>} {unlisted}
    </>
  );
}
