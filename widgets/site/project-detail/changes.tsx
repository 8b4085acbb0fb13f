// The "Changes" list bid boards show: what bidders must know changed since the project was published
// (bid date, time and place, the pre-bid meeting, addenda), newest first, each from → to.
import type { ProjectChange } from "../../../contract/staff/projects.ts";
import { formatDate } from "../../kits/project-kit/format.ts";

const FIELDS: Record<string, string> = {
  bid_date: "Bid date",
  bid_time: "Bid time",
  time_zone: "Time zone",
  bid_location: "Bid location",
  pre_bid_meeting: "Pre-bid meeting",
  addendum: "Addendum",
};

/** A value as people read it: dates formatted, a meeting with its time, nothing as "none". */
const shown = (field: string, value: string | null) =>
  value === null
    ? "none"
    : field === "bid_date" || field === "pre_bid_meeting"
      ? formatDate(value) + (value.length > 10 ? ` at ${value.slice(11, 16)}` : "")
      : value;

export function Changes({ changes }: { changes: ProjectChange[] }) {
  if (!changes.length) return null;
  return (
    <>
      <h3>Changes</h3>
      <ol className="changes">
        {changes.map((change, index) => (
          <li key={index}>
            <time dateTime={change.changed_at}>{formatDate(change.changed_at)}</time>
            <strong>{FIELDS[change.field] ?? change.field}</strong>
            <span>
              {change.field === "addendum" && change.before === null ? (
                shown(change.field, change.after)
              ) : (
                <>
                  <del>{shown(change.field, change.before)}</del> → <ins>{shown(change.field, change.after)}</ins>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
