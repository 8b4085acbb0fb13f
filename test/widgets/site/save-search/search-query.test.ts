// The board's address as a saved search keeps it: its parameters with a value, and a
// name suggested from them.
import { describe, expect, it } from "vitest";
import { boardQuery, suggestName } from "../../../../widgets/site/save-search/search-query.ts";

describe("widgets: save-search, the search kept", () => {
  it("keeps the parameters with a value, in order (the server drops those that are not filters)", () => {
    expect(boardQuery("?keyword=school&tab=favorites&division=03&division=05&status=&location=%20")).toBe(
      "keyword=school&tab=favorites&division=03&division=05",
    );
    expect(boardQuery("?location=Austin%2C%20TX&amount_min=1000")).toBe("location=Austin%2C+TX&amount_min=1000");
    expect(boardQuery("")).toBe("");
  });

  it("names the search from its filters, within the 80 characters a name may have", () => {
    expect(suggestName("keyword=school&location=Austin%2C+TX&division=03&division=05")).toBe(
      "“school” in Austin, TX · Division 03, 05",
    );
    expect(suggestName("amount_min=50000&bid_date_to=2026-12-31&status=Bidding")).toBe(
      "Bidding · $50000–any · bids … to 2026-12-31",
    );
    expect(suggestName("")).toBe("All new projects");
    const long = suggestName(`keyword=${"x".repeat(100)}`);
    expect(long).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
  });
});
