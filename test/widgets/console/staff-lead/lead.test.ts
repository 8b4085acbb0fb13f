// A lead's page under React and preact/compat: a move someone else beat answers 409 and the page reads
// the lead again; spam asks why in a dialog and keeps what was typed when refused; a missing lead says so.
import { describe, expect, it, vi } from "vitest";
import type { LeadDetail } from "../../../../contract/staff/leads.ts";
import staffLead from "../../../../widgets/console/staff-lead/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();
const PLANS = { id: 9, name: "plans.pdf", size: 2048, removed: null };

const lead = (status: string, files: LeadDetail["files"] = [PLANS]): LeadDetail => ({
  id: 3,
  type: "quote",
  reference: "QTO-Q-00000003",
  status,
  status_reason: null,
  received: "2026-11-20T15:00:00.000Z",
  updated_at: null,
  notified_at: null,
  assignee: null,
  sender_name: "Sam Park",
  fields: { full_name: "Sam Park", email: "sam@example.com", select_csi_divisions: ["03", "09"] },
  shown_fields: [
    { name: "full_name", label: "Full name", text: "Sam Park" },
    { name: "email", label: "Email", text: "sam@example.com" },
    { name: "select_csi_divisions", label: "CSI divisions", text: "03 Concrete, 09 Finishes" },
  ],
  attribution: {
    source_page: "/quote/",
    referrer: "",
    partner: "",
    partner_known: false,
    unlisted_origin: null,
    utm: {},
  },
  files,
  notes: [],
  history: [],
});

function serve(statuses: string[], change: (body: unknown) => Response, files?: LeadDetail["files"]) {
  let reads = 0;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes("/members/")) return jsonResponse(200, []);
    if (path.includes("/me/")) return jsonResponse(200, { id: 7 });
    if (path.includes("/csrf/")) return jsonResponse(200, {});
    if (init?.method === "POST") return change(JSON.parse(String(init.body)));
    if (path.endsWith("/leads/404")) return jsonResponse(404, { detail: "No lead has this number." });
    return jsonResponse(200, lead(statuses[Math.min(reads++, statuses.length - 1)]!, files));
  });
}
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text)!;

describe("widgets: staff lead", () => {
  it("says a lead came from an unlisted site, naming its origin", async () => {
    history.replaceState(null, "", "/staff/lead/?id=3");
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes("/members/")) return jsonResponse(200, []);
      if (path.includes("/me/")) return jsonResponse(200, { id: 7 });
      const sent = lead("new");
      return jsonResponse(200, {
        ...sent,
        attribution: { ...sent.attribution, unlisted_origin: "https://roofers.example" },
      });
    });
    const { root } = await mountWidgetIn(staffLead, "#attribution-heading");
    expect(root.querySelector("#attribution-heading")!.parentElement!.textContent).toContain(
      "from an unlisted site (https://roofers.example)",
    );
  });

  it("explains a 409 and shows the status someone else set", async () => {
    history.replaceState(null, "", "/staff/lead/?id=3");
    serve(["new", "contacted"], () => jsonResponse(409, { detail: "Someone else changed this lead's status." }));
    const { root } = await mountWidgetIn(staffLead, "#status-heading");
    expect(root.querySelector('a[download="plans.pdf"]')!.getAttribute("href")).toBe("/reactapp/staff/leads/3/files/9");
    button(root, "Mark contacted").click();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain("Someone else"));
    await vi.waitFor(() => expect(root.querySelector("#status-heading + p .badge")!.textContent).toBe("Contacted"));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ from: "new", status: "contacted" });
  });

  it("names the page after the lead, and shows what the visitor sent under the form's labels", async () => {
    history.replaceState(null, "", "/staff/lead/?id=3");
    // The console layout's heading and title, as built.
    const heading = Object.assign(document.createElement("h1"), { textContent: "A lead" });
    heading.setAttribute("data-console-heading", "");
    document.body.append(heading);
    document.title = "A lead | QTO Solutions";
    serve(["new"], () => jsonResponse(200, {}));
    const { root } = await mountWidgetIn(staffLead, "#fields-heading");
    await vi.waitFor(() => expect(heading.textContent).toBe("Lead QTO-Q-00000003"));
    expect(document.title).toBe("Lead QTO-Q-00000003 | QTO Solutions");
    heading.remove();
    // The record's own heading says what it is and who sent it, not the reference again.
    expect(root.querySelector(".record__title")!.textContent).toBe("Quote request from Sam Park");
    const pairs = [...root.querySelectorAll("#fields-heading + .pairs > div")].map((pair) => [
      pair.querySelector("dt")!.textContent,
      pair.querySelector("dd")!.textContent,
    ]);
    expect(pairs).toEqual([
      ["Full name", "Sam Park"],
      ["Email", "sam@example.com"],
      ["CSI divisions", "03 Concrete, 09 Finishes"],
    ]);
  });

  it("asks why a lead is spam and keeps the reason typed when the server refuses it", async () => {
    history.replaceState(null, "", "/staff/lead/?id=3");
    serve(["new"], () => jsonResponse(400, { reason: ["Say why this lead is spam."] }));
    const { root } = await mountWidgetIn(staffLead, "#status-heading");
    const dialog = root.querySelector("dialog")!;
    dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
    button(root, "Mark spam").click();
    await vi.waitFor(() => expect(root.querySelector("#spam-reason")).not.toBeNull());
    type(root.querySelector("#spam-reason"), "bot");
    root.querySelector<HTMLFormElement>("dialog form")!.requestSubmit();
    await vi.waitFor(() =>
      expect(root.querySelector("#spam-reason-error")?.textContent).toBe("Say why this lead is spam."),
    );
    expect(root.querySelector<HTMLTextAreaElement>("#spam-reason")!.value).toBe("bot");
    expect(dialog.hasAttribute("open")).toBe(true);
  });

  it("names a file the retention rule removed, with why, and no link to it", async () => {
    history.replaceState(null, "", "/staff/lead/?id=3");
    const removed = {
      ...PLANS,
      id: 10,
      name: "specs.pdf",
      removed: { at: "2027-01-01T04:00:00.000Z", after_days: 30 },
    };
    serve(["spam"], () => jsonResponse(200, {}), [PLANS, removed]);
    const { root } = await mountWidgetIn(staffLead, ".files");
    const [kept, gone] = root.querySelectorAll(".files li");
    expect(kept!.querySelector('a[download="plans.pdf"]')).not.toBeNull();
    expect(gone!.querySelector("a")).toBeNull();
    expect(gone!.textContent).toBe("specs.pdf (PDF, 2 KB). File removed after 30 days, once its lead was closed.");
  });

  it("says a lead that does not exist does not, with a way back", async () => {
    history.replaceState(null, "", "/staff/lead/?id=404");
    serve(["new"], () => jsonResponse(200, {}));
    const { root } = await mountWidgetIn(staffLead, ".empty");
    expect(root.querySelector(".empty")!.textContent).toContain("No lead has this number.");
    expect(root.querySelector('.empty a[href="/staff/"]')).not.toBeNull();
  });
});
