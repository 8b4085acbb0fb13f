// The cart widget under React and preact/compat: the server's prices for the stored lines, sizes that
// re-price at once (explained beside the table), reward points explained, Checkout first and Clear Cart last, remove and clear with Undo, and every state (empty, pricing, failed).
import { beforeEach, describe, expect, it, vi } from "vitest";
import cartWidget from "../../../../widgets/site/cart/index.tsx";
import { REWARD_POINTS_NOTE, TAKEOFF_SIZE_COVERS } from "../../../../contract/choices/takeoff-size-notes.ts";
import { takeoffSizes } from "../../../../contract/choices/takeoff-sizes.ts";
import { cart } from "../../../../widgets/kits/stores/cart.ts";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();
const PRICES = { small: 99, medium: 179, large: 299 } as const;
const NAMES: Record<number, string> = { 1: "Oak Grove Elementary", 2: "Harbor Pier Repairs", 3: "Route 9 Bridge" };

/** A pricing server: every line at its size's price, 8% off from three lines. */
function priceLines() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { lines } = JSON.parse(String(init!.body)) as { lines: Array<{ project_id: number; size: "small" }> };
    const rate = lines.length >= 3 ? 0.08 : 0;
    const priced = lines.map((line) => {
      const price = PRICES[line.size];
      const discount = Math.round(price * rate * 100) / 100;
      return { ...line, project_name: NAMES[line.project_id], price, discount, subtotal: price - discount };
    });
    const sum = (key: "price" | "discount" | "subtotal") =>
      Math.round(priced.reduce((total, line) => total + line[key], 0) * 100) / 100;
    const total = sum("subtotal");
    return jsonResponse(200, {
      lines: priced,
      subtotal: sum("price"),
      discount: sum("discount"),
      total,
      reward_points: Math.round(total),
    });
  });
}

const sentLines = (n: number) => JSON.parse(String(fetchMock.mock.calls[n]![1]!.body)).lines;
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text)!;
const rows = (root: ShadowRoot) =>
  [...root.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent!.trim()));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/Cart/");
});

function fill(...ids: number[]) {
  cart.set(ids.map((id) => ({ project_id: id, project_name: NAMES[id]!, size: "small" as const })));
}

