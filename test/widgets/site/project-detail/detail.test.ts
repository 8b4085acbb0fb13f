// The project detail under React and preact/compat: the project's data and documents, an unknown id,
// and a failure with Retry.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectDetail } from "../../../../contract/schemas/projects.ts";
import projectDetail from "../../../../widgets/site/project-detail/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const detail: ProjectDetail = {
  project_id: 5,
  project_name: "Oak Grove Elementary",
  Project_Bid_Date: "2027-03-04",
  city: "Dallas",
  company: "Park GC",
  progress: 51,
  project_bid_amount: 1573109.76,
  takeoff_from: 123.75,
  state: "TX",
  status: "unsolicited",
  divisions: ["03", "09"],
  csi_divisions: [
    { value: "03", label: "Concrete" },
    { value: "09", label: "Finishes" },
  ],
  featured: false,
  is_new: false,
  posted_at: "2026-11-06T00:00:00.000Z",
  solicitation: "Request for Qualifications",
  bidding_method: "Electronic bid",
  bid_phase: "bidding",
  completion_time_days: 246,
  liquidated_damages_per_day: 2600,
  bid_deposit: "10% of bid amount",
  bid_location: "Dallas online portal",
  pre_bid_meeting: "2027-02-20T10:00:00",
  bid_time: "14:00",
  time_zone: "America/Chicago",
  awarded_company: null,
  awarded_amount: null,
  changes: [],
  address: "12 Main St, Dallas, TX",
  bonds: [{ name: "Bid bond", percent: 5 }],
  documents: {
    specs: [
      {
        id: 1,
        name: "SPEC-01.pdf",
        size: 2_000_000,
        date: "2026-11-16",
        pages: 12,
        content_kind: "pdf",
        captions: false,
      },
    ],
    plans: [],
    qtos: [],
    addendums: [],
    videos: [],
  },
};

const tab = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent!.startsWith(name))!;

