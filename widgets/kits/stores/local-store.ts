// A small value kept in localStorage and shared live: by every widget on the page and by every tab of
// the site. The cart, the favorites and who is signed in are each one (their keys and rules: shapes.ts).
// A change is told the same way wherever it was made: another tab's by the browser's storage event, this
// page's by the same event dispatched here. So a reader that only listens (the header's account menu,
// which has its own copy of readStore) follows both without the code that writes.
export type LocalStore<T> = {
  get(): T;
  set(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
};

/** The value stored under `key`, made valid by `clean` (shapes.ts); unreadable JSON counts as nothing stored. */
export function readStore<T>(key: string, clean: (stored: unknown) => T): T {
  let stored: unknown;
  try {
    // Nothing stored: getItem's null parses as JSON's null.
    stored = JSON.parse(localStorage.getItem(key) as string);
  } catch {
    // Another version's data or a hand edit: `clean` makes the best of nothing.
  }
  return clean(stored);
}

export function localStore<T>(key: string, clean: (stored: unknown) => T): LocalStore<T> {
  // A value storage refused (private mode, a full quota): it lives until the page closes.
  let unsaved: { value: T } | undefined;
  // The event telling this page's last change: it keeps what storage refused.
  let ownChange: Event | undefined;
  const read = (): T => (unsaved ? unsaved.value : readStore(key, clean));
  return {
    get: read,
    set(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
        unsaved = undefined;
      } catch {
        unsaved = { value };
      }
      dispatchEvent((ownChange = new StorageEvent("storage", { key })));
    },
    subscribe(listener) {
      const changed = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        // Another tab changed this value, or cleared the whole storage (key null): its value wins.
        if (event !== ownChange) unsaved = undefined;
        listener(read());
      };
      // Listens only while someone listens here: importing a store touches nothing.
      addEventListener("storage", changed);
      return () => removeEventListener("storage", changed);
    },
  };
}