describe("widgets: cart", () => {
  it("says an empty cart is empty and links to the board, asking the server nothing", async () => {
    const { root } = await mountWidgetIn(cartWidget, ".empty");
    expect(root.querySelector(".empty h3")!.textContent).toBe("Your cart is empty");
    expect(root.querySelector<HTMLAnchorElement>(".empty a")!.getAttribute("href")).toBe(`${API}/Projects/`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's prices, discounts, total and reward points, sending only ids and sizes", async () => {
    priceLines();
    fill(1, 2, 3);
    const { root } = await mountWidgetIn(cartWidget, ".total td");
    await vi.waitFor(() => expect(root.querySelector(".total td")!.textContent).toBe("$273.24"));
    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/reactapp/cart/quote/`);
    expect(sentLines(0)).toEqual([1, 2, 3].map((id) => ({ project_id: id, size: "small" })));
    expect(rows(root)[0]).toEqual([
      "Oak Grove Elementary",
      "SmallMediumLarge",
      "$99.00",
      "−$7.92",
      "$91.08",
      "Remove Oak Grove Elementary",
    ]);
    expect(root.querySelector(".banner")!.textContent).toBe(
      `With this purchase you will earn 273 Reward Points. ${REWARD_POINTS_NOTE}`,
    );
  });

  it("re-prices the cart as soon as a size is chosen, and Update Cart asks for the prices again", async () => {
    priceLines();
    fill(1, 2);
    const { root } = await mountWidgetIn(cartWidget, "select");
    await vi.waitFor(() => expect(root.querySelector(".total td")!.textContent).toBe("$198.00"));
    const select = root.querySelector<HTMLSelectElement>("select")!;
    select.value = "large";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(root.querySelector(".total td")!.textContent).toBe("$398.00"));
    expect(cart.get()[0]!.size).toBe("large");
    expect(sentLines(1)[0]).toEqual({ project_id: 1, size: "large" });
    button(root, "Update Cart").click();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentLines(2)[0]).toEqual({ project_id: 1, size: "large" });
  });

  it("explains every size where sizes are chosen, from the sizes' one list", async () => {
    priceLines();
    fill(1);
    const { root } = await mountWidgetIn(cartWidget, "details.sizes");
    const details = root.querySelector("details.sizes")!;
    expect(details.querySelector("summary")!.textContent).toBe("What do the take-off sizes cover?");
    expect([...details.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(takeoffSizes.map((s) => s.label));
    expect([...details.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(
      takeoffSizes.map((s) => `Quantities for ${TAKEOFF_SIZE_COVERS[s.value]}.`),
    );
  });

  it("removes a line and clears the cart, each with Undo", async () => {
    priceLines();
    fill(1, 2);
    const { root } = await mountWidgetIn(cartWidget, "tbody tr");
    await vi.waitFor(() => expect(rows(root)).toHaveLength(2));
    root.querySelector<HTMLButtonElement>(".remove")!.click();
    await vi.waitFor(() => expect(rows(root).map((row) => row[0])).toEqual(["Harbor Pier Repairs"]));
    expect(root.querySelector(".note")!.textContent).toContain("Removed Oak Grove Elementary.");
    // The Remove button went with its line: focus waits on Undo.
    await vi.waitFor(() => expect(root.activeElement).toBe(button(root, "Undo")));
    button(root, "Undo").click();
    await vi.waitFor(() => expect(rows(root)).toHaveLength(2));
    button(root, "Clear Cart").click();
    await vi.waitFor(() => expect(root.querySelector(".empty")).not.toBeNull());
    expect(cart.get()).toEqual([]);
    button(root, "Undo").click();
    await vi.waitFor(() => expect(cart.get()).toHaveLength(2));
  });

  it("puts Checkout first and Clear Cart last, in the page's order as on a phone's screen", async () => {
    priceLines();
    fill(1, 2);
    const { root } = await mountWidgetIn(cartWidget, "tbody tr");
    const actions = [...root.querySelector(".cart-actions")!.children].map((action) => action.textContent);
    expect(actions).toEqual(["Checkout", "Back to Shopping", "Update Cart", "Clear Cart"]);
  });

  it("offers Retry when pricing fails, and drops projects no longer offered, naming them", async () => {
    fill(1, 2);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { root } = await mountWidgetIn(cartWidget, "tbody tr");
    await vi.waitFor(() => expect(root.querySelector(".failure")).not.toBeNull());
    expect(root.querySelector(".failure p")!.textContent).toContain("could not reach our server");
    expect(root.querySelector(".total td")!.textContent).toBe("…");
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { lines: ["Unknown project: 2."], unknown_projects: [2] }));
    priceLines();
    button(root, "Retry").click();
    await vi.waitFor(() => expect(rows(root).map((row) => row[0])).toEqual(["Oak Grove Elementary"]));
    expect(root.querySelector(".note")!.textContent).toBe(
      "No longer offered, so taken out of your cart: Harbor Pier Repairs.",
    );
    await vi.waitFor(() => expect(root.querySelector(".total td")!.textContent).toBe("$99.00"));
  });

  it("adds the project a partner page handed over (/Cart/?add=ID&size=S), once", async () => {
    history.replaceState(null, "", "/Cart/?add=3&size=medium");
    const prices = priceLines;
    prices();
    const quote = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).includes("/reactapp/projects/projects/3/")
        ? jsonResponse(200, { project_id: 3, project_name: NAMES[3] })
        : quote(url, init),
    );
    const { root } = await mountWidgetIn(cartWidget, "tbody tr");
    expect(cart.get()).toEqual([{ project_id: 3, project_name: "Route 9 Bridge", size: "medium" }]);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/reactapp/projects/projects/3/?format=json`);
    expect(location.search).toBe("");
    await vi.waitFor(() => expect(rows(root)[0]!.join(" ")).toContain("Route 9 Bridge"));
  });

  it("says so when the handed-over project is no longer listed", async () => {
    history.replaceState(null, "", "/Cart/?add=999&size=small");
    fetchMock.mockResolvedValue(jsonResponse(404, { detail: "Not found." }));
    const { root } = await mountWidgetIn(cartWidget, ".note");
    expect(root.querySelector(".note")!.textContent).toBe("That project is no longer listed, so it was not added.");
    expect(cart.get()).toEqual([]);
  });
});
