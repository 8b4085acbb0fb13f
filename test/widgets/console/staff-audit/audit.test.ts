// The audit log under React and preact/compat: its filters come from the URL and go back to it, an
// entity is asked for in lower case once typing pauses, the pages follow the API's cursor (never in the URL),
// and a change of filters starts again at the first page.
import { describe, expect, it, vi } from "vitest";
import type { AuditEntry, AuditPage } from "../../../../contract/staff/audit.ts";
import staffAudit from "../../../../widgets/console/staff-audit/index.tsx";
import { API, jsonResponse, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();

const entry = (id: number): AuditEntry => ({
  id,
  actor: "sam",
  action: "lead.status",
  entity: "lead",
  entity_id: String(id),
  before: { status: "new" },
  after: { status: "contacted" },
  ip: "127.0.0.1",
  created_at: "2026-11-20T15:00:00.000Z",
});

function serve(pages: Record<string, AuditPage>) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith("/reactapp/staff/team/"))
      return jsonResponse(200, { members: [{ id: 3, username: "olga", role: "staff" }] });
    return jsonResponse(200, pages[new URL(path).search] ?? { entries: [], next: null });
  });
}
const auditCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${API}/reactapp/staff/audit/`));
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text)!;

describe("widgets: staff audit log", () => {
  it("asks for the URL's filters, pages by the cursor, and starts again when a filter changes", async () => {
    history.replaceState(null, "", "/staff/audit/?entity=lead");
    serve({
      "?entity=lead": { entries: [entry(9)], next: 9 },
      "?entity=lead&before=9": { entries: [entry(8)], next: null },
    });
    const { root } = await mountWidgetIn(staffAudit, "tbody tr");
    expect(auditCalls()).toEqual([`${API}/reactapp/staff/audit/?entity=lead`]);
    expect(root.querySelector<HTMLInputElement>("#filter-entity")!.value).toBe("lead");
    expect(root.querySelector(".pager")!.textContent).toContain("Page 1");

    button(root, "Next").click();
    await vi.waitFor(() => expect(root.querySelector(".pager")!.textContent).toContain("Page 2"));
    expect(auditCalls().at(-1)).toBe(`${API}/reactapp/staff/audit/?entity=lead&before=9`);
    expect(location.search).toBe("?entity=lead");
    expect(root.activeElement?.textContent).toBe("Changes");

    await vi.waitFor(() => expect(root.querySelectorAll("#filter-actor option")).toHaveLength(2));
    const actor = root.querySelector<HTMLSelectElement>("#filter-actor")!;
    actor.value = "3";
    actor.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(location.search).toBe("?entity=lead&actor=3"));
    await vi.waitFor(() => expect(auditCalls().at(-1)).toBe(`${API}/reactapp/staff/audit/?entity=lead&actor=3`));
    await vi.waitFor(() => expect(root.querySelector(".empty")!.textContent).toBe("No changes match these filters."));
  });

  it("asks for an entity in lower case once typing pauses, and says when the log is empty", async () => {
    history.replaceState(null, "", "/staff/audit/");
    serve({});
    const { root } = await mountWidgetIn(staffAudit, ".empty");
    expect(root.querySelector(".empty")!.textContent).toBe("No changes have been made in the console yet.");
    type(root.querySelector("#filter-entity"), " Partner ");
    await vi.waitFor(() => expect(auditCalls().at(-1)).toBe(`${API}/reactapp/staff/audit/?entity=partner`));
    expect(location.search).toBe("?entity=partner");
  });
});
