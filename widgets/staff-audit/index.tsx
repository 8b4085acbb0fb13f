// The audit log screen (/staff/audit/, admins): every change made in the console, newest first, filtered
// by what it changed and by who made it, a page at a time (GET /reactapp/staff/audit/ and its `next`).
import { useState } from "react";
import type { AuditEntry, AuditPage } from "../../contract/staff/audit.ts";
import type { Team } from "../../contract/staff/team.ts";
import { DataTable } from "../console-kit/data-table.tsx";
import { Pager } from "../console-kit/pager.tsx";
import { useCursorPages } from "../console-kit/use-cursor-pages.ts";
import { ScreenState } from "../console-kit/screen-state.tsx";
import { staffRequest } from "../console-kit/staff-api.ts";
import consoleCss from "../console-kit/styles.css?inline";
import type { Widget, WidgetProps } from "../core/widget.ts";
import uiCss from "../ui-kit/styles.css?inline";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { ChangeSummary } from "./change-summary.tsx";
import ownCss from "./styles.css?inline";

/** The entities the console changes; others (a later screen's) can still be typed. */
const KNOWN_ENTITIES = ["user", "lead", "reply", "partner", "webhook", "site_setting"];

const columns = [
  {
    key: "created_at",
    label: "When",
    cell: (e: AuditEntry) => (
      <time dateTime={e.created_at}>
        {new Date(e.created_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" })}
      </time>
    ),
  },
  { key: "actor", label: "Who" },
  { key: "action", label: "Action", cell: (e: AuditEntry) => <code>{e.action}</code> },
  { key: "entity", label: "Entity", cell: (e: AuditEntry) => `${e.entity} #${e.entity_id}` },
  {
    key: "change",
    label: "Before → after",
    cell: (e: AuditEntry) => <ChangeSummary before={e.before} after={e.after} />,
  },
];

export function StaffAudit({ options }: WidgetProps) {
  const [entity, setEntity] = useState("");
  const [actor, setActor] = useState("");
  const pages = useCursorPages();
  const cursor = pages.before;
  const team = useFetchState(() => staffRequest<Team>(`${options.api}/reactapp/staff/team/`), []);
  const page = useFetchState(() => {
    const query = new URLSearchParams();
    if (entity.trim()) query.set("entity", entity.trim().toLowerCase());
    if (actor) query.set("actor", actor);
    if (cursor) query.set("before", String(cursor));
    return staffRequest<AuditPage>(`${options.api}/reactapp/staff/audit/?${query}`);
  }, [entity, actor, cursor]);
  const filter = (apply: () => void) => {
    apply();
    pages.reset();
  };
  const members = team.state === "ready" ? team.value.members : [];

  return (
    <div className="audit">
      <form className="toolbar" role="search" aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="audit-entity">Entity</label>
          <input
            id="audit-entity"
            list="audit-entities"
            value={entity}
            placeholder="Any"
            onChange={(e) => {
              const value = e.currentTarget.value;
              filter(() => setEntity(value));
            }}
          />
          <datalist id="audit-entities">
            {KNOWN_ENTITIES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="audit-actor">Who</label>
          <select
            id="audit-actor"
            value={actor}
            onChange={(e) => {
              const value = e.currentTarget.value;
              filter(() => setActor(value));
            }}
          >
            <option value="">Anyone</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.username}
              </option>
            ))}
          </select>
        </div>
      </form>
      <ScreenState
        fetched={page}
        isEmpty={(value) => value.entries.length === 0}
        empty={
          <p>{entity || actor ? "No changes match these filters." : "No changes have been made in the console yet."}</p>
        }
      >
        {(value) => (
          <>
            <DataTable caption="Audit log" columns={columns} rows={value.entries} rowKey={(e) => e.id} />
            <Pager
              label="Audit log pages"
              summary={`Page ${pages.page}`}
              hasPrevious={pages.hasPrevious}
              hasNext={value.next !== null}
              onPrevious={pages.previous}
              onNext={() => pages.next(value.next!)}
            />
          </>
        )}
      </ScreenState>
    </div>
  );
}

const widget: Widget = { component: StaffAudit, css: uiCss + consoleCss + ownCss };
export default widget;
