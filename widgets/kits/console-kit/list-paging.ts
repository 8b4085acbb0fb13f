// How a console list pages: by page number in the URL ("pages": the view's `page`, a count to say how
// many there are) or by the cursor the API answers ("cursor": `before`, kept in memory and sent to the
// API, never in the URL; a change of filters starts again at the first page), and the words that say how
// many match and where a page stands.
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

/** The rows of a counted list's answer (`{count, page, page_size, results}`; the leads' also `capped`). */
export const resultsPage = <Row>(page: {
  results: Row[];
  count: number;
  page_size: number;
  capped?: boolean;
}): ListPage<Row> => ({ rows: page.results, count: page.count, capped: page.capped, pageSize: page.page_size });

const number = (n: number) => n.toLocaleString("en-US");
export const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A counted list's words: how many match ("1 lead matches.") and where this page stands. */
export function countWords(noun: { one: string; many: string }, cap = 0, page: number, answer: ListPage<unknown>) {
  const count = answer.count ?? 0;
  const first = (page - 1) * (answer.pageSize ?? 0) + 1;
  const of = answer.capped ? `more than ${number(cap)}` : number(count);
  return {
    matching: answer.capped
      ? `More than ${number(cap)} ${noun.many} match: the count stops there. Narrow the filters to count them.`
      : `${number(count)} ${count === 1 ? `${noun.one} matches` : `${noun.many} match`}.`,
    where: answer.rows.length
      ? `${capital(noun.many)} ${number(first)}–${number(first + answer.rows.length - 1)} of ${of}`
      : `No ${noun.many} on this page (of ${of})`,
  };
}
