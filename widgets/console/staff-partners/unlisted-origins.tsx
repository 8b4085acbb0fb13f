// The sites that sent leads while nobody had listed them (their leads are kept, marked in the inbox):
// how many and when the last came, with Allow (one click: a new partner named after the host, or the
// partner chosen beside it) and Block (asked first: its leads are refused from then on), and Unblock.
import { useState } from "react";
import { ORIGIN_BLOCKED } from "../../../contract/schemas/origin-blocked.ts";
import { partnerForOrigin } from "../../../contract/staff/partner-for-origin.ts";
import type { Partner, UnlistedOrigin } from "../../../contract/staff/partners.ts";
import { type Column, DataTable } from "../../kits/console-kit/data-table.tsx";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { explainStaffError, staffRequest } from "../../kits/console-kit/staff-api.ts";
import { formatTime } from "../../kits/lead-kit/lead-format.tsx";

const API = "/reactapp/staff/partners/";
const NEW_PARTNER = "";

type Props = {
  unlisted: UnlistedOrigin[];
  partners: Partner[];
  canAllow: boolean;
  canBlock: boolean;
  /** Says how a change went, and reads the list again. */
  onDone: (outcome: { ok: boolean; text: string }) => void;
};

export function UnlistedOrigins({ unlisted, partners, canAllow, canBlock, onDone }: Props) {
  // The partner each row's Allow gives the origin to (a new one unless chosen).
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [blocking, setBlocking] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [blockError, setBlockError] = useState<string>();

  const run = async (request: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await request();
      onDone({ ok: true, text: success });
      return undefined;
    } catch (error) {
      return explainStaffError(error);
    } finally {
      setBusy(false);
    }
  };
  const allow = async (origin: string) => {
    const partner = chosen[origin] || undefined;
    const name = partners.find((p) => p.id === partner)?.name ?? partnerForOrigin(origin).name;
    const failed = await run(
      () => staffRequest(`${API}unlisted/allow/`, { method: "POST", body: { origin, partner } }),
      `${origin} is allowed, for ${name}: its leads are no longer marked.`,
    );
    if (failed) onDone({ ok: false, text: failed });
  };
  const block = async (origin: string) => {
    const failed = await run(
      () => staffRequest(`${API}blocked/`, { method: "POST", body: { origin } }),
      `${origin} is blocked: its leads are refused.`,
    );
    setBlockError(failed);
    if (!failed) setBlocking(undefined);
  };
  const unblock = async (origin: string) => {
    const failed = await run(
      () => staffRequest(`${API}blocked/?origin=${encodeURIComponent(origin)}`, { method: "DELETE" }),
      `${origin} is unblocked: its leads are taken again, marked as from an unlisted site.`,
    );
    if (failed) onDone({ ok: false, text: failed });
  };

  const columns: Array<Column<UnlistedOrigin>> = [
    { key: "origin", label: "Site", cell: (row) => <code>{row.origin}</code> },
    { key: "leads", label: "Leads", numeric: true },
    {
      key: "last_lead",
      label: "Last lead",
      cell: (row) => (row.last_lead ? <time dateTime={row.last_lead}>{formatTime(row.last_lead)}</time> : "—"),
    },
    {
      key: "blocked",
      label: "Status",
      cell: (row) =>
        row.blocked ? (
          <span className="badge badge--bad">
            Blocked by {row.blocked.by}, {formatTime(row.blocked.at)}
          </span>
        ) : (
          "Leads kept, marked unlisted"
        ),
    },
  ];
  if (canAllow || canBlock)
    columns.push({
      key: "actions",
      label: "Changes",
      cell: (row) => (
        <div className="row-actions">
          {canAllow && (
            <>
              <select
                aria-label={`Allow ${row.origin} for`}
                value={chosen[row.origin] ?? NEW_PARTNER}
                onChange={(event) => setChosen({ ...chosen, [row.origin]: event.currentTarget.value })}
              >
                <option value={NEW_PARTNER}>A new partner, {partnerForOrigin(row.origin).name}</option>
                {partners.map((partner) => (
                  <option key={partner.id} value={partner.id}>
                    {partner.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--small"
                aria-label={`Allow ${row.origin}`}
                aria-disabled={busy || undefined}
                onClick={() => busy || void allow(row.origin)}
              >
                Allow
              </button>
            </>
          )}
          {canBlock && row.blocked && (
            <button
              type="button"
              className="button secondary button--small"
              aria-label={`Unblock ${row.origin}`}
              aria-disabled={busy || undefined}
              onClick={() => busy || void unblock(row.origin)}
            >
              Unblock
            </button>
          )}
          {canBlock && !row.blocked && (
            <button
              type="button"
              className="button secondary button--small"
              aria-label={`Block ${row.origin}`}
              onClick={() => (setBlockError(undefined), setBlocking(row.origin))}
            >
              Block
            </button>
          )}
        </div>
      ),
    });

  return (
    <section className="unlisted" aria-labelledby="unlisted-heading">
      <h2 id="unlisted-heading">Sites sending leads without being listed</h2>
      {unlisted.length === 0 ? (
        <p className="muted">No unlisted site has sent a lead. Leads from one would be kept and listed here.</p>
      ) : (
        <>
          <p className="muted">
            Their leads are kept and marked in the inbox. Allow a site to list it for a partner, or block it to refuse
            its leads.
          </p>
          <DataTable caption="Unlisted sites" columns={columns} rows={unlisted} rowKey={(row) => row.origin} />
        </>
      )}
      <ConfirmDialog
        question={blocking && `Block ${blocking}?`}
        explanation={`Its pages' leads will be refused with “${ORIGIN_BLOCKED}” The leads it sent are kept. You can unblock it later.`}
        action="Block site"
        busy={busy}
        error={blockError}
        onConfirm={() => blocking && void block(blocking)}
        onCancel={() => setBlocking(undefined)}
      />
    </section>
  );
}
