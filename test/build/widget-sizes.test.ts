// The embed build stays within its budgets (brotli, as `npm run size` prints them). Every
// chunk a widget imports counts: a page fetches it.
import { describe, expect, it } from "vitest";
import { BUDGETS, sitePageWidgets, widgetSizes } from "../../scripts/lib/widget-sizes.js";

describe("build: widget sizes", () => {
  const report = widgetSizes();

  it("keeps embed.js, the loader, within 1.5 KB", () => {
    expect(report.loader.brotli).toBeLessThanOrEqual(BUDGETS.loader);
  });

  it("keeps a content page's script, the loader and the header's account menu, within 2 KB and free of preact", () => {
    expect(report.contentPage).toBeLessThanOrEqual(BUDGETS.contentPage);
    expect(report.widgets["account-menu"]!.files).not.toContain("core");
  });

  it("gives the header's account menu one file to fetch: its chunk reads the stores without their chunk", () => {
    expect(report.widgets["account-menu"]!.files).toEqual(["account-menu"]);
  });

  it("keeps everything a partner page downloads first for the quote form within 13,000 bytes", () => {
    expect(report.quotePage).toBeLessThanOrEqual(BUDGETS.quotePage);
    expect(BUDGETS.quotePage).toBeLessThanOrEqual(13000);
  });

  it("keeps what our own /quote/ downloads beyond a partner page with the quote form within its budget", () => {
    // The page's widgets as built (the header's account menu and the quote form), each chunk counted once.
    expect(sitePageWidgets("quote")).toEqual(expect.arrayContaining(["account-menu", "quote-form"]));
    expect(report.ownQuotePage).toBe(report.pageOf(sitePageWidgets("quote")));
    expect(report.ownQuotePage - report.quotePage).toBeLessThanOrEqual(BUDGETS.ownQuoteBeyondPartner);
  });

  it("keeps the contact form within 3 KB beyond core, the shared chunk", () => {
    expect(report.widgets["contact-form"]!.beyondCore).toBeLessThanOrEqual(BUDGETS.contactBeyondCore);
  });

  it("keeps the project board and the detail within their budgets beyond core", () => {
    expect(report.widgets["project-board"]!.beyondCore).toBeLessThanOrEqual(BUDGETS.boardBeyondCore);
    expect(report.widgets["project-detail"]!.beyondCore).toBeLessThanOrEqual(BUDGETS.detailBeyondCore);
  });

  it("ships one shared core chunk, not a copy of preact in each widget chunk", () => {
    expect(report.shared).toContain("core");
    for (const widget of Object.values(report.widgets)) expect(widget.chunk.raw).toBeLessThan(16 * 1024);
  });
});
