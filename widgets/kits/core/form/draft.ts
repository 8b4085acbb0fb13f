// What the visitor has typed, kept in sessionStorage so a reload or an accidental navigation loses
// nothing. Files cannot be kept; everything else is. Storage can be full or blocked: then no draft.
export type Values = Record<string, string | string[]>;

function tryStorage<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(sessionStorage);
  } catch {
    // Private mode or a full quota: the form still works, only without a draft.
    return undefined;
  }
}

export const loadDraft = (key: string) =>
  tryStorage((storage) => JSON.parse(storage.getItem(key) ?? "null") as Values | null) ?? undefined;

export const saveDraft = (key: string, values: Values) =>
  tryStorage((storage) => storage.setItem(key, JSON.stringify(values)));

export const clearDraft = (key: string) => tryStorage((storage) => storage.removeItem(key));
