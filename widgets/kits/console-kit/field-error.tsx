// The message beside a field, tied to it for screen readers: the field names it in aria-describedby and
// is aria-invalid while it shows (WCAG 2.2 SC 3.3.1 Error Identification, 1.3.1 Info and Relationships).
// A message is a string, or the server's list for a field, of which the first is shown.
type Message = string | readonly string[] | undefined;

const first = (message: Message) => (typeof message === "string" ? message : message?.[0]) || undefined;

/** The message beside a field; `id` is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: Message }) {
  const text = first(message);
  return text ? (
    <p className="error" id={id}>
      {text}
    </p>
  ) : null;
}

/** A field's aria-invalid and aria-describedby: its error (while one shows), then its hint. */
export function described(errorId: string, message?: Message, hintId?: string) {
  const invalid = first(message) !== undefined;
  return {
    "aria-invalid": invalid ? (true as const) : undefined,
    "aria-describedby": [invalid ? errorId : undefined, hintId].filter(Boolean).join(" ") || undefined,
  };
}
