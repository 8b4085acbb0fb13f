// The register and login forms: the kit's fields and frame, a "Show password" switch, and a draft of
// everything but the passwords, which are never stored anywhere in the browser.
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { OptionLists, SiteFormDefinition } from "../../../contract/forms/types.ts";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import { clearDraft, loadDraft, saveDraft, type Values } from "../core/form/draft.ts";
import { Field } from "../core/form/fields.tsx";
import { FormFrame, type FrameStatus } from "../core/form/form-frame.tsx";
import { useFields } from "../core/form/use-fields.ts";
import { withDependents } from "../ui-kit/dependent-fields.ts";
import { explain } from "../account-kit/session.ts";
import { ApiError } from "../core/api.ts";

const isRefusal = (error: unknown) => error instanceof ApiError && !!error.status && error.status < 500;

export type AccountFormProps = {
  definition: SiteFormDefinition;
  /** Initial values by field name (data-username…). */
  prefill: Record<string, string>;
  problems: (values: Values) => FieldErrors;
  /** Fields to check again when another changes, for rules across fields: { password: ["confirm_password"] }. */
  dependents?: Record<string, string[]>;
  /** Option lists of the form's select fields. */
  lists?: OptionLists;
  /**
   * Sends the values; the form shows what went wrong if it throws. A message it returns is shown as done,
   * the form staying open (a saved profile); nothing returned: the page moves on (a sign-in).
   */
  send: (values: Values) => Promise<void | string>;
  /** A link that answers a refusal, shown with it (a staff member's code to enter again). */
  remedy?: (error: unknown) => Remedy | undefined;
};

type Remedy = { href: string; label: string };

export function AccountForm({
  definition,
  prefill,
  problems,
  dependents = {},
  lists = {},
  send,
  remedy,
}: AccountFormProps) {
  const all = definition.sections.flatMap((section) => section.fields);
  const secret = new Set(all.filter((field) => field.type === "password").map((field) => field.name));
  const draftKey = `qto-draft:${definition.type}`;
  const withoutSecrets = (values: Values) => Object.fromEntries(Object.entries(values).filter(([n]) => !secret.has(n)));

  const fields = withDependents(
    useFields(
      all.map((field) => field.name),
      problems,
      () => {
        const draft = loadDraft(draftKey) ?? {};
        return Object.fromEntries(
          all.map((field) => [
            field.name,
            secret.has(field.name) ? "" : (draft[field.name] ?? prefill[field.name] ?? ""),
          ]),
        );
      },
      (values) => saveDraft(draftKey, withoutSecrets(values)),
    ),
    dependents,
  );
  const [status, setStatus] = useState<FrameStatus>({ state: "idle" });
  const [reveal, setReveal] = useState(false);
  // A refusal (wrong password, too many tries) comes back the same if resent, so it is shown without the
  // frame's "Try again" (which would send the same password); a network or server failure keeps it.
  const [refusal, setRefusal] = useState<{ message: string; remedy?: Remedy }>();
  const refusalNotice = useRef<HTMLDivElement>(null);
  useEffect(() => refusalNotice.current?.focus(), [refusal]);
  const [done, setDone] = useState<string>();
  // Set at once, ahead of the next render: a second press while sending does nothing.
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!fields.showErrors()) return setStatus({ state: "idle" });
    sending.current = true;
    setRefusal(undefined);
    setDone(undefined);
    setStatus({ state: "sending" });
    try {
      const message = await send(fields.latest.current);
      // Signed in: the button goes on saying so while the next page loads.
      clearDraft(draftKey);
      if (typeof message === "string") {
        sending.current = false;
        for (const name of secret) fields.setValue(name, "");
        setStatus({ state: "idle" });
        setDone(message);
      }
    } catch (error) {
      sending.current = false;
      const fieldErrors = (error as { fieldErrors?: FieldErrors }).fieldErrors ?? {};
      fields.showErrors(fieldErrors);
      // With messages beside fields the frame shows its summary, and no "Try again" either.
      if (isRefusal(error) && Object.keys(fieldErrors).every((name) => name === "non_field_errors")) {
        setStatus({ state: "idle" });
        setRefusal({ message: explain(error), remedy: remedy?.(error) });
      } else setStatus({ state: "failure", message: explain(error) });
    }
  };

  return (
    <FormFrame
      label={definition.title}
      idPrefix={definition.type}
      form={{ ...fields, status, submit }}
      submit={definition.submit}
      busy={definition.busy}
    >
      <div className="stack">
        {all.map((field) => (
          <Field
            key={field.name}
            field={reveal && secret.has(field.name) ? { ...field, type: "text" } : field}
            form={fields}
            idPrefix={definition.type}
            lists={lists}
          />
        ))}
        {secret.size > 0 && (
          <label className="choice">
            <input type="checkbox" checked={reveal} onChange={(event) => setReveal(event.currentTarget.checked)} />
            <span>Show {secret.size > 1 ? "passwords" : "password"}</span>
          </label>
        )}
        {refusal && (
          <div className="failure" ref={refusalNotice} tabIndex={-1} role="alert">
            <p>{refusal.message}</p>
            {refusal.remedy && (
              <p>
                <a className="button secondary" href={refusal.remedy.href}>
                  {refusal.remedy.label}
                </a>
              </p>
            )}
          </div>
        )}
        <p className="done" role="status">
          {done}
        </p>
      </div>
    </FormFrame>
  );
}
