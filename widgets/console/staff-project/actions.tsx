// What staff do to a saved project, each asked in a <dialog> first: publish, unpublish, close with the
// bid results (awarded company and amount, checked by the contract's schema; not offered on a draft)
// and reopen.
import { useState } from "react";
import * as v from "valibot";
import type { DeskProject } from "../../../contract/staff/projects.ts";
import { CloseProjectSchema } from "../../../contract/staff/projects.ts";
import { ApiError } from "../../kits/core/api.ts";
import { ConfirmDialog, ModalDialog } from "../../kits/console-kit/modal.tsx";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import { staffSend } from "../../kits/console-kit/staff-send.ts";
import { TextField } from "../../kits/console-kit/text-field.tsx";
import { issuesByField, serverErrors, type Errors } from "./validate.ts";

type Action = "publish" | "unpublish" | "close" | "reopen";

const ASK: Record<Exclude<Action, "close">, { question: string; explanation: string; action: string }> = {
  publish: {
    question: "Publish this project?",
    explanation:
      "It appears on the project board and its detail page within seconds. Later changes are kept in its history.",
    action: "Publish",
  },
  unpublish: {
    question: "Unpublish this project?",
    explanation: "It leaves the board and its public page answers “not found” until you publish it again.",
    action: "Unpublish",
  },
  reopen: {
    question: "Reopen this project?",
    explanation: "Its bid results are cleared and it returns to the Active tab, bids opened with results pending.",
    action: "Reopen",
  },
};

export function ProjectActions({ project, onDone }: { project: DeskProject; onDone: (project: DeskProject) => void }) {
  const [asking, setAsking] = useState<Action>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const [results, setResults] = useState({ awarded_company: "", awarded_amount: "" });

  const run = async (action: Action, body: object = {}) => {
    setBusy(true);
    setError("");
    try {
      const changed = await staffSend<DeskProject>(`/reactapp/staff/projects/${project.id}/${action}`, {
        method: "POST",
        body,
      });
      setAsking(undefined);
      onDone(changed);
    } catch (failure) {
      if (failure instanceof ApiError) setFieldErrors(serverErrors(failure.fieldErrors));
      setError(failure instanceof ApiError && failure.detail ? failure.detail : explainStaffError(failure));
    } finally {
      setBusy(false);
    }
  };
  const ask = (action: Action) => {
    setError("");
    setFieldErrors({});
    setAsking(action);
  };
  const close = () => {
    const checked = v.safeParse(CloseProjectSchema, results);
    if (!checked.success) return setFieldErrors(issuesByField(checked.issues));
    setFieldErrors({});
    void run("close", results);
  };

  return (
    <div className="project-actions">
      {project.publication === "published" ? (
        <button type="button" className="button secondary" onClick={() => ask("unpublish")}>
          Unpublish
        </button>
      ) : (
        <button type="button" className="button" onClick={() => ask("publish")}>
          Publish
        </button>
      )}
      {project.closed_at ? (
        <button type="button" className="button secondary" onClick={() => ask("reopen")}>
          Reopen
        </button>
      ) : (
        // A draft has not been bid on: the server refuses to close it too.
        project.publication !== "draft" && (
          <button type="button" className="button secondary" onClick={() => ask("close")}>
            Close with results
          </button>
        )
      )}
      <ConfirmDialog
        {...(asking && asking !== "close" ? ASK[asking] : { action: "" })}
        busy={busy}
        error={error}
        onConfirm={() => asking && asking !== "close" && run(asking)}
        onCancel={() => setAsking(undefined)}
      />
      <ModalDialog open={asking === "close"} title="Close with the bid results" onClose={() => setAsking(undefined)}>
        <p>The project moves to the board's Past tab with its results. You can reopen it.</p>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) close();
          }}
        >
          <TextField
            id="awarded-company"
            label="Awarded company"
            required
            value={results.awarded_company}
            error={fieldErrors.awarded_company}
            onChange={(awarded_company) => setResults({ ...results, awarded_company })}
          />
          <TextField
            id="awarded-amount"
            label="Awarded amount ($)"
            required
            inputMode="decimal"
            value={results.awarded_amount}
            error={fieldErrors.awarded_amount}
            onChange={(awarded_amount) => setResults({ ...results, awarded_amount })}
          />
          <div className="dialog__actions">
            <button type="button" className="button secondary" onClick={() => setAsking(undefined)}>
              Cancel
            </button>
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {busy ? "Saving…" : "Close the project"}
            </button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
