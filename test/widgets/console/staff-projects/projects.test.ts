// The desk list under React and preact/compat: rows with their publication and demo mark, filters in
// the URL, the empty state, and the admins' Import from CSV and Remove demo projects (behind a confirm dialog).
import { describe, expect, it, vi } from "vitest";
import type { DeskProjectRow, DeskProjectsPage } from "../../../../contract/staff/project-desk.ts";
import staffProjects from "../../../../widgets/console/staff-projects/index.tsx";
import { consoleMember, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";
import type { StaffRole } from "../../../../contract/staff/staff.ts";

const fetchMock = mockFetch();

const row = (id: number, change: Partial<DeskProjectRow> = {}): DeskProjectRow => ({
  id,
  name: `Project ${id}`,
  company: "Harbor Builders",
  city: "Austin",
  state: "TX",
  bid_date: "2027-03-15",
  publication: "published",
  demo: false,
  external_id: null,
  closed_at: null,
  updated_at: null,
  ...change,
});
const page = (results: DeskProjectRow[]): DeskProjectsPage => ({
  count: results.length,
  page: 1,
  page_size: 50,
  results,
});

function serve(role: StaffRole, pages: DeskProjectsPage[]) {
  let reads = 0;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes("/me/")) return jsonResponse(200, consoleMember(role));
    if (path.includes("/csrf/")) return jsonResponse(200, {});
    if (init?.method === "POST") return jsonResponse(200, { removed: 2 });
    return jsonResponse(200, pages[Math.min(reads++, pages.length - 1)]);
  });
}
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text);

describe("widgets: staff projects", () => {
  it("lists projects with their publication badge and demo mark, and filters through the URL", async () => {
    history.replaceState(null, "", "/staff/projects/");
    serve("staff", [page([row(1, { demo: true }), row(2, { publication: "draft", external_id: "EXT-2" })])]);
    const { root } = await mountWidgetIn(staffProjects, "tbody tr");
    const rows = [...root.querySelectorAll("tbody tr")].map((tr) => tr.textContent);
    expect(rows[0]).toContain("Project 1demo");
    expect(rows[1]).toContain("Draft");
    expect(rows[1]).toContain("EXT-2");
    expect(root.querySelector('a[href="/staff/project/?id=2"]')).not.toBeNull();
    expect(root.querySelector('a[href="/staff/project/"]')!.textContent).toBe("New project");
    expect(button(root, "Remove demo projects")).toBeUndefined();
    // The import is the administrators': staff are not offered it.
    expect(root.querySelector('a[href="/staff/projects/import/"]')).toBeNull();
    const publication = root.querySelector<HTMLSelectElement>("#filter-publication")!;
    publication.value = "draft";
    publication.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(location.search).toBe("?publication=draft"));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/staff/projects/?publication=draft"))).toBe(
        true,
      ),
    );
  });

  it("says when there are no projects yet", async () => {
    history.replaceState(null, "", "/staff/projects/");
    serve("staff", [page([])]);
    const { root } = await mountWidgetIn(staffProjects, ".empty");
    expect(root.querySelector(".empty")!.textContent).toContain("No projects yet.");
  });

  it("lets an admin remove the demo projects after confirming, and says how many went", async () => {
    history.replaceState(null, "", "/staff/projects/");
    serve("admin", [page([row(1, { demo: true }), row(2, { demo: true }), row(3)]), page([row(3)])]);
    const { root } = await mountWidgetIn(staffProjects, "tbody tr");
    await vi.waitFor(() => expect(button(root, "Remove demo projects")).toBeDefined());
    expect(root.querySelector('a[href="/staff/projects/import/"]')!.textContent).toBe("Import from CSV");
    const dialog = root.querySelector("dialog")!;
    dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
    button(root, "Remove demo projects")!.click();
    await vi.waitFor(() =>
      expect(root.querySelector("#confirm-heading")?.textContent).toBe("Remove every demo project?"),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    root.querySelector<HTMLButtonElement>("dialog .dialog__actions .button:not(.secondary)")!.click();
    await vi.waitFor(() =>
      expect(root.querySelector(".notice--success")?.textContent).toBe("2 demo projects removed."),
    );
    await vi.waitFor(() => expect(root.querySelectorAll("tbody tr")).toHaveLength(1));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ confirm: true });
  });
});
