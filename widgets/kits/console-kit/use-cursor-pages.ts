// Paging a console list that answers `next`, the `before` cursor of the following page (the audit log,
// the replies): the cursors of the pages seen so far, so Previous goes back without asking the server.
// With `key` (the list's filters), a new key starts again at the first page.
import { useState } from "react";

export function useCursorPages(key = "") {
  const [seen, setSeen] = useState<{ key: string; cursors: number[] }>({ key, cursors: [] });
  const cursors = seen.key === key ? seen.cursors : [];
  return {
    /** The current page's `before`, none on the first page. */
    before: cursors.at(-1),
    /** 1 for the first page. */
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    previous: () => setSeen({ key, cursors: cursors.slice(0, -1) }),
    next: (cursor: number) => setSeen({ key, cursors: [...cursors, cursor] }),
    /** Back to the first page (the filters changed). */
    reset: () => setSeen({ key, cursors: [] }),
  };
}
