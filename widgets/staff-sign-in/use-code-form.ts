// One code typed and sent: what was typed (kept after a refusal), the field's and the form's messages,
// and whether it is on its way. A second press while sending does nothing.
import { type FormEvent, useRef, useState } from "react";
import { send } from "../account-kit/session.ts";
import { callProblems, type CallProblems } from "../console-kit/call-error.ts";

export function useCodeForm<T>(api: string, path: string, field: string, done: (answer: T) => void) {
  const [value, setValue] = useState("");
  const [problems, setProblems] = useState<CallProblems>({ fields: {} });
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!value.trim()) return setProblems({ fields: { [field]: "Enter the code." } });
    busy.current = true;
    setSending(true);
    try {
      const answer = await send<T>(api, path, { method: "POST", body: { [field]: value } });
      setProblems({ fields: {} });
      done(answer);
    } catch (error) {
      setProblems(callProblems(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return { value, setValue, error: problems.fields[field], formError: problems.form, sending, submit };
}
