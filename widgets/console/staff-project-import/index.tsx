// The console's CSV import of projects (/staff/projects/import/): pick a file, Check it (a dry run that
// reports what each row would do, refused rows first), then Import it after a confirmation; the report
// then says what was done. A file refused as a whole is explained beside the file field. The import is the
// administrators' (it publishes and edits any project and e-mails their watchers): staff are told so.
import { type FormEvent, useRef, useState } from "react";
import { IMPORT_LIMITS, IMPORT_PATHS, type ImportReport } from "../../../contract/staff/project-import.ts";
import { ApiError } from "../../kits/core/api.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import { staffUpload } from "../../kits/console-kit/staff-send.ts";
import { useMember } from "../../kits/console-kit/use-may.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { ColumnGuide } from "./column-guide.tsx";
import { ReportTable, totalsText } from "./report-table.tsx";
import css from "./styles.css?inline";
import { FieldError } from "../../kits/console-kit/field-error.tsx";

type Phase = "idle" | "checking" | "importing";

const MB = 1024 * 1024;

/** A refusal of the file itself (400, 413) is the server's sentence; anything else is explained generally. */
const fileRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 413) ? error.detail : undefined;

export function StaffProjectImport() {
  const member = useMember();
  return (
    <div className="qto">
      <ScreenState fetched={member}>
        {({ actions }) =>
          actions.includes("projects.import") ? (
            <ImportScreen />
          ) : (
            <p className="notice">Only an administrator can import projects from a CSV file.</p>
          )
        }
      </ScreenState>
    </div>
  );
}

function ImportScreen() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<ImportReport>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const send = async (dryRun: boolean) => {
    // A check reads the input; the import sends the very file that was checked.
    const chosen = dryRun ? input.current?.files?.[0] : file;
    setFile(chosen);
    if (!chosen) return setFileError("Choose a CSV file to import.");
    if (chosen.size > IMPORT_LIMITS.maxBytes)
      return setFileError(`The file is over ${IMPORT_LIMITS.maxBytes / MB} MB.`);
    setPhase(dryRun ? "checking" : "importing");
    setProgress(0);
    setFailure(undefined);
    try {
      const body = new FormData();
      body.append("file", chosen, chosen.name);
      const url = `${IMPORT_PATHS.import}${dryRun ? "?dry_run=1" : ""}`;
      setReport(await staffUpload<ImportReport>(url, body, setProgress));
      setConfirming(false);
    } catch (error) {
      const refusal = fileRefusal(error);
      setConfirming(false);
      setReport(undefined);
      if (refusal) setFileError(refusal);
      else setFailure(explainStaffError(error));
    } finally {
      setPhase("idle");
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  const busy = phase !== "idle";
  const writes = report ? report.totals.create + report.totals.update : 0;
  return (
    <>
      <form className="panel import-form" onSubmit={check} noValidate>
        <div className="field">
          <label htmlFor="import-file">CSV file</label>
          <p className="hint" id="import-file-hint">
            Comma-separated, UTF-8 (Excel: “CSV UTF-8”), at most {IMPORT_LIMITS.maxBytes / MB} MB and{" "}
            {IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows.{" "}
            <a href={IMPORT_PATHS.template} download>
              Download the template
            </a>
          </p>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "import-file-error import-file-hint" : "import-file-hint"}
            ref={input}
            onChange={() => {
              setFileError(undefined);
              setReport(undefined);
              setFailure(undefined);
            }}
          />
          <FieldError id="import-file-error" message={fileError} />
        </div>
        <div className="import-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {phase === "checking" ? "Checking…" : "Check file"}
          </button>
          {busy && (
            <progress max={1} value={progress} aria-label={phase === "checking" ? "Checking the file" : "Importing"} />
          )}
        </div>
      </form>
      <div role="status" className="outcome">
        {failure && <p className="notice notice--error">{failure}</p>}
        {report && !report.dry_run && (
          <p className="notice notice--success">
            Import done: {totalsText(report)}. Imported projects are drafts until published, unless the file said
            published.
          </p>
        )}
        {report?.dry_run && (
          <p className="notice">Checked: {totalsText(report)}. Nothing is written until you import.</p>
        )}
      </div>
      {report?.dry_run && (
        <p className="import-actions">
          {writes > 0 ? (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              Import {writes.toLocaleString("en-US")} {writes === 1 ? "row" : "rows"}
            </button>
          ) : (
            <span className="muted">Nothing to import: no row creates or changes a project.</span>
          )}
        </p>
      )}
      {report && <ReportTable report={report} />}
      {!report && <ColumnGuide />}
      <ConfirmDialog
        question={confirming && report ? `Import ${file?.name ?? "this file"}?` : undefined}
        explanation={
          report && `${totalsText(report)}. Refused rows are skipped; the rest is written at once, in one step.`
        }
        action="Import"
        busy={phase === "importing"}
        onConfirm={() => void send(false)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export default { component: StaffProjectImport, css: uiCss + consoleCss + css } satisfies Widget;
