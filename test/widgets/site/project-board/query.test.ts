// The board's view survives the URL round trip, and becomes the API's query.
import { describe, expect, it } from "vitest";
import { apiQuery, EMPTY, fromSearch, hasFilters, toSearch } from "../../../../widgets/site/project-board/query.ts";

describe("widgets: project board URL state", () => {
  it("round-trips every filter, the tab, the sort and the page through the URL", () => {
    const view = {
      ...EMPTY,
      keyword: "school",
      location: "TX",
      bid_date_from: "2026-12-01",
      bid_date_to: "2027-01-31",
      amount_min: "100",
      amount_max: "5000000",
      status: "solicited",
      division: ["03", "09"],
      tab: "featured" as const,
      sort: "-amount",
      page: 3,
    };
    expect(fromSearch(toSearch(view))).toEqual(view);
  });

  it("leaves defaults out of the URL and keeps the page's other parameters", () => {
    expect(toSearch(EMPTY)).toBe("");
    expect(toSearch({ ...EMPTY, keyword: "fire" }, "?utm_source=mail&keyword=old")).toBe(
      "?utm_source=mail&keyword=fire",
    );
  });

  it("reads the header search's keyword and location, and ignores nonsense", () => {
    expect(fromSearch("?keyword=clinic&location=CA&tab=bogus&page=-4")).toEqual({
      ...EMPTY,
      keyword: "clinic",
      location: "CA",
    });
  });

  it("sends the filters, sort, tab and page to the API, and the favorites on their tab", () => {
    const query = apiQuery({ ...EMPTY, keyword: "road", division: ["31", "32"], sort: "title", page: 2 }, [4, 5]);
    expect(Object.fromEntries(query)).toMatchObject({
      keyword: "road",
      sort: "title",
      tab: "active",
      page: "2",
      page_size: "12",
    });
    expect(query.getAll("division")).toEqual(["31", "32"]);
    expect(query.has("favorites")).toBe(false);
    expect(apiQuery({ ...EMPTY, tab: "favorites" }, [4, 5], false).get("favorites")).toBe("4,5");
    expect(apiQuery(EMPTY, [], false).has("page")).toBe(false);
  });

  it("knows when a filter is set", () => {
    expect(hasFilters(EMPTY)).toBe(false);
    expect(hasFilters({ ...EMPTY, tab: "past", sort: "-amount" })).toBe(false);
    expect(hasFilters({ ...EMPTY, division: ["03"] })).toBe(true);
  });
});
