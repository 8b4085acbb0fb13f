// The life of a lead form: its fields and their draft, the files, one request at a time with an
// idempotency key that survives retries, and the outcome.
import type { FormEvent } from "react";
import type { FieldErrors } from "../../../../contract/schemas/errors.ts";
import { useRef, useState } from "react";
import type * as v from "valibot";
import type { FormDefinition, OptionLists } from "../../../../contract/forms/types.ts";
import { HONEYPOT_FIELD } from "../../../../contract/schemas/lead-context-fields.ts";
import { LEAD_PATHS, type LeadCreated } from "../../../../contract/schemas/lead-paths.ts";
import { ApiError, loaded, MESSAGES, request } from "../api.ts";
import { leadContext } from "../lead-context.ts";
import type { WidgetOptions } from "../options.ts";
import type { Emit } from "../widget.ts";
import { clearDraft, loadDraft, saveDraft, type Values } from "./draft.ts";
import { useFields } from "./use-fields.ts";

export type Status =
  | { state: "idle" }
  | { state: "sending"; progress?: number }
  | { state: "success"; reference: string }
  | { state: "failure"; message: string; final?: boolean };

export type LeadFormConfig = {
  definition: FormDefinition;
  /** Loads the contract's schema of the form (a dynamic import), when the visitor starts on the form. */
  schema: () => Promise<v.GenericSchema>;
  options: WidgetOptions;
  emit: Emit;
  /** Values the visitor does not type, such as the article a reply belongs to. */
  fixed?: Record<string, string>;
  /** The option lists the form's select and checkbox fields name. */
  lists?: OptionLists;
};

/** Uploads with progress (the uploads kit): only a quote with files needs them. */
const loadUpload = () => loaded(() => import("../../uploads/upload.ts"));

type Check = (input: Record<string, unknown>, files: File[]) => FieldErrors;

const ignore = () => {};

// crypto.randomUUID exists only on https pages; partners may still serve http. Five random 32-bit numbers
// (160 bits), joined: at least 9 printable characters, as the server's Idempotency-Key rule asks.
const randomKey = () => crypto.getRandomValues(new Uint32Array(5)).join("-");

function initialValues(definition: FormDefinition, prefill: Record<string, string>, draft?: Values | null): Values {
  const values: Values = {};
  for (const section of definition.sections) {
    for (const field of section.fields) {
      if (field.type === "file") continue;
      const start = draft?.[field.name] ?? prefill[field.name] ?? "";
      values[field.name] = field.type === "checkboxes" ? [start].flat().filter(Boolean) : String(start);
    }
  }
  return values;
}

export function useLeadForm({ definition, schema, options, emit, fixed = {} }: LeadFormConfig) {
  const draftKey = `qto-draft:${definition.type}:${location.pathname}:${fixed.article ?? ""}`;
  const input = (current: Values) => ({ ...current, ...fixed, ...leadContext(options.partner) });
  const files = useRef<File[]>([]);
  const [chosen, setChosen] = useState<File[]>([]);
  // The schema and valibot (the checks kit) load when the visitor first focuses the form, or submits it
  // untouched: no message shows before a field is left, and a page whose visitor never starts on the
  // form never downloads them (the partner page's first download).
  const check = useRef<Check | undefined>(undefined);
  const loading = useRef<Promise<Check> | undefined>(undefined);
  const loadCheck = () =>
    (loading.current ??= loaded(() => Promise.all([import("../../lead-checks/lead-problems.ts"), schema()])).then(
      ([{ leadProblems }, rules]) => (check.current = (values, chosen) => leadProblems(rules, values, chosen)),
      (error: unknown) => {
        // The next focus or submit tries again.
        loading.current = undefined;
        throw error;
      },
    ));
  /** Runs `then` once the checks are here: a field left or a file picked before they arrive waits. */
  const checked = (then: () => void) => {
    if (check.current) then();
    else loadCheck().then(then, ignore);
  };
  const fields = useFields(
    definition.sections.flatMap((section) => section.fields.map((field) => field.name)),
    (current) => check.current?.(input(current), files.current) ?? {},
    () => initialValues(definition, options.prefill, loadDraft(draftKey)),
    (next) => saveDraft(draftKey, next),
  );
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const sending = useRef(false);
  const attempt = useRef<{ snapshot: string; key: string } | undefined>(undefined);

  const chooseFiles = (next: File[]) => {
    // Loaded as the visitor picks files, ready by the time they send.
    if (next.length) loadUpload().catch(ignore);
    files.current = next;
    setChosen(next);
    checked(() => fields.recheck("specification_files"));
  };

  async function send(values: Values, honeypot: string) {
    const body = { ...input(values), [HONEYPOT_FIELD]: honeypot };
    // The same answers keep the same key, so a retry after a lost response cannot store the lead twice.
    const snapshot = JSON.stringify([body, files.current.map((f) => [f.name, f.size, f.lastModified])]);
    if (attempt.current?.snapshot !== snapshot) attempt.current = { snapshot, key: randomKey() };
    const headers = { "Idempotency-Key": attempt.current.key };
    const url = options.api + LEAD_PATHS[definition.type];

    if (!files.current.length) return request<LeadCreated>(url, { method: "POST", body, headers });
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      for (const item of [value].flat()) form.append(name, String(item));
    }
    for (const file of files.current) form.append("specification_files", file, file.name);
    // Without the uploads kit (a lost chunk, a page open across a deploy) the lead still goes, without progress.
    const uploads = await loadUpload().catch(() => undefined);
    if (!uploads) return request<LeadCreated>(url, { method: "POST", body: form, headers });
    return uploads.upload<LeadCreated>(url, form, {
      headers,
      onProgress: (progress) => setStatus({ state: "sending", progress }),
    });
  }

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;
    // Read before the first await: the event is the browser's only while it is dispatched.
    const honeypot = event?.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    sending.current = true;
    try {
      if (!check.current) setStatus({ state: "sending" });
      // Without the checks (a lost chunk, a page open across a deploy) the lead still goes: the server
      // checks it with the same schema, and its field errors show beside the fields.
      await loadCheck().catch(ignore);
      if (check.current && !fields.showErrors()) return setStatus({ state: "idle" });
      setStatus({ state: "sending" });
      const created = await send(fields.latest.current, honeypot instanceof HTMLInputElement ? honeypot.value : "");
      clearDraft(draftKey);
      attempt.current = undefined;
      setStatus({ state: "success", reference: created.reference });
      emit("submitted", { type: definition.type, reference: created.reference });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(MESSAGES.server, "server");
      fields.showErrors(failure.fieldErrors);
      // A refusal (403: the partner's site is blocked) comes back the same however often it is sent.
      setStatus({ state: "failure", message: failure.message, final: failure.kind === "refused" });
      emit("error", { type: definition.type, kind: failure.kind, message: failure.message });
    } finally {
      sending.current = false;
    }
  };

  return {
    ...fields,
    blur: (name: string) => checked(() => fields.blur(name)),
    files: chosen,
    chooseFiles,
    status,
    submit,
    start: () => void loadCheck().catch(ignore),
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
