// The project screen under React and preact/compat: the contract checks a field on blur and the form on
// save; a stale save (409) keeps what was typed and shows the project as it now is; the plan room and
// public links; publish asks first; a draft offers no "Close with results".
import { describe, expect, it, vi } from "vitest";
import type { DeskProjectDetail } from "../../../../contract/staff/project-desk.ts";
import type { DeskProject } from "../../../../contract/staff/projects.ts";
import staffProject from "../../../../widgets/console/staff-project/index.tsx";
import { PROJECT_INPUT } from "../../../helpers/projects.ts";
import { jsonResponse, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();

const project = (change: Partial<DeskProject> = {}): DeskProject => ({
  ...PROJECT_INPUT,
  id: 12,
  publication: "published",
  external_id: null,
  demo: false,
  posted_at: "2026-11-20T15:00:00.000Z",
  updated_at: "2026-11-21T15:00:00.000Z",
  closed_at: null,
  awarded_company: null,
  awarded_amount: null,
  ...change,
});

function serve(read: () => DeskProjectDetail, write: (init: RequestInit) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes("/csrf/")) return jsonResponse(200, {});
    if (init?.method === "POST" || init?.method === "PUT") return write(init);
    if (path.endsWith("/projects/404")) return jsonResponse(404, { detail: "No project has this number." });
    return jsonResponse(200, read());
  });
}
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text)!;
const blur = (element: Element | null) => element!.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));

