// The checkout under React and preact/compat: the sign-in offer, the server-priced order outside the
// account's chrome, and the billing form's rules (the card itself is typed on the payment provider's page).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { REWARD_POINTS_NOTE } from "../../../../contract/choices/takeoff-size-notes.ts";
import checkout from "../../../../widgets/site/checkout/index.tsx";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { cart } from "../../../../widgets/kits/stores/cart.ts";
import { API, blur, field, jsonResponse, messageFor, mockFetch, mountWidgetIn, submit, type } from "../../helpers.ts";

const fetchMock = mockFetch();
const ME = {
  username: "dana",
  name: "dana",
  role: "General contractor",
  email: "dana@example.com",
  last_login: "2026-11-20T15:04:00.000Z",
};
const QUOTE = {
  lines: [
    { project_id: 1, project_name: "Oak Grove Elementary", size: "medium", price: 179, discount: 0, subtotal: 179 },
  ],
  subtotal: 179,
  discount: 0,
  total: 179,
  reward_points: 179,
};

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/CheckOut/");
  cart.set([{ project_id: 1, project_name: "Oak Grove Elementary", size: "medium" }]);
});

function serve({ testMode = false } = {}) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).slice(API.length);
    if (path === "/reactapp/session/") return jsonResponse(200, { authenticated: true, me: ME });
    if (path === "/reactapp/payments/") return jsonResponse(200, { test_mode: testMode });
    if (path === "/reactapp/cart/quote/") return jsonResponse(200, QUOTE);
    return jsonResponse(404, { detail: "Not found." });
  });
}

describe("widgets: checkout", () => {
  it("asks a visitor who is not signed in to log in or register, and to come back", async () => {
    serve();
    const { root } = await mountWidgetIn(checkout, ".gate");
    const links = [...root.querySelectorAll(".gate a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Log in", `${API}/login/?next=%2FCheckOut%2F`],
      ["Register", `${API}/Register/?next=%2FCheckOut%2F`],
    ]);
  });

  it("shows the server's order and total, and no card field of its own", async () => {
    account.set({ username: "dana", name: "dana" });
    serve();
    const { root } = await mountWidgetIn(checkout, ".order-total");
    expect(root.querySelector(".order-lines li")!.textContent).toContain(
      "Oak Grove Elementary · Medium take-off$179.00",
    );
    // Reward points are explained where they are shown.
    expect(root.querySelector(".rewards")!.textContent).toBe(REWARD_POINTS_NOTE);
    await vi.waitFor(() => expect(root.querySelector(".charge")!.textContent).toBe("You'll be charged $179.00."));
    expect(root.querySelector("iframe")).toBeNull();
    expect(root.querySelector("button.primary")!.textContent).toBe("Continue to payment");
    expect(root.querySelector(".card .notice")).toBeNull();
  });

  it("is a page of the shop, not of the account: no user card, no account menu, no Log out", async () => {
    account.set({ username: "dana", name: "dana" });
    serve();
    const { root } = await mountWidgetIn(checkout, ".order-total");
    expect(root.querySelector(".user-card, .side-menu, aside")).toBeNull();
    const controls = [...root.querySelectorAll("a, button")].map((control) => control.textContent);
    expect(controls).not.toContain("Log out");
    expect(root.querySelector("h3")!.textContent).toBe("Your order");
  });

  it("says plainly that no card is charged when the provider is in test mode", async () => {
    account.set({ username: "dana", name: "dana" });
    serve({ testMode: true });
    const { root } = await mountWidgetIn(checkout, "form");
    expect(root.querySelector(".card .notice")!.textContent).toMatch(/^Test mode: no card is charged[,.]/);
  });

  it("checks the billing address with the contract's rules before asking for the card", async () => {
    account.set({ username: "dana", name: "dana" });
    serve();
    const { root } = await mountWidgetIn(checkout, "form");
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "name_on_card")).toBe("Name on card is required."));
    expect(messageFor(root, "address")).toBe("Address is required.");
    expect(messageFor(root, "state")).toBe("State or province is required.");
    type(field(root, "zip"), "K1A 0B1");
    blur(field(root, "zip"));
    await vi.waitFor(() => expect(messageFor(root, "zip")).toBe("Enter a valid ZIP or postal code."));
    // Canada: the postal code is right, and the state list becomes the provinces.
    type(field(root, "country"), "CA");
    await vi.waitFor(() => expect(messageFor(root, "zip")).toBeUndefined());
    const provinces = [...root.querySelectorAll<HTMLOptionElement>('[name="state"] option')].map((o) => o.value);
    expect(provinces).toContain("ON");
    expect(provinces).not.toContain("TX");
    // Nothing reached the server but the account, the payment settings and the prices.
    expect(fetchMock.mock.calls.map((c) => String(c[0]).slice(API.length)).sort()).toEqual([
      "/reactapp/cart/quote/",
      "/reactapp/payments/",
      "/reactapp/session/",
    ]);
  });

  it("says the cart is empty, with the way to the board", async () => {
    account.set({ username: "dana", name: "dana" });
    cart.set([]);
    serve();
    const { root } = await mountWidgetIn(checkout, ".pay");
    await vi.waitFor(() => expect(root.querySelector(".pay h3")!.textContent).toBe("Your cart is empty"));
    expect(root.querySelector("form")).toBeNull();
  });
});
