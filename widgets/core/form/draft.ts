// What the visitor has typed, kept in sessionStorage so a reload or an accidental navigation loses
// nothing. Files cannot be kept; everything else is. Storage can be full or blocked: then no draft.
export type Values = Record<string, string | string[]>;

export function loadDraft(key: string): Values | undefined {
  try {
    const saved = sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as Values) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, values: Values): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Private mode or a full quota: the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