describe("widgets: staff project", () => {
  it("offers the CSI divisions, then the trade groupings under their own legend, unnumbered", async () => {
    history.replaceState(null, "", "/staff/project/");
    serve(
      () => ({ project: project(), history: [] }),
      () => jsonResponse(201, project()),
    );
    const { root } = await mountWidgetIn(staffProject, "form");
    const groups = [...root.querySelectorAll(".divisions__group")].map((group) => [
      group.querySelector("legend")!.textContent,
      group.querySelectorAll("label").length,
    ]);
    expect(groups).toEqual([
      ["CSI divisions", 26],
      ["Trade groupings", 3],
    ]);
    const trades = [...root.querySelectorAll(".divisions__group")][1]!.querySelectorAll("label");
    expect([...trades].map((label) => label.textContent)).toEqual([
      "Plumbing + HVAC",
      "Electrical + Lighting",
      "Mechanical Support",
    ]);
  });

  it("checks a field when it loses focus and every field on save, sending nothing while one is wrong", async () => {
    history.replaceState(null, "", "/staff/project/");
    serve(
      () => ({ project: project(), history: [] }),
      () => jsonResponse(201, project({ publication: "draft" })),
    );
    const { root } = await mountWidgetIn(staffProject, "form");
    expect(root.textContent).toContain("A new project is a draft");
    type(root.querySelector("#project-bid_amount"), "about a million");
    blur(root.querySelector("#project-bid_amount"));
    await vi.waitFor(() =>
      expect(root.querySelector("#project-bid_amount-error")?.textContent).toBe("Bid amount: enter a number."),
    );
    root.querySelector<HTMLFormElement>("form")!.requestSubmit();
    await vi.waitFor(() =>
      expect(root.querySelector("#project-name-error")?.textContent).toBe("Project name is required."),
    );
    expect(root.querySelector("#divisions-error")?.textContent).toBe("Select at least one CSI division.");
    expect(root.querySelector<HTMLInputElement>("#project-bid_amount")!.value).toBe("about a million");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("gives a new state its time zone, unless staff chose another for the old one", async () => {
    history.replaceState(null, "", "/staff/project/");
    serve(
      () => ({ project: project(), history: [] }),
      () => jsonResponse(201, project()),
    );
    const { root } = await mountWidgetIn(staffProject, "form");
    const zone = () => root.querySelector<HTMLSelectElement>("#project-time_zone")!.value;
    expect(zone()).toBe("America/New_York");
    type(root.querySelector("#project-state"), "TX");
    await vi.waitFor(() => expect(zone()).toBe("America/Chicago"));
    type(root.querySelector("#project-state"), "AZ");
    await vi.waitFor(() => expect(zone()).toBe("America/Phoenix"));
    // El Paso keeps Mountain time: chosen by hand, the zone stays when the state changes. (Each change
    // is rendered before the next, as a person's are: preact renders after a task.)
    type(root.querySelector("#project-time_zone"), "America/Denver");
    await new Promise((resolve) => setTimeout(resolve));
    type(root.querySelector("#project-state"), "TX");
    await vi.waitFor(() => expect(root.querySelector<HTMLSelectElement>("#project-state")!.value).toBe("TX"));
    expect(zone()).toBe("America/Denver");
  });

  it("keeps what was typed after a stale save (409) and shows the project as it now is", async () => {
    history.replaceState(null, "", "/staff/project/?id=12");
    let reads = 0;
    serve(
      () => ({
        project: reads++ ? project({ name: "Renamed elsewhere", updated_at: "2026-11-22T00:00:00.000Z" }) : project(),
        history: [],
      }),
      () => jsonResponse(409, { detail: "Someone else changed this project while you were editing it." }),
    );
    const { root } = await mountWidgetIn(staffProject, "form");
    await vi.waitFor(() =>
      expect(root.querySelector<HTMLInputElement>("#project-name")!.value).toBe(PROJECT_INPUT.name),
    );
    type(root.querySelector("#project-bid_location"), "Annex, room 2");
    // preact renders the typed value on its next tick; a person never submits within the same one.
    await new Promise((settled) => setTimeout(settled, 0));
    root.querySelector<HTMLFormElement>("form")!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain("Someone else"));
    await vi.waitFor(() => expect(root.querySelector(".current")?.textContent).toContain("Renamed elsewhere"));
    expect(root.querySelector<HTMLInputElement>("#project-bid_location")!.value).toBe("Annex, room 2");
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({
      bid_location: "Annex, room 2",
      updated_at: "2026-11-21T15:00:00.000Z",
    });
  });

  it("links the plan room and the public page, lists the history and asks before unpublishing", async () => {
    history.replaceState(null, "", "/staff/project/?id=12");
    const changes = [
      {
        field: "bid_date",
        before: "2027-03-01",
        after: "2027-03-15",
        changed_at: "2026-11-21T15:00:00.000Z",
        changed_by: "desk-dana",
      },
    ];
    serve(
      () => ({ project: project(), history: changes }),
      () => jsonResponse(200, project({ publication: "unpublished" })),
    );
    const { root } = await mountWidgetIn(staffProject, "form");
    expect(root.querySelector('a[href="/staff/projects/documents/?id=12"]')!.textContent).toBe("Documents (plan room)");
    expect(root.querySelector('a[href="/ProjectDetail/12"]')).not.toBeNull();
    expect(root.querySelector(".history")!.textContent).toContain(
      "desk-dana changed Bid date: 2027-03-01 → 2027-03-15",
    );
    const dialog = root.querySelector("dialog")!;
    dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
    button(root, "Unpublish").click();
    await vi.waitFor(() => expect(root.querySelector("#confirm-heading")?.textContent).toBe("Unpublish this project?"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    root.querySelector<HTMLButtonElement>("dialog .dialog__actions .button:not(.secondary)")!.click();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/12/unpublish"))).toBe(true),
    );
  });

  it("offers Close with results on a published project, and not on a draft", async () => {
    history.replaceState(null, "", "/staff/project/?id=12");
    let publication: DeskProject["publication"] = "published";
    serve(
      () => ({ project: project({ publication }), history: [] }),
      () => jsonResponse(200, {}),
    );
    const published = await mountWidgetIn(staffProject, "form");
    expect(button(published.root, "Close with results")).toBeDefined();
    publication = "draft";
    const draft = await mountWidgetIn(staffProject, "form");
    expect(button(draft.root, "Publish")).toBeDefined();
    expect(button(draft.root, "Close with results")).toBeUndefined();
  });

  it("says a project that does not exist does not, with a way back", async () => {
    history.replaceState(null, "", "/staff/project/?id=404");
    serve(
      () => ({ project: project(), history: [] }),
      () => jsonResponse(200, {}),
    );
    const { root } = await mountWidgetIn(staffProject, ".empty");
    expect(root.querySelector(".empty")!.textContent).toContain("No project has this number.");
    expect(root.querySelector('.empty a[href="/staff/projects/"]')).not.toBeNull();
  });
});
