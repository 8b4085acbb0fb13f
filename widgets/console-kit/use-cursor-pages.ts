// Paging a console list that answers `next`, the `before` cursor of the following page (the audit log,
// the replies): the cursors of the pages seen so far, so Previous goes back without asking the server.
import { useState } from "react";

export function useCursorPages() {
  const [cursors, setCursors] = useState<number[]>([]);
  return {
    /** The current page's `before`, none on the first page. */
    before: cursors.at(-1),
    /** 1 for the first page. */
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    previous: () => setCursors((list) => list.slice(0, -1)),
    next: (cursor: number) => setCursors((list) => [...list, cursor]),
    /** Back to the first page (the filters changed). */
    reset: () => setCursors([]),
  };
}
