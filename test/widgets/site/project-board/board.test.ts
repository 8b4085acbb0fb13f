// The board component under React and preact/compat: cards from the API, the parameters it sends,
// favorites, the cart, failures and the empty result.
import { describe, expect, it, vi } from "vitest";
import type { Facets, Page, ProjectCard } from "../../../../contract/schemas/projects.ts";
import projectBoard from "../../../../widgets/site/project-board/index.tsx";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const project = (id: number, name: string): ProjectCard => ({
  project_id: id,
  project_name: name,
  Project_Bid_Date: "2027-01-15",
  city: "Austin",
  company: "Reyes Builders",
  progress: 40,
  project_bid_amount: 1250000,
  takeoff_from: 123.75,
  state: "TX",
  status: "solicited",
  divisions: ["03"],
  featured: false,
  is_new: id === 1,
});
const facets: Facets = {
  count: 2,
  locations: [{ value: "TX", label: "Texas", count: 2 }],
  statuses: [{ value: "solicited", count: 2 }],
  divisions: [{ value: "03", label: "Concrete", count: 2 }],
};
const page = (results: ProjectCard[]): Page<ProjectCard> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** Answers the list and facet calls with `results`. */
function serve(results: ProjectCard[]) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes("/facets/") ? jsonResponse(200, facets) : jsonResponse(200, page(results)),
  );
}

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url))).filter((u) => u.pathname.endsWith("/projects/"));

