// The site settings screen (/staff/settings/, admins): where the home page's four counters come from,
// fixed numbers as built into the page or live counts from the project desk, with both sets of figures
// side by side and when this server last wrote live counts into the page. Switching is reversible at
// any time, so it asks no confirmation.
import { type FormEvent, useState } from "react";
import type { CounterSource } from "../../../contract/choices/home-counters.ts";
import type { SiteSettings } from "../../../contract/staff/site-settings.ts";
import { ApiError } from "../../kits/core/api.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError, staffRequest } from "../../kits/console-kit/staff-api.ts";
import { staffSend } from "../../kits/console-kit/staff-send.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { CountersTable } from "./counters-table.tsx";
import css from "./styles.css?inline";

const API = "/reactapp/staff/settings/";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
const minutes = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? "" : "s"}` : `${seconds} seconds`;

const CHOICES: Array<{ value: CounterSource; label: string; hint: (s: SiteSettings["home_counters"]) => string }> = [
  {
    value: "fixed",
    label: "Fixed numbers",
    hint: (s) => `The numbers built into the page: ${s.counters.map((c) => c.fixed).join(", ")}.`,
  },
  {
    value: "live",
    label: "Live counts from the project desk",
    hint: (s) => `Counted again at most every ${minutes(s.max_age_seconds)}, without rebuilding the site.`,
  },
];

export function StaffSettings() {
  const fetched = useFetchState(() => staffRequest<SiteSettings>(API), []);
  const [saved, setSaved] = useState<SiteSettings>();
  // Undefined until the admin picks: the radio shows the source in use; a pick survives a failed save.
  const [choice, setChoice] = useState<CounterSource>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [fieldError, setFieldError] = useState<string>();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's own value, as submitted: a render still pending after the last pick cannot make it stale.
    const source = new FormData(event.currentTarget).get("source") as CounterSource;
    if (busy) return;
    setBusy(true);
    setFieldError(undefined);
    try {
      const answer = await staffSend<SiteSettings>(`${API}home-counters/`, { method: "PUT", body: { source } });
      setSaved(answer);
      setOutcome({
        ok: true,
        text:
          source === "live"
            ? "Saved. The home page now shows live counts from the project desk."
            : "Saved. The home page shows the fixed numbers again.",
      });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.source?.[0] : undefined;
      if (field) setFieldError(field);
      else setOutcome({ ok: false, text: explainStaffError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="qto">
      <div role="status" className="outcome">
        {outcome && <p className={`notice ${outcome.ok ? "notice--success" : "notice--error"}`}>{outcome.text}</p>}
      </div>
      <ScreenState fetched={fetched}>
        {(loaded) => {
          const settings = (saved ?? loaded).home_counters;
          const selected = choice ?? settings.source;
          return (
            <section className="panel" aria-labelledby="counters-heading">
              <h2 id="counters-heading">Home page counters</h2>
              <form onSubmit={save} noValidate>
                <fieldset aria-describedby={fieldError ? "source-error" : undefined}>
                  <legend>Show on the home page</legend>
                  {CHOICES.map((option) => (
                    <label className="choice" key={option.value}>
                      <input
                        type="radio"
                        name="source"
                        value={option.value}
                        checked={selected === option.value}
                        onChange={() => setChoice(option.value)}
                      />
                      <span>
                        <strong>{option.label}</strong>
                        {settings.source === option.value && <span className="badge badge--good">In use</span>}
                        <span className="hint">{option.hint(settings)}</span>
                      </span>
                    </label>
                  ))}
                  {fieldError && (
                    <p id="source-error" className="field-error">
                      {fieldError}
                    </p>
                  )}
                </fieldset>
                <div className="form-actions">
                  <button type="submit" className="button" aria-disabled={busy || undefined}>
                    {busy ? "Saving…" : "Save"}
                  </button>
                </div>
              </form>
              <CountersTable counters={settings.counters} />
              <dl className="facts">
                <dt>Live page last rebuilt</dt>
                <dd>
                  {settings.rebuilt_at
                    ? `${when(settings.rebuilt_at)} (by this server; each server rebuilds its own copy)`
                    : "Not yet: the page is rebuilt at its first visit while live counts are chosen."}
                </dd>
                <dt>Last changed</dt>
                <dd>
                  {settings.updated_at
                    ? `${when(settings.updated_at)} by ${settings.updated_by ?? "a former team member"}`
                    : "Never: the fixed numbers are the default."}
                </dd>
              </dl>
            </section>
          );
        }}
      </ScreenState>
    </div>
  );
}

export default { component: StaffSettings, css: uiCss + consoleCss + css } satisfies Widget;
