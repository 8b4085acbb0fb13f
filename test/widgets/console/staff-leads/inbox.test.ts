// The console's inbox under React and preact/compat: the view comes from the URL and goes back to it,
// a column's header sorts, a capped count says so, and an empty result says what it means.
import { describe, expect, it, vi } from "vitest";
import type { LeadRow, LeadsPage } from "../../../../contract/staff/leads.ts";
import staffLeads from "../../../../widgets/console/staff-leads/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const row = (id: number, name: string): LeadRow => ({
  id,
  type: "quote",
  reference: `QTO-Q-0000000${id}`,
  status: "new",
  received: "2026-11-20T15:00:00.000Z",
  name,
  company: "Park GC",
  email: "sam@example.com",
  assignee: null,
  partner: "",
  partner_known: false,
  unlisted_origin: null,
  source_page: "/quote/",
});

function serve(page: Partial<LeadsPage>) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes("/members/")) return jsonResponse(200, [{ id: 7, username: "sales-sam" }]);
    if (path.includes("/me/")) return jsonResponse(200, { id: 7, username: "sales-sam" });
    return jsonResponse(200, { count: 0, capped: false, page: 1, page_size: 50, results: [], ...page });
  });
}
const inboxCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/reactapp/staff/leads/"));

describe("widgets: staff leads inbox", () => {
  it("marks a lead from an unlisted site with its origin", async () => {
    history.replaceState(null, "", "/staff/");
    const unlisted = { ...row(1, "Sam Park"), partner: "roofers", unlisted_origin: "https://roofers.example" };
    serve({ count: 2, results: [unlisted, row(2, "Ann Park")] });
    const { root } = await mountWidgetIn(staffLeads, "tbody tr");
    const rows = root.querySelectorAll("tbody tr");
    expect(rows[0]!.textContent).toContain("roofers unknown partner from an unlisted site (https://roofers.example)");
    expect(rows[1]!.textContent).not.toContain("unlisted");
  });

  it("asks for the view in the URL, lists it, and sorts by a column's header into the URL", async () => {
    history.replaceState(null, "", "/staff/?type=quote&q=park");
    serve({ count: 2, results: [row(1, "Sam Park"), row(2, "Ann Park")] });
    const { root } = await mountWidgetIn(staffLeads, "tbody tr");
    expect(inboxCalls()[0]).toBe("/reactapp/staff/leads/?type=quote&q=park");
    expect([...root.querySelectorAll("tbody tr a")].map((a) => a.textContent)).toEqual(["Sam Park", "Ann Park"]);
    expect(root.querySelector("tbody tr a")!.getAttribute("href")).toBe("/staff/lead/?id=1");
    expect(root.querySelector<HTMLInputElement>("#filter-q")!.value).toBe("park");
    expect(root.querySelector("a[download]")!.getAttribute("href")).toBe("/reactapp/staff/leads.csv?type=quote&q=park");

    const nameHeader = [...root.querySelectorAll("th")].find((th) => th.textContent?.startsWith("Name"))!;
    expect(nameHeader.getAttribute("aria-sort")).toBe("none");
    nameHeader.querySelector("button")!.click();
    await vi.waitFor(() => expect(inboxCalls().at(-1)).toBe("/reactapp/staff/leads/?type=quote&q=park&sort=name"));
    expect(location.search).toBe("?type=quote&q=park&sort=name");
    await vi.waitFor(() => expect(nameHeader.getAttribute("aria-sort")).toBe("ascending"));
  });

  it("says when the count stopped at the cap, and offers the next page", async () => {
    history.replaceState(null, "", "/staff/");
    serve({ count: 10_000, capped: true, results: [row(1, "Sam Park")] });
    const { root } = await mountWidgetIn(staffLeads, "tbody tr");
    expect(root.textContent).toContain("More than 10,000 leads match: the count stops there.");
    const next = [...root.querySelectorAll<HTMLButtonElement>(".pager button")].find((b) => b.textContent === "Next")!;
    expect(next.disabled).toBe(false);
    next.click();
    await vi.waitFor(() => expect(inboxCalls().at(-1)).toBe("/reactapp/staff/leads/?page=2"));
  });

  it("tells an empty filtered view from an empty inbox, and clears the filters", async () => {
    history.replaceState(null, "", "/staff/?status=won");
    serve({});
    const { root } = await mountWidgetIn(staffLeads, ".empty");
    expect(root.querySelector(".empty")!.textContent).toBe("No leads match these filters.");
    [...root.querySelectorAll("button")].find((b) => b.textContent === "Clear filters")!.click();
    await vi.waitFor(() => expect(inboxCalls().at(-1)).toBe("/reactapp/staff/leads/?"));
    expect(location.search).toBe("");
    await vi.waitFor(() => expect(root.querySelector(".empty")!.textContent).toContain("No leads yet"));
  });
});