describe("widgets: project board", () => {
  it("shows the API's projects as cards, with a New badge only on new ones", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/Projects/?keyword=austin&sort=-amount");
    serve([project(1, "Oak Grove Elementary"), project(2, "Fire Station 9")]);
    const { root } = await mountWidgetIn(projectBoard, ".card h3", { urlState: "true" });
    expect([...root.querySelectorAll(".card h3")].map((h) => h.textContent)).toEqual([
      "Oak Grove Elementary",
      "Fire Station 9",
    ]);
    expect(root.querySelectorAll(".badge.new")).toHaveLength(1);
    expect(root.querySelector(".amount")!.textContent).toBe("$1,250,000");
    expect(root.querySelector(".bid-amount")!.textContent).toBe("Bid amount $1,250,000");
    // What a take-off costs, the server's figure, right above Add to Cart.
    const takeoff = root.querySelector(".card .takeoff")!;
    expect(takeoff.textContent).toBe("Take-off from $123.75");
    expect(takeoff.nextElementSibling!.className).toBe("card-actions");
    expect(takeoff.nextElementSibling!.querySelector(".button")!.textContent).toBe("Add to Cart");
    const sent = listCalls()[0]!;
    expect(sent.origin).toBe(API);
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      keyword: "austin",
      sort: "-amount",
      tab: "active",
      page: "1",
    });
  });

  it("favorites a project and adds it to the cart, in local storage, on our own site", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/Projects/");
    serve([project(1, "Oak Grove Elementary")]);
    const { root } = await mountWidgetIn(projectBoard, ".card h3", { api: location.origin });
    // The star says what it does: e-mails about the project's changes to a signed-in visitor.
    expect(root.querySelector(".star")!.getAttribute("title")).toBe(
      "Favorite: signed in, you get an e-mail when this project changes",
    );
    root.querySelector<HTMLButtonElement>(".star")!.click();
    await vi.waitFor(() => expect(root.querySelector(".star")!.getAttribute("aria-pressed")).toBe("true"));
    expect(localStorage.getItem("qto-favorites")).toBe("[1]");
    [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Add to Cart")!.click();
    await vi.waitFor(() =>
      expect(root.querySelector(`a[href="${location.origin}/Cart/"]`)?.textContent).toBe("In cart: view cart"),
    );
    expect(JSON.parse(localStorage.getItem("qto-cart")!)).toEqual([
      { project_id: 1, project_name: "Oak Grove Elementary", size: "small" },
    ]);
  });

  it("shows Purchased, linking to the Drive, for a project the signed-in customer bought", async () => {
    localStorage.clear();
    localStorage.setItem("qto-account", JSON.stringify({ username: "buyer", name: "Dana" }));
    history.replaceState(null, "", "/Projects/");
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/reactapp/account/purchased/")
        ? jsonResponse(200, { ids: [2] })
        : String(url).includes("/facets/")
          ? jsonResponse(200, facets)
          : jsonResponse(200, page([project(1, "Oak Grove Elementary"), project(2, "Fire Station 9")])),
    );
    const { root } = await mountWidgetIn(projectBoard, ".card h3", { api: location.origin });
    const actions = () => [...root.querySelectorAll(".card-actions .button")].map((b) => b.textContent);
    await vi.waitFor(() => expect(actions()).toEqual(["Add to Cart", "Purchased: see your files"]));
    expect(root.querySelector<HTMLAnchorElement>("a.button")!.href).toBe(`${location.origin}/account/drive/`);
    // Asked once for the whole board, not once per card.
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/account/purchased/"));
    expect(asked.map(([url]) => String(url))).toEqual([`${location.origin}/reactapp/account/purchased/`]);
    expect(localStorage.getItem("qto-purchased")).toBe("[2]");
    // Signed out in another tab: what this browser remembers of the account's purchases no longer shows.
    localStorage.removeItem("qto-account");
    dispatchEvent(new StorageEvent("storage", { key: "qto-account" }));
    await vi.waitFor(() => expect(actions()).toEqual(["Add to Cart", "Add to Cart"]));
  });

  it("offers Retry after a failure and to clear the filters on an empty result", async () => {
    history.replaceState(null, "", "/Projects/?keyword=nothing");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { root, events } = await mountWidgetIn(projectBoard, '[role="alert"]', { urlState: "true" });
    expect(root.querySelector('[role="alert"]')!.textContent).toMatch(/could not reach our server/);
    await vi.waitFor(() =>
      expect(events.filter((e) => e.type === "qto:error").map((e) => e.detail)).toEqual([
        { widget: "test-widget", kind: "network", message: expect.stringMatching(/could not reach our server/) },
      ]),
    );
    serve([]);
    [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Retry")!.click();
    await vi.waitFor(() => expect(root.textContent).toContain("No projects match these filters."));
    [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Clear the filters")!.click();
    await vi.waitFor(() => expect(location.search).toBe(""));
  });

  it("on a partner page leaves the host's address alone unless it asks with data-url-state", async () => {
    history.replaceState(null, "", "/partner/leads/?campaign=fall");
    serve([project(1, "Oak Grove Elementary"), project(2, "Fire Station 9")]);
    const { root } = await mountWidgetIn(projectBoard, ".card h3");
    // The partner's own query string is not read as filters either.
    expect(listCalls()[0]!.searchParams.has("campaign")).toBe(false);
    [...root.querySelectorAll<HTMLButtonElement>(".tabs button")].at(-1)!.click();
    await vi.waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
    expect(location.pathname + location.search).toBe("/partner/leads/?campaign=fall");
  });

  it("on a partner page hands Add to Cart over to our /Cart/ instead of the partner's storage", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/partner/leads/");
    serve([project(7, "Fire Station 9")]);
    const { root } = await mountWidgetIn(projectBoard, ".card h3");
    const add = [...root.querySelectorAll<HTMLAnchorElement>("a.button")].find((a) => a.textContent === "Add to Cart");
    expect(add!.href).toBe(`${API}/Cart/?add=7&size=small`);
    expect(root.querySelector("button.button")?.textContent).not.toBe("Add to Cart");
    expect(localStorage.getItem("qto-cart")).toBeNull();
  });

  it("offers no star and no Favorites tab on a partner page, where our stars cannot be kept or shown", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/partner/leads/");
    serve([project(7, "Fire Station 9")]);
    const { root } = await mountWidgetIn(projectBoard, ".card h3");
    expect(root.querySelector(".star")).toBeNull();
    expect([...root.querySelectorAll(".tabs button")].map((b) => b.textContent)).toEqual([
      "Active",
      "Past",
      "Featured",
    ]);
  });

  it("shows the trade groupings apart from the CSI divisions, under their own legend and unnumbered", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/Projects/");
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("/facets/")
        ? jsonResponse(200, {
            ...facets,
            divisions: [
              { value: "03", label: "Concrete", count: 2 },
              { value: "plumbing-hvac", label: "Plumbing + HVAC", count: 1 },
            ],
          })
        : jsonResponse(200, page([project(1, "Oak Grove Elementary")])),
    );
    const { root } = await mountWidgetIn(projectBoard, ".divisions label", { api: location.origin });
    const groups = [...root.querySelectorAll(".divisions fieldset")].map((set) => [
      set.querySelector("legend")!.textContent,
      [...set.querySelectorAll("label")].map((label) => label.textContent),
    ]);
    expect(groups).toEqual([
      ["CSI divisions", ["03 Concrete (2)"]],
      ["Trade groupings", ["Plumbing + HVAC (1)"]],
    ]);
  });

  it("says the count on the filters' Show button: plural, singular, and none", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/Projects/");
    const show = async (results: ProjectCard[]) => {
      serve(results);
      const { root } = await mountWidgetIn(projectBoard, ".card h3, .notice", { api: location.origin });
      return root.querySelector(".show-results button")!.textContent;
    };
    expect(await show([project(1, "A"), project(2, "B")])).toBe("Show 2 projects");
    expect(await show([project(1, "A")])).toBe("Show 1 project");
    expect(await show([])).toBe("No projects match");
  });

  it("closes the filters and moves focus to the results' heading from Show N projects", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/Projects/");
    serve([project(1, "A"), project(2, "B")]);
    const { root } = await mountWidgetIn(projectBoard, ".card h3", { api: location.origin });
    const panel = root.querySelector<HTMLDetailsElement>(".filters-panel")!;
    panel.open = true;
    const scrolled = vi.spyOn(root.querySelector(".results")!, "scrollIntoView");
    root.querySelector<HTMLButtonElement>(".show-results button")!.click();
    expect(panel.open).toBe(false);
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(root.activeElement).toBe(root.querySelector(".summary-line h3"));
    expect(root.activeElement!.textContent).toBe("2 projects");
  });

  it("moves the view to the top of the results, and focus to their heading, when the visitor pages", async () => {
    localStorage.clear();
    history.replaceState(null, "", "/Projects/");
    const many = Array.from({ length: 12 }, (_, i) => project(i + 1, `Project ${i + 1}`));
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("/facets/")
        ? jsonResponse(200, facets)
        : jsonResponse(200, { ...page(many), count: 40, next: "?page=2" }),
    );
    const { root } = await mountWidgetIn(projectBoard, ".pager");
    const results = root.querySelector<HTMLElement>(".results")!;
    const scrolled = vi.spyOn(results, "scrollIntoView");
    [...root.querySelectorAll<HTMLButtonElement>(".pager button")].find((b) => b.textContent === "Next")!.click();
    await vi.waitFor(() => expect(root.querySelector(".pager span")!.textContent).toBe("Page 2 of 4"));
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(root.activeElement).toBe(root.querySelector(".summary-line h3"));
  });
});
