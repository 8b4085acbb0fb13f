// The embed build stays within the widget issue's budgets (brotli, as `npm run size` prints them).
import { describe, expect, it } from "vitest";
import { BUDGETS, widgetSizes } from "../../scripts/lib/widget-sizes.js";

describe("build: widget sizes", () => {
  const report = widgetSizes();

  it("keeps embed.js, the loader, within 1.5 KB", () => {
    expect(report.loader.brotli).toBeLessThanOrEqual(BUDGETS.loader);
  });

  it("keeps everything a partner page downloads for the quote form within 15 KB", () => {
    expect(report.quotePage).toBeLessThanOrEqual(BUDGETS.quotePage);
  });

  it("keeps the contact form within 3 KB beyond the shared runtime", () => {
    expect(report.widgets["contact-form"]!.beyondRuntime).toBeLessThanOrEqual(BUDGETS.contactBeyondRuntime);
  });

  it("keeps the project board within 8 KB and the detail within 6 KB beyond the runtime", () => {
    expect(report.widgets["project-board"]!.beyondRuntime).toBeLessThanOrEqual(BUDGETS.boardBeyondRuntime);
    expect(report.widgets["project-detail"]!.beyondRuntime).toBeLessThanOrEqual(BUDGETS.detailBeyondRuntime);
  });

  it("ships one shared runtime, not a copy of preact in each widget chunk", () => {
    expect(report.shared).toContain("runtime");
    for (const widget of Object.values(report.widgets)) expect(widget.chunk.raw).toBeLessThan(16 * 1024);
  });
});
