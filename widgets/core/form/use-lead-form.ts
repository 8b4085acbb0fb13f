// The life of a lead form: values and their draft, validation on blur and on submit, one request at a
// time with an idempotency key that survives retries, and the outcome.
import type { FormEvent } from "react";
import { useRef, useState } from "react";
import type * as v from "valibot";
import type { FormDefinition, OptionLists } from "../../../contract/forms/types.ts";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import { HONEYPOT_FIELD } from "../../../contract/schemas/fields.ts";
import { LEAD_PATHS, type LeadCreated } from "../../../contract/schemas/lead-paths.ts";
import { ApiError, MESSAGES, request, upload } from "../api.ts";
import { leadContext } from "../lead-context.ts";
import type { WidgetOptions } from "../options.ts";
import type { Emit } from "../widget.ts";
import { clearDraft, loadDraft, saveDraft, type Values } from "./draft.ts";
import { fieldNames, validate, validateFiles } from "./validate.ts";

export type Status =
  | { state: "idle" }
  | { state: "sending"; progress?: number }
  | { state: "success"; reference: string }
  | { state: "failure"; message: string };

export type LeadFormConfig = {
  definition: FormDefinition;
  schema: v.GenericSchema;
  options: WidgetOptions;
  emit: Emit;
  /** Values the visitor does not type, such as the article a reply belongs to. */
  fixed?: Record<string, string>;
  /** The option lists the form's select and checkbox fields name. */
  lists?: OptionLists;
};

function randomKey(): string {
  // crypto.randomUUID exists only on https pages; partners may still serve http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function initialValues(definition: FormDefinition, prefill: Record<string, string>, draft?: Values): Values {
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
  const [values, setValuesState] = useState<Values>(() =>
    initialValues(definition, options.prefill, loadDraft(draftKey)),
  );
  // The latest values, ahead of the next render: several input events can arrive before it (autofill
  // fills a whole form at once, and Preact batches renders), and none may be lost.
  const latest = useRef(values);
  const setValues = (next: Values) => {
    latest.current = next;
    setValuesState(next);
    saveDraft(draftKey, next);
  };
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const sending = useRef(false);
  const attempt = useRef<{ snapshot: string; key: string } | undefined>(undefined);
  const names = fieldNames(definition);

  const input = (current: Values) => ({ ...current, ...fixed, ...leadContext(options.partner) });

  /** Errors for the visible fields, the files included. */
  const check = (current: Values, currentFiles: File[]) => {
    const found = validate(schema, input(current));
    const all: FieldErrors = {};
    for (const name of names) if (found[name]) all[name] = found[name];
    const fileError = names.includes("specification_files") ? validateFiles(currentFiles) : undefined;
    if (fileError) all.specification_files = [fileError];
    return all;
  };

  /** Re-checks one field, keeping the others' messages as they are. */
  const recheck = (name: string, current: Values, currentFiles: File[]) => {
    const found = check(current, currentFiles);
    setErrors((previous) => {
      const next = { ...previous };
      if (found[name]) next[name] = found[name];
      else delete next[name];
      return next;
    });
  };

  const setValue = (name: string, value: string | string[]) => {
    const next = { ...latest.current, [name]: value };
    setValues(next);
    // Once a message shows, it goes away as soon as the answer is right.
    if (errors[name]) recheck(name, next, files);
  };

  /** Ticks or unticks one choice of a checkbox group. */
  const toggle = (name: string, choice: string, on: boolean) => {
    const chosen = [latest.current[name] ?? []].flat().filter((c) => c !== choice);
    setValue(name, on ? [...chosen, choice] : chosen);
  };

  const blur = (name: string) => {
    const value = latest.current[name];
    // A field left empty on the way through is not an error yet; on submit it is.
    if (value === "" || (Array.isArray(value) && value.length === 0)) return;
    recheck(name, latest.current, files);
  };

  const chooseFiles = (chosen: File[]) => {
    setFiles(chosen);
    recheck("specification_files", latest.current, chosen);
  };

  async function send(values: Values, honeypot: string) {
    const body = { ...input(values), [HONEYPOT_FIELD]: honeypot };
    // The same answers keep the same key, so a retry after a lost response cannot store the lead twice.
    const snapshot = JSON.stringify([body, files.map((f) => [f.name, f.size, f.lastModified])]);
    if (attempt.current?.snapshot !== snapshot) attempt.current = { snapshot, key: randomKey() };
    const headers = { "Idempotency-Key": attempt.current.key };
    const url = options.api + LEAD_PATHS[definition.type];

    if (!files.length) return request<LeadCreated>(url, { method: "POST", body, headers });
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      for (const item of [value].flat()) form.append(name, String(item));
    }
    for (const file of files) form.append("specification_files", file, file.name);
    return upload<LeadCreated>(url, form, {
      headers,
      onProgress: (progress) => setStatus({ state: "sending", progress }),
    });
  }

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;
    const values = latest.current;
    const found = check(values, files);
    setErrors(found);
    if (Object.keys(found).length) {
      setShowSummary(true);
      setStatus({ state: "idle" });
      return;
    }
    setShowSummary(false);
    const honeypot = event?.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    sending.current = true;
    setStatus({ state: "sending" });
    try {
      const created = await send(values, honeypot instanceof HTMLInputElement ? honeypot.value : "");
      clearDraft(draftKey);
      attempt.current = undefined;
      setStatus({ state: "success", reference: created.reference });
      emit("submitted", { type: definition.type, reference: created.reference });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(MESSAGES.server, "server");
      const visible = Object.fromEntries(Object.entries(failure.fieldErrors).filter(([name]) => names.includes(name)));
      if (Object.keys(visible).length) {
        setErrors(visible);
        setShowSummary(true);
      }
      setStatus({ state: "failure", message: failure.message });
      emit("error", { type: definition.type, kind: failure.kind, message: failure.message });
    } finally {
      sending.current = false;
    }
  };

  return { values, files, errors, showSummary, status, setValue, toggle, blur, chooseFiles, submit };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
