// An audit entry's values, readably: for a change, only the fields that differ ("role: staff → admin");
// for a creation or a deletion, the fields it had. Values are shown as text, never as HTML.
const text = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "object" ? JSON.stringify(value) : String(value);

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The lines to show: a field's name, its value before (if any) and after (if any). */
export function changedFields(before: unknown, after: unknown): Array<{ name: string; from?: string; to?: string }> {
  const a = asRecord(before);
  const b = asRecord(after);
  if (!a && !b) {
    if (before === null && after === null) return [];
    return [
      { name: "value", from: before === null ? undefined : text(before), to: after === null ? undefined : text(after) },
    ];
  }
  const names = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
  return names
    .filter((name) => !a || !b || JSON.stringify(a[name]) !== JSON.stringify(b[name]))
    .map((name) => ({ name, from: a ? text(a[name]) : undefined, to: b ? text(b[name]) : undefined }));
}

export function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  const lines = changedFields(before, after);
  if (lines.length === 0) return <span className="muted">No values</span>;
  return (
    <ul className="changes">
      {lines.map(({ name, from, to }) => (
        <li key={name}>
          <span className="changes__name">{name}</span>: {from !== undefined && <del>{from}</del>}
          {from !== undefined && to !== undefined && <span aria-label="changed to"> → </span>}
          {to !== undefined && <ins>{to}</ins>}
        </li>
      ))}
    </ul>
  );
}
