// The detail's document tabs under React and preact/compat: rows with size, date and pages; Open and
// Download for signed-in visitors, "Sign in to open" (back to the same tab) for the rest; the tab in the
// page's hash opens first; videos play with their captions.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectDetail } from "../../../../contract/schemas/projects.ts";
import projectDetail from "../../../../widgets/site/project-detail/index.tsx";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const document_ = (id: number, name: string, extra: Partial<ProjectDetail["documents"]["plans"][0]> = {}) => ({
  id,
  name,
  size: 3_250_000,
  date: "2026-11-20T10:00:00.000Z",
  pages: 14,
  content_kind: "pdf" as const,
  captions: false,
  ...extra,
});

const base = {
  project_id: 7,
  project_name: "Cedar Library",
  Project_Bid_Date: "2027-03-04",
  city: "Austin",
  company: "Park GC",
  progress: 10,
  project_bid_amount: 900000,
  takeoff_from: 99,
  state: "TX",
  status: "unsolicited",
  divisions: ["03"],
  csi_divisions: [{ value: "03", label: "Concrete" }],
  featured: false,
  is_new: false,
  posted_at: "2026-11-06T00:00:00.000Z",
  solicitation: "Invitation to bid",
  bidding_method: "Sealed bid",
  bid_phase: "bidding",
  completion_time_days: 200,
  liquidated_damages_per_day: 500,
  bid_deposit: "5% of bid amount",
  bid_location: "City Hall",
  pre_bid_meeting: null,
  address: "1 Elm St, Austin, TX",
  bonds: [],
  bid_time: "14:00",
  time_zone: "America/Chicago",
  awarded_company: null,
  awarded_amount: null,
  changes: [],
} satisfies Omit<ProjectDetail, "documents">;

const project: ProjectDetail = {
  ...base,
  documents: {
    specs: [],
    plans: [document_(31, "A-101 Floor plan.pdf"), document_(32, "S-201.pdf", { pages: null })],
    qtos: [],
    addendums: [],
    videos: [document_(40, "Walkthrough.mp4", { content_kind: "mp4", pages: null, captions: true })],
  },
};

const tab = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent!.startsWith(name))!;
const signIn = () => localStorage.setItem("qto-account", JSON.stringify({ username: "vic", name: "Vic" }));
const docUrl = (doc: number) => `${API}/reactapp/projects/projects/7/documents/${doc}/`;

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
});

describe("widgets: project detail documents", () => {
  it("counts each tab from its documents and lists name, size, date and pages", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, project));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "7" });
    expect(tab(root, "Plans").textContent).toBe("Plans (2)");
    expect(tab(root, "QTO Video").textContent).toBe("QTO Video (1)");
    tab(root, "Plans").click();
    await vi.waitFor(() => expect(root.querySelectorAll("tbody tr")).toHaveLength(2));
    const cells = (row: number) =>
      [...root.querySelectorAll(`tbody tr:nth-child(${row}) td`)].slice(0, 4).map((td) => td.textContent);
    expect(cells(1)).toEqual(["A-101 Floor plan.pdf", "3.1 MB", "Nov 20, 2026", "14 pages"]);
    expect(cells(2)[3]).toBe("—");
    expect(location.hash).toBe("#plans");
  });

  it("asks anonymous visitors to sign in, coming back to the same tab", async () => {
    history.replaceState(null, "", "/ProjectDetail/7/?ref=board#plans");
    fetchMock.mockResolvedValue(jsonResponse(200, project));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "7" });
    expect(tab(root, "Plans").getAttribute("aria-selected")).toBe("true");
    const links = [...root.querySelectorAll<HTMLAnchorElement>("tbody a")];
    expect(links.map((a) => a.textContent)).toEqual(["Sign in to open", "Sign in to open"]);
    const next = new URL(links[0]!.href).searchParams.get("next");
    expect(next).toBe("/ProjectDetail/7/?ref=board#plans");
    expect(root.querySelector("video")).toBeNull();
  });

  it("gives signed-in visitors Open and Download links to the document", async () => {
    signIn();
    history.replaceState(null, "", "/ProjectDetail/7/#plans");
    fetchMock.mockResolvedValue(jsonResponse(200, project));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "7" });
    const open = root.querySelector<HTMLAnchorElement>('a[aria-label="Open A-101 Floor plan.pdf"]')!;
    expect(open.href).toBe(docUrl(31));
    const download = root.querySelector<HTMLAnchorElement>('a[aria-label="Download A-101 Floor plan.pdf"]')!;
    expect(download.href).toBe(`${docUrl(31)}?download=1`);
  });

  it("plays a video in a <video> element with its captions track", async () => {
    signIn();
    history.replaceState(null, "", "/ProjectDetail/7/#videos");
    fetchMock.mockResolvedValue(jsonResponse(200, project));
    const { root } = await mountWidgetIn(projectDetail, "h2", { projectId: "7" });
    const video = root.querySelector("video")!;
    expect(video.getAttribute("src")).toBe(docUrl(40));
    expect(video.hasAttribute("controls")).toBe(true);
    const track = video.querySelector("track")!;
    expect(track.getAttribute("kind")).toBe("captions");
    expect(track.getAttribute("src")).toBe(`${docUrl(40)}captions/`);
  });
});
