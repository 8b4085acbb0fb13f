// The console's partners (/staff/partners/): every partner with its leads this month; admins add and
// edit partners, manage their origins (accepted by the API at once) and remove them after confirming;
// below, the sites that sent leads without being listed, to allow or block (unlisted-origins.tsx).
import { useState } from "react";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import type { Partner, PartnerInput, PartnersList } from "../../../contract/staff/partners.ts";
import type { ConsoleMember } from "../../../contract/staff/permissions.ts";
import { ApiError } from "../../kits/core/api.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { ModalDialog } from "../../kits/console-kit/modal.tsx";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError, staffRequest } from "../../kits/console-kit/staff-api.ts";
import { ME_PATH } from "../../kits/console-kit/use-may.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { OriginsDialog } from "./origins-dialog.tsx";
import { PartnerDialog } from "./partner-dialog.tsx";
import { type PartnerAction, PartnersTable } from "./partners-table.tsx";
import { UnlistedOrigins } from "./unlisted-origins.tsx";
import css from "./styles.css?inline";

const API = "/reactapp/staff/partners/";
const fieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length
    ? error.fieldErrors
    : { detail: [explainStaffError(error)] };

export function StaffPartners() {
  const [reload, setReload] = useState(0);
  const fetched = useFetchState(
    () => Promise.all([staffRequest<PartnersList>(API), staffRequest<ConsoleMember>(ME_PATH)]),
    [reload],
  );
  const [dialog, setDialog] = useState<{ action: PartnerAction | "add"; id?: string }>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const refresh = () => setReload((n) => n + 1);
  // While a change reloads the list, the last one stays, and with it an open dialog's partner.
  const shown = fetched.state === "ready" ? fetched.value[0] : fetched.previous?.[0];
  const current = shown?.partners.find((p) => p.id === dialog?.id);
  const close = () => setDialog(undefined);

  const save = async (values: Required<PartnerInput>) => {
    const editing = dialog?.action === "edit";
    try {
      const { id, ...fields } = values;
      await staffRequest(editing ? `${API}${encodeURIComponent(id)}/` : API, {
        method: editing ? "PUT" : "POST",
        body: editing ? fields : values,
      });
    } catch (error) {
      return fieldErrors(error);
    }
    setOutcome({ ok: true, text: `${values.name} is ${editing ? "saved" : "added"}.` });
    close();
    refresh();
    return undefined;
  };
  const addOrigin = async (partner: Partner, origin: string) => {
    try {
      await staffRequest(`${API}${encodeURIComponent(partner.id)}/origins/`, { method: "POST", body: { origin } });
    } catch (error) {
      const errors = fieldErrors(error);
      return (errors.origin ?? errors.detail)?.[0];
    }
    setOutcome({ ok: true, text: `${origin} can send leads for ${partner.name} now.` });
    refresh();
    return undefined;
  };
  const removeOrigin = async (partner: Partner, origin: string) => {
    const query = `?origin=${encodeURIComponent(origin)}`;
    await change(`${API}${encodeURIComponent(partner.id)}/origins/${query}`, `${origin} no longer sends leads.`);
  };
  const change = async (path: string, success: string) => {
    try {
      await staffRequest(path, { method: "DELETE" });
      setOutcome({ ok: true, text: success });
    } catch (error) {
      setOutcome({ ok: false, text: explainStaffError(error) });
    }
    refresh();
  };

  return (
    <div className="qto">
      <ScreenState fetched={fetched} isEmpty={() => false}>
        {([list, me]) => {
          const canChange = me.actions.includes("partners.change");
          return (
            <>
              <div className="toolbar">
                {canChange ? (
                  <button type="button" className="button" onClick={() => setDialog({ action: "add" })}>
                    Add a partner
                  </button>
                ) : (
                  <p className="muted">Only an administrator can add partners or change their origins.</p>
                )}
              </div>
              <div role="status" className="outcome">
                {outcome && (
                  <p className={`notice ${outcome.ok ? "notice--success" : "notice--error"}`}>{outcome.text}</p>
                )}
              </div>
              {list.partners.length === 0 ? (
                <div className="empty">
                  <p>No partners yet. {canChange && "Add one to list the origins its pages send leads from."}</p>
                </div>
              ) : (
                <PartnersTable
                  partners={list.partners}
                  canChange={canChange}
                  onAction={(action, partner) => setDialog({ action, id: partner.id })}
                />
              )}
              {list.seed_origins.length > 0 && (
                <p className="muted seed">
                  Also allowed from the server's settings (ALLOWED_ORIGINS): {list.seed_origins.join(", ")}
                </p>
              )}
              <UnlistedOrigins
                unlisted={list.unlisted}
                partners={list.partners}
                canAllow={me.actions.includes("partners.allow-origin")}
                canBlock={me.actions.includes("partners.block-origin")}
                onDone={(done) => {
                  setOutcome(done);
                  refresh();
                }}
              />
            </>
          );
        }}
      </ScreenState>
      {(dialog?.action === "add" || dialog?.action === "edit") && (
        <PartnerDialog open editing={dialog.action === "edit" ? current : undefined} onSave={save} onClose={close} />
      )}
      <OriginsDialog
        partner={dialog?.action === "origins" ? current : undefined}
        onAdd={(origin) => addOrigin(current!, origin)}
        onRemove={(origin) => removeOrigin(current!, origin)}
        onClose={close}
      />
      <ModalDialog
        open={dialog?.action === "remove" && current !== undefined}
        title={`Remove ${current?.name ?? ""}?`}
        onClose={close}
      >
        <p>
          Its pages can no longer send leads, and its {current?.origins.length ?? 0} origin(s) are removed. Leads it
          sent are kept and shown as from an unknown partner.
        </p>
        <p className="dialog__actions">
          <button type="button" className="button secondary" onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              close();
              void change(`${API}${encodeURIComponent(current!.id)}/`, `${current!.name} is removed.`);
            }}
          >
            Remove partner
          </button>
        </p>
      </ModalDialog>
    </div>
  );
}

export default { component: StaffPartners, css: uiCss + consoleCss + css } satisfies Widget;
