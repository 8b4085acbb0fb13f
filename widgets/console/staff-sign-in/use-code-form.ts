// One code typed and sent: what was typed (kept after a refusal), the field's and the form's messages,
// and whether it is on its way. A second press while sending does nothing.
import { type FormEvent, useRef, useState } from "react";
import { send } from "../../kits/account-kit/session.ts";
import { callProblems, type CallProblems } from "../../kits/console-kit/call-error.ts";

export function useCodeForm<T>(api: string, path: string, field: string, done: (answer: T) => void) {
  const [value, setTyped] = useState("");
  // What was typed last, read at submit: Preact renders a beat later, so the render's `value` can lag
  // behind a quick Enter after the last key.
  const latest = useRef("");
  const setValue = (typed: string) => {
    latest.current = typed;
    setTyped(typed);
  };
  const [problems, setProblems] = useState<CallProblems>({ fields: {} });
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const typed = latest.current;
    if (!typed.trim()) return setProblems({ fields: { [field]: "Enter the code." } });
    busy.current = true;
    setSending(true);
    try {
      const answer = await send<T>(api, path, { method: "POST", body: { [field]: typed } });
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
