// The project screen's state: the project read from the API (none for a new one), the form as typed,
// the `updated_at` it is based on, and Save: create (then the page names the new id), or update; a
// refusal keeps every typed value: 400 puts the messages beside the fields, 409 (someone else saved
// first) reads the current project to show it, and the next Save is based on it. `saves` counts the
// answered saves, for the screen to bring each outcome into view.
import { useEffect, useState } from "react";
import type { DeskProjectDetail } from "../../../contract/staff/project-desk.ts";
import type { DeskProject } from "../../../contract/staff/projects.ts";
import { ApiError } from "../../kits/core/api.ts";
import { explainStaffError, staffRequest } from "../../kits/console-kit/staff-api.ts";
import { staffSend } from "../../kits/console-kit/staff-send.ts";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { EMPTY_FORM, type FormValues, toForm } from "./fields.ts";
import { serverErrors, type Errors } from "./validate.ts";

const idInUrl = () => Number(new URLSearchParams(location.search).get("id")) || 0;

export function useProjectEditor() {
  const [id, setId] = useState(idInUrl);
  const loaded = useFetchState(
    id ? () => staffRequest<DeskProjectDetail>(`/reactapp/staff/projects/${id}`) : () => null,
    [id],
  );
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [basedOn, setBasedOn] = useState<string | null>(null);
  const [refused, setRefused] = useState<Errors>({});
  const [message, setMessage] = useState<{ text: string; kind: "success" | "error" }>();
  const [current, setCurrent] = useState<DeskProject>();
  const [busy, setBusy] = useState(false);
  // Counts the saves answered: each moves the eye to its outcome once the project is shown again.
  const [saves, setSaves] = useState(0);

  // The form starts from the project once it is read (not on every reload: that would drop what is typed).
  const project = loaded.state === "ready" ? loaded.value?.project : undefined;
  useEffect(() => {
    if (!project || basedOn !== null) return;
    setForm(toForm(project));
    setBasedOn(project.updated_at);
  }, [project]);

  const save = async (values: FormValues) => {
    setBusy(true);
    setMessage(undefined);
    setRefused({});
    try {
      if (!id) {
        const created = await staffSend<DeskProject>("/reactapp/staff/projects/", { method: "POST", body: values });
        history.replaceState(null, "", `?id=${created.id}`);
        setBasedOn(created.updated_at);
        setId(created.id);
        setMessage({ text: "Draft saved.", kind: "success" });
      } else {
        const saved = await staffSend<DeskProject>(`/reactapp/staff/projects/${id}`, {
          method: "PUT",
          body: { ...values, updated_at: basedOn },
        });
        setBasedOn(saved.updated_at);
        setCurrent(undefined);
        setMessage({ text: "Changes saved.", kind: "success" });
        loaded.retry();
      }
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : undefined;
      setRefused(serverErrors(error?.fieldErrors ?? {}));
      setMessage({ text: error?.detail ?? explainStaffError(failure), kind: "error" });
      if (error?.status === 409) {
        const now = await staffRequest<DeskProjectDetail>(`/reactapp/staff/projects/${id}`).catch(() => undefined);
        if (now) {
          setCurrent(now.project);
          setBasedOn(now.project.updated_at);
        }
      }
    } finally {
      setBusy(false);
      setSaves((n) => n + 1);
    }
  };

  /** After an action (publish, close…): the project as it now is; the form keeps what is typed. */
  const acted = (changed: DeskProject) => {
    setBasedOn(changed.updated_at);
    const closed = changed.closed_at ? ", closed with its bid results" : "";
    setMessage({ text: `Done: the project is ${changed.publication}${closed}.`, kind: "success" });
    loaded.retry();
  };

  return { id, loaded, form, setForm, refused, message, current, busy, save, saves, acted };
}
