// How a console list pages: by page number in the URL ("pages": the view's `page`, a count to say how
// many there are) or by the cursor the API answers ("cursor": `before`, kept in memory and sent to the
// API, never in the URL; a change of filters starts again at the first page).
import type { View } from "./list-view.ts";
import { useCursorPages } from "./use-cursor-pages.ts";

/** What a list's answer says about its rows and where they stand. */
export type ListPage<Row> = { rows: Row[]; count?: number; capped?: boolean; pageSize?: number; next?: number | null };

export type Paging = {
  page: number;
  /** The cursor to send, on a cursor list past its first page. */
  before?: number;
  hasPrevious: boolean;
  hasNext: (answer: ListPage<unknown>) => boolean;
  previous: () => void;
  next: (answer: ListPage<unknown>) => void;
};

export function usePaging(
  kind: "pages" | "cursor",
  view: View,
  update: (change: Partial<View>) => void,
  filters: string,
): Paging {
  const cursors = useCursorPages(filters);
  if (kind === "cursor")
    return {
      ...cursors,
      hasNext: (answer) => answer.next != null,
      next: (answer) => cursors.next(answer.next!),
    };
  const page = Number(view.page || 1);
  const turn = (to: number) => update({ page: to > 1 ? String(to) : "" });
  return {
    page,
    hasPrevious: page > 1,
    hasNext: ({ count = 0, pageSize = 0, capped }) => page * pageSize < count || !!capped,
    previous: () => turn(page - 1),
    next: () => turn(page + 1),
  };
}
