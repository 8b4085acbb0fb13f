// The console's reply moderation (/staff/replies/): the replies of one status (pending first), each
// approved at once (reversible: reject it later) or rejected through a dialog with an optional reason.
import { useState } from "react";
import { type ReplyStatus, replyStatuses } from "../../../contract/choices/reply-statuses.ts";
import type { StaffRepliesPage, StaffReply } from "../../../contract/staff/replies.ts";
import { ApiError } from "../../kits/core/api.ts";
import type { Widget } from "../../kits/core/widget.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import { Pager } from "../../kits/console-kit/pager.tsx";
import { useCursorPages } from "../../kits/console-kit/use-cursor-pages.ts";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError, staffRequest } from "../../kits/console-kit/staff-api.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { RejectDialog } from "./reject-dialog.tsx";
import { RepliesTable } from "./replies-table.tsx";
import css from "./styles.css?inline";

const EMPTY: Record<ReplyStatus, string> = {
  pending_moderation: "No replies are waiting: every reply has been read.",
  approved: "No reply has been approved yet.",
  rejected: "No reply has been rejected.",
};

export function StaffReplies() {
  const [status, setStatus] = useState<ReplyStatus>("pending_moderation");
  const pages = useCursorPages();
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [rejecting, setRejecting] = useState<StaffReply>();
  const [rejectError, setRejectError] = useState<string>();
  const { before } = pages;
  const fetched = useFetchState(
    () =>
      staffRequest<StaffRepliesPage>(`/reactapp/staff/replies/?status=${status}${before ? `&before=${before}` : ""}`),
    [status, before, reload],
  );

  const decide = async (reply: StaffReply, decision: "approve" | "reject", reason = "") => {
    setBusy(true);
    try {
      await staffRequest(`/reactapp/staff/replies/${reply.id}/${decision}/`, {
        method: "POST",
        body: { from: reply.status, ...(decision === "reject" && { reason }) },
      });
      setOutcome({
        ok: true,
        text:
          decision === "approve"
            ? `The reply from ${reply.name} is approved: it shows under “${reply.article.title}” within a minute.`
            : `The reply from ${reply.name} is rejected.`,
      });
      setRejecting(undefined);
    } catch (error) {
      // A reason the server refused is explained beside it; anything else (409: decided meanwhile) above.
      const text = (error instanceof ApiError && error.fieldErrors.reason?.[0]) || explainStaffError(error);
      if (decision === "reject") setRejectError(text);
      else setOutcome({ ok: false, text });
    } finally {
      setBusy(false);
      setReload((n) => n + 1);
    }
  };

  const label = replyStatuses.find((s) => s.value === status)!.label;
  return (
    <div className="qto">
      <div className="toolbar">
        <div className="field">
          <label htmlFor="reply-status">Show</label>
          <select
            id="reply-status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as ReplyStatus);
              pages.reset();
              setOutcome(undefined);
            }}
          >
            {replyStatuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="status" className="outcome">
        {outcome && <p className={`notice ${outcome.ok ? "notice--success" : "notice--error"}`}>{outcome.text}</p>}
      </div>
      <ScreenState fetched={fetched} isEmpty={(page) => page.replies.length === 0} empty={<p>{EMPTY[status]}</p>}>
        {(page) => (
          <>
            <RepliesTable
              replies={page.replies}
              caption={`${label} replies`}
              busy={busy}
              onApprove={(reply) => decide(reply, "approve")}
              onReject={(reply) => {
                setRejectError(undefined);
                setRejecting(reply);
              }}
            />
            {(pages.hasPrevious || page.next !== null) && (
              <Pager
                label="Reply pages"
                summary={`Page ${pages.page}`}
                hasPrevious={pages.hasPrevious}
                hasNext={page.next !== null}
                onPrevious={pages.previous}
                onNext={() => pages.next(page.next!)}
              />
            )}
          </>
        )}
      </ScreenState>
      <RejectDialog
        reply={rejecting}
        busy={busy}
        error={rejectError}
        onReject={(reason) => rejecting && !busy && decide(rejecting, "reject", reason)}
        onClose={() => setRejecting(undefined)}
      />
    </div>
  );
}

export default { component: StaffReplies, css: uiCss + consoleCss + css } satisfies Widget;
