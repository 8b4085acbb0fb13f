// The site settings screen under React and preact/compat: the fixed and live figures side by side with
// the source in use, a switch sent and confirmed, a failed save explained with the admin's pick kept,
// and a failed load offering Retry.
import { describe, expect, it, vi } from "vitest";
import type { SiteSettings } from "../../../../contract/staff/site-settings.ts";
import staffSettings from "../../../../widgets/console/staff-settings/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const settings = (source: "fixed" | "live", rebuilt_at: string | null = null): SiteSettings => ({
  home_counters: {
    source,
    counters: [
      { key: "qto-available", label: "QTO Available", fixed: 79, live: 12 },
      { key: "qto-in-progress", label: "QTO In Progress", fixed: 22, live: 5 },
      { key: "bid-results", label: "Bid Results", fixed: 125, live: 31 },
      { key: "awarded", label: "Awarded", fixed: 66, live: 17 },
    ],
    max_age_seconds: 300,
    rebuilt_at,
    updated_by: source === "live" ? "ada" : null,
    updated_at: source === "live" ? "2026-11-24T01:00:00.000Z" : null,
  },
});

const radio = (root: ShadowRoot, value: string) =>
  root.querySelector<HTMLInputElement>(`input[name="source"][value="${value}"]`)!;
const rows = (root: ShadowRoot) =>
  [...root.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent));

describe("widgets: staff settings", () => {
  it("shows the fixed and live figures side by side, with the source in use chosen", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settings("fixed")));
    const { root } = await mountWidgetIn(staffSettings, "tbody tr");
    expect(rows(root).map((cells) => cells.slice(0, 3))).toEqual([
      ["QTO Available", "79", "12"],
      ["QTO In Progress", "22", "5"],
      ["Bid Results", "125", "31"],
      ["Awarded", "66", "17"],
    ]);
    expect(radio(root, "fixed").checked).toBe(true);
    expect(root.querySelector(".choice .badge")!.closest("label")!.textContent).toMatch(/Fixed numbers/);
    expect(root.querySelector(".facts")!.textContent).toMatch(/Not yet/);
    expect(root.textContent).toMatch(/at most every 5 minutes/);
  });

  it("switches to live counts and says so", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, settings("fixed")))
      .mockResolvedValueOnce(jsonResponse(200, {}))
      .mockResolvedValueOnce(jsonResponse(200, settings("live", "2026-11-24T01:00:00.000Z")));
    const { root } = await mountWidgetIn(staffSettings, "tbody tr");
    radio(root, "live").click();
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector(".outcome")!.textContent).toMatch(/now shows live counts/));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe("/reactapp/staff/settings/home-counters/");
    expect(init!.method).toBe("PUT");
    expect(JSON.parse(String(init!.body))).toEqual({ source: "live" });
    expect(root.querySelector(".choice .badge")!.closest("label")!.textContent).toMatch(/Live counts/);
    expect(root.querySelector(".facts")!.textContent).toMatch(/by ada/);
  });

  it("explains a failed save and keeps the admin's pick", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, settings("fixed")))
      .mockResolvedValue(jsonResponse(500, { detail: "Server error." }));
    const { root } = await mountWidgetIn(staffSettings, "tbody tr");
    radio(root, "live").click();
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector(".outcome .notice--error")).not.toBeNull());
    expect(radio(root, "live").checked).toBe(true);
    expect(root.querySelector(".choice .badge")!.closest("label")!.textContent).toMatch(/Fixed numbers/);
  });

  it("offers Retry when the settings cannot be loaded", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {})).mockResolvedValue(jsonResponse(200, settings("live")));
    const { root } = await mountWidgetIn(staffSettings, ".notice--error button");
    root.querySelector<HTMLButtonElement>(".notice--error button")!.click();
    await vi.waitFor(() => expect(radio(root, "live").checked).toBe(true));
  });
});
