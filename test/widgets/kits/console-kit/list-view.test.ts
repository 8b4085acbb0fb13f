// A console list's view in the URL: read from the query (unknown parameters ignored), written back in
// the keys' order without empty values, and "filtered" only by filters (a sort or a page is not one).
import { describe, expect, it } from "vitest";
import { listView } from "../../../../widgets/kits/console-kit/list-view.ts";

const list = listView(["status", "from", "q", "sort", "page"]);

describe("widgets/kits/console-kit: list view", () => {
  it("reads the view's keys from a query and ignores the others", () => {
    expect(list.read("?q=park&utm_source=mail&page=2")).toEqual({
      status: "",
      from: "",
      q: "park",
      sort: "",
      page: "2",
    });
  });

  it("writes the view in the keys' order, without empty values, and without the page when asked", () => {
    const view = { ...list.empty, page: "3", q: "a b", status: "won" };
    expect(list.query(view)).toBe("status=won&q=a+b&page=3");
    expect(list.query(view, { withPage: false })).toBe("status=won&q=a+b");
    expect(list.query(list.empty)).toBe("");
  });

  it("counts a view as filtered by its filters, never by its sort or page", () => {
    expect(list.isFiltered({ ...list.empty, sort: "name", page: "2" })).toBe(false);
    expect(list.isFiltered({ ...list.empty, from: "2026-01-01" })).toBe(true);
  });
});
