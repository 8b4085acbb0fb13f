// A small list kept in localStorage and shared live: by every widget on the page (listeners) and by
// every tab of the site (the storage event). The cart and the favorites are both one.
export type LocalList<T> = {
  get(): T[];
  set(items: T[]): void;
  subscribe(listener: (items: T[]) => void): () => void;
};

export function localList<T>(key: string): LocalList<T> {
  const listeners = new Set<(items: T[]) => void>();
  const read = (): T[] => {
    try {
      const items = JSON.parse(localStorage.getItem(key) ?? "[]");
      return Array.isArray(items) ? items : [];
    } catch {
      return [];
    }
  };
  const notify = () => {
    const items = read();
    for (const listener of listeners) listener(items);
  };
  addEventListener("storage", (event) => event.key === key && notify());
  return {
    get: read,
    set(items) {
      try {
        localStorage.setItem(key, JSON.stringify(items));
      } catch {
        // Storage blocked or full: the change lives until the page closes.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
