// A form's values and their messages, for any form of the kit: a field is checked when the visitor
// leaves it with an answer, again on every change once it shows a message, and all together on submit.
import { useRef, useState } from "react";
import type { FieldErrors } from "../../../../contract/schemas/errors.ts";
import type { Values } from "./draft.ts";

export function useFields(
  /** The visible fields: messages for anything else are dropped. */
  names: string[],
  /** Every problem with these values, as the server would report them. */
  problems: (values: Values) => FieldErrors,
  initial: () => Values,
  onChange?: (values: Values) => void,
) {
  const [values, setValues] = useState(initial);
  // The latest values, ahead of the next render: several input events can arrive before it (autofill
  // fills a whole form at once, and Preact batches renders), and none may be lost.
  const latest = useRef(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);

  const visible = (found: FieldErrors) => {
    const shown: FieldErrors = {};
    for (const name of names) if (found[name]) shown[name] = found[name];
    return shown;
  };
  /** Re-checks one field (a visible one), keeping the others' messages as they are. */
  const recheck = (name: string, current = latest.current) => {
    const found = problems(current)[name];
    setErrors((previous) => {
      const next = { ...previous };
      if (found) next[name] = found;
      else delete next[name];
      return next;
    });
  };

  const setValue = (name: string, value: string | string[]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    onChange?.(next);
    // Once a message shows, it goes away as soon as the answer is right. (A field whose rule reads
    // another one is re-checked by its form: see ui-kit/dependent-fields.ts.)
    if (errors[name]) recheck(name, next);
  };

  /** Ticks or unticks one choice of a checkbox group. */
  const toggle = (name: string, choice: string, on: boolean) => {
    const chosen = [latest.current[name] ?? []].flat().filter((c) => c !== choice);
    setValue(name, on ? [...chosen, choice] : chosen);
  };

  const blur = (name: string) => {
    // A field left empty on the way through is not an error yet; on submit it is. ("" and [] alike.)
    if (String(latest.current[name]) === "") return;
    recheck(name);
  };

  const show = (found: FieldErrors) => {
    setErrors(found);
    const clean = !Object.keys(found).length;
    setShowSummary(!clean);
    return clean;
  };

  return {
    values,
    latest,
    errors,
    showSummary,
    setValue,
    toggle,
    blur,
    recheck,
    /**
     * Shows the messages for the visible fields, with the summary when there is any, and says whether
     * there is none: the messages the server sent (`found`), or by default every field checked now.
     */
    showErrors: (found = problems(latest.current)) => show(visible(found)),
  };
}

export type Fields = ReturnType<typeof useFields>;
