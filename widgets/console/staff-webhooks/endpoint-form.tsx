// Adding or changing an endpoint: its URL, a description and the events it takes. The server checks the
// URL (a private address is refused); its answer shows beside the field and nothing typed is lost.
import { useState, type FormEvent } from "react";
import { EVENT_TYPES, type EventType } from "../../../contract/staff/events.ts";
import { EVENT_DESCRIPTIONS, type WebhookEndpoint } from "../../../contract/staff/webhooks.ts";
import { ApiError } from "../../kits/core/api.ts";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import { webhooksApi } from "./api.ts";
import { FieldError } from "../../kits/console-kit/field-error.tsx";

type Errors = Partial<Record<"url" | "events" | "description" | "form", string>>;

export function EndpointForm({
  editing,
  onSaved,
  onCancel,
}: {
  /** The endpoint being changed; none when adding one. */
  editing?: WebhookEndpoint;
  onSaved: (saved: WebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState(editing?.url ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [events, setEvents] = useState<EventType[]>(editing?.events ?? ["lead.created"]);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const id = editing ? `edit-${editing.id}` : "new";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the form holds now, not what the last render saw: a submit may come before the render of the
    // last keystroke (preact renders after the event).
    const data = new FormData(event.currentTarget);
    const input = {
      url: String(data.get("url") ?? ""),
      description: String(data.get("description") ?? ""),
      events: data.getAll("events").map(String) as EventType[],
    };
    if (!input.events.length) return setErrors({ events: "Choose at least one event." });
    setSaving(true);
    setErrors({});
    try {
      onSaved(editing ? await webhooksApi.change(editing.id, input) : await webhooksApi.create(input));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({
        url: fields.url?.[0],
        events: fields.events?.[0],
        description: fields.description?.[0],
        form: Object.keys(fields).length ? undefined : explainStaffError(error),
      });
    } finally {
      setSaving(false);
    }
  }

  const toggle = (type: EventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((t) => t !== type)));
  const describedBy = (field: keyof Errors, hint?: string) =>
    [hint, errors[field] && `${id}-${field}-error`].filter(Boolean).join(" ") || undefined;

  return (
    <form className="panel endpoint-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{editing ? "Change endpoint" : "Add an endpoint"}</h3>
      {errors.form && (
        <p className="error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-url`}>URL</label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy("url", `${id}-url-hint`)}
        />
        <p className="hint" id={`${id}-url-hint`}>
          Where your system receives the events, for example https://crm.example.com/hooks/qto.
        </p>
        <FieldError id={`${id}-url-error`} message={errors.url} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description (optional)</label>
        <input
          id={`${id}-description`}
          name="description"
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.currentTarget.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description")}
        />
        <FieldError id={`${id}-description-error`} message={errors.description} />
      </div>
      <fieldset className={errors.events ? "invalid" : undefined} aria-describedby={describedBy("events")}>
        <legend>Events</legend>
        <div className="choices">
          {EVENT_TYPES.map((type) => (
            <label className="choice" key={type}>
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.currentTarget.checked)}
              />
              <span>
                <code>{type}</code>
                <span className="muted"> {EVENT_DESCRIPTIONS[type]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-events-error`} message={errors.events} />
      </fieldset>
      <div className="row-actions">
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? "Saving…" : editing ? "Save changes" : "Add endpoint"}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