describe("widgets: project detail", () => {
  // The open tab is kept in the page's hash: each test starts on Project Details.
  beforeEach(() => history.replaceState(null, "", location.pathname + location.search));

  it("lists a project's trade groupings under their own heading after its CSI divisions, unnumbered", async () => {
    const trades = { value: "electrical-lighting", label: "Electrical + Lighting" } as const;
    fetchMock.mockResolvedValue(jsonResponse(200, { ...detail, csi_divisions: [...detail.csi_divisions, trades] }));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "5" });
    const lists = [...root.querySelectorAll("ul.divisions")].map((list) => [
      list.previousElementSibling!.textContent,
      [...list.querySelectorAll("li")].map((item) => item.textContent),
    ]);
    expect(lists).toEqual([
      ["CSI divisions", ["03 Concrete", "09 Finishes"]],
      ["Trade groupings", ["Electrical + Lighting"]],
    ]);
  });

  it("shows the project's facts, divisions, bonds and document tabs with their counts", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, detail));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "5" });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/reactapp\/projects\/projects\/5\/\?format=json$/);
    expect(root.querySelector("h2")!.textContent).toBe("Oak Grove Elementary");
    expect(root.textContent).toContain("Open for bids");
    // What a take-off costs (the server's figure), beside Add to Cart.
    const takeoff = root.querySelector(".actions-row small")!;
    expect(takeoff.textContent).toBe("Take-off from $123.75");
    expect(takeoff.nextElementSibling!.textContent).toBe("Add to Cart");
    expect(root.textContent).toContain("$2,600 per day");
    expect(root.textContent).toContain("Feb 20, 2027 at 10:00");
    expect([...root.querySelectorAll(".divisions li")].map((li) => li.textContent)).toEqual([
      "03 Concrete",
      "09 Finishes",
    ]);
    expect(tab(root, "Specs").textContent).toBe("Specs (1)");
    tab(root, "Specs").click();
    await vi.waitFor(() => expect(root.querySelectorAll("tbody tr")).toHaveLength(1));
    expect(root.querySelector("tbody td")!.textContent).toBe("SPEC-01.pdf");
    tab(root, "Plans").click();
    await vi.waitFor(() => expect(root.textContent).toContain("None yet."));
  });

  it("says a deposit and bonds the project does not state are none stated, not an empty line and heading", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...detail, bid_deposit: "", bonds: [] }));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "5" });
    const fact = (term: string) =>
      [...root.querySelectorAll(".facts dt")].find((dt) => dt.textContent === term)!.nextElementSibling!.textContent;
    expect(fact("Bid deposit")).toBe("None stated");
    const bonds = [...root.querySelectorAll("h3")].find((h3) => h3.textContent === "Bonds")!;
    expect(bonds.nextElementSibling!.textContent).toBe("None stated.");
    expect(root.querySelector("ul.bonds")).toBeNull();
  });

  it("says Purchased, linking to the Drive, instead of Add to Cart for a project the customer bought", async () => {
    localStorage.setItem("qto-account", JSON.stringify({ username: "buyer", name: "Dana" }));
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(200, String(url).endsWith("/reactapp/account/purchased/") ? { ids: [3, 5] } : detail),
    );
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "5", api: location.origin });
    await vi.waitFor(() =>
      expect(root.querySelector(".actions-row small")!.nextElementSibling!.textContent).toBe(
        "Purchased: see your files",
      ),
    );
    expect(root.querySelector<HTMLAnchorElement>(".actions-row a.button")!.href).toBe(
      `${location.origin}/account/drive/`,
    );
    expect(root.textContent).not.toContain("Add to Cart");
    localStorage.clear();
  });

  it("shows the bid time in its zone, the bid results and the bid-relevant changes, newest first", async () => {
    const changed: ProjectDetail = {
      ...detail,
      awarded_company: "Stone & Sons",
      awarded_amount: 1_180_000,
      changes: [
        { field: "bid_date", before: "2027-02-25", after: "2027-03-04", changed_at: "2026-11-20T15:00:00.000Z" },
        { field: "bid_location", before: "City Hall", after: null, changed_at: "2026-11-18T15:00:00.000Z" },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(200, changed));
    const { root } = await mountWidgetIn(projectDetail, ".changes", { projectId: "5" });
    expect(root.textContent).toContain("Mar 4, 2027 at 14:00 CST");
    expect(root.textContent).toContain("Awarded toStone & Sons, $1,180,000");
    expect([...root.querySelectorAll(".changes li")].map((li) => li.textContent)).toEqual([
      "Nov 20, 2026Bid dateFeb 25, 2027 → Mar 4, 2027",
      "Nov 18, 2026Bid locationCity Hall → none",
    ]);
  });

  it("lists no changes for a project never changed", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, detail));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "5" });
    expect(root.querySelector(".changes")).toBeNull();
    expect(root.textContent).not.toContain("Changes");
  });

  it("says the project is not found for an unknown id", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { detail: "Not found." }));
    const { root } = await mountWidgetIn(projectDetail, "h3", { projectId: "999999" });
    expect(root.querySelector("h3")!.textContent).toBe("Project not found");
    expect(root.querySelector("a")!.getAttribute("href")).toMatch(/\/Projects\/$/);
  });

  it("asks nothing of the server when the page names no project", async () => {
    history.replaceState(null, "", "/ProjectDetail/");
    const { root } = await mountWidgetIn(projectDetail, "h3");
    expect(root.querySelector("h3")!.textContent).toBe("Project not found");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers Retry after a failure, and shows the project once it works", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    const { root, events } = await mountWidgetIn(projectDetail, '[role="alert"]', { projectId: "5" });
    await vi.waitFor(() =>
      expect(events.filter((e) => e.type === "qto:error").map((e) => e.detail)).toEqual([
        { widget: "test-widget", kind: "server", message: expect.stringMatching(/went wrong on our side/) },
      ]),
    );
    fetchMock.mockResolvedValue(jsonResponse(200, detail));
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("Oak Grove Elementary"));
  });

  it("leaves the host page's title and headings alone unless the page asks", async () => {
    const heading = Object.assign(document.createElement("h1"), { textContent: "Project detail" });
    heading.dataset.projectName = "";
    document.body.append(heading);
    document.title = "Project detail | QTO Solutions";
    fetchMock.mockImplementation(async () => jsonResponse(200, detail));
    await mountWidgetIn(projectDetail, "h2", { projectId: "5" });
    expect(heading.textContent).toBe("Project detail");
    expect(document.title).toBe("Project detail | QTO Solutions");

    const renamed = await mountWidgetIn(projectDetail, ".detail-head", { projectId: "5", renamePage: "true" });
    await vi.waitFor(() => expect(heading.textContent).toBe("Oak Grove Elementary"));
    expect(document.title).toBe("Oak Grove Elementary | QTO Solutions");
    // The page's heading names the project: the widget does not say it again.
    expect(renamed.root.querySelector("h2")).toBeNull();
    heading.remove();
  });
});
