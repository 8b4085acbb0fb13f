// What the visitor sent, where the lead came from, whether the sales team was told, and its files (a file
// the retention rule removed is named, without a link).
import { leadTypeLabel } from "../../../contract/choices/lead-types.ts";
import { fileRemoved, fromUnlistedSite, type LeadDetail } from "../../../contract/staff/leads.ts";
import { formatTime, UNKNOWN_PARTNER } from "../../kits/lead-kit/lead-format.tsx";

const show = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : value === "" || value === undefined || value === null ? "—" : String(value);
const label = (key: string) => key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString("en-US")} KB`;

function Pairs({ pairs }: { pairs: Array<[string, unknown]> }) {
  return (
    <dl className="pairs">
      {pairs.map(([key, value]) => (
        <div key={key}>
          <dt>{label(key)}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Details({ lead }: { lead: LeadDetail }) {
  const { source_page, referrer, partner, partner_known, unlisted_origin, utm } = lead.attribution;
  return (
    <>
      <section className="panel" aria-labelledby="fields-heading">
        <h2 id="fields-heading">{leadTypeLabel(lead.type)}, as sent</h2>
        <dl className="pairs">
          {lead.shown_fields.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{show(field.text)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel" aria-labelledby="attribution-heading">
        <h2 id="attribution-heading">Where it came from</h2>
        <Pairs
          pairs={[
            ["source_page", source_page],
            ["referrer", referrer],
            ["partner", partner && !partner_known ? `${partner} (${UNKNOWN_PARTNER})` : partner],
            ...(unlisted_origin ? [["site", fromUnlistedSite(unlisted_origin)] as [string, string]] : []),
            ...Object.entries(utm),
          ]}
        />
        <p className="muted">
          {lead.notified_at
            ? `The sales team was told by e-mail on ${formatTime(lead.notified_at)}.`
            : "The sales team has not been told by e-mail yet."}
        </p>
      </section>
      {lead.files.length > 0 && (
        <section className="panel" aria-labelledby="files-heading">
          <h2 id="files-heading">Files</h2>
          <ul className="files">
            {lead.files.map((file) =>
              file.removed ? (
                <li key={file.id}>
                  {file.name}{" "}
                  <span className="muted" title={`Removed ${formatTime(file.removed.at)}`}>
                    (PDF, {kilobytes(file.size)}). {fileRemoved(file.removed.after_days)}
                  </span>
                </li>
              ) : (
                <li key={file.id}>
                  <a href={`/reactapp/staff/leads/${lead.id}/files/${file.id}`} download={file.name}>
                    {file.name}
                  </a>{" "}
                  <span className="muted">(PDF, {kilobytes(file.size)})</span>
                </li>
              ),
            )}
          </ul>
        </section>
      )}
    </>
  );
}
