// A small value kept in localStorage and shared live: by every widget on the page (listeners) and by
// every tab of the site (the storage event). The cart, the favorites and who is signed in are each one.
export type LocalStore<T> = {
  get(): T;
  set(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
};

/** `clean` turns whatever is stored (another version's data, a hand edit) into a valid value. */
export function localStore<T>(key: string, clean: (stored: unknown) => T): LocalStore<T> {
  const listeners = new Set<(value: T) => void>();
  // A value storage refused (private mode, a full quota): it lives until the page closes.
  let unsaved: { value: T } | undefined;
  const read = (): T => {
    if (unsaved) return unsaved.value;
    try {
      return clean(JSON.parse(localStorage.getItem(key) ?? "null"));
    } catch {
      return clean(null);
    }
  };
  const notify = () => {
    const value = read();
    for (const listener of listeners) listener(value);
  };
  // Another tab changed this value, or cleared the whole storage (key null): its value wins.
  const changedElsewhere = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    unsaved = undefined;
    notify();
  };
  return {
    get: read,
    set(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
        unsaved = undefined;
      } catch {
        unsaved = { value };
      }
      notify();
    },
    subscribe(listener) {
      // Listens to other tabs only while someone listens here: importing a store touches nothing.
      if (!listeners.size) addEventListener("storage", changedElsewhere);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) removeEventListener("storage", changedElsewhere);
      };
    },
  };
}

/** A list of items of which `valid` keeps the well-formed ones. */
export const localList = <T>(key: string, valid: (item: unknown) => boolean) =>
  localStore<T[]>(key, (stored) => (Array.isArray(stored) ? stored.filter(valid) : []));
