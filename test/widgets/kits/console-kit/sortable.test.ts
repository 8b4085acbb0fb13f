// A column's header sorts the list: ascending first, a column with a descending order turns around on
// the next click, and the list's default order is written as no sort at all.
import { describe, expect, it } from "vitest";
import { nextSort, sortState } from "../../../../widgets/kits/console-kit/sortable.ts";

const received = { asc: "received", desc: "-received" };
const name = { asc: "name" };

describe("widgets/kits/console-kit: sortable columns", () => {
  it("says how the list stands by a column", () => {
    expect(sortState(received, "-received")).toBe("descending");
    expect(sortState(received, "received")).toBe("ascending");
    expect(sortState(name, "-received")).toBe("none");
  });

  it("sorts a column with two orders the other way on a second click, and writes the default as none", () => {
    expect(nextSort(received, "-received", "-received")).toBe("received");
    expect(nextSort(received, "received", "-received")).toBe("");
    expect(nextSort(received, "name", "-received")).toBe("");
  });

  it("sorts a column with one order by it", () => {
    expect(nextSort(name, "-received", "-received")).toBe("name");
    expect(nextSort(name, "name", "-received")).toBe("name");
  });
});
