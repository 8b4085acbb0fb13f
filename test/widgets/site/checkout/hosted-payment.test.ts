// Paying at the checkout, under React and preact/compat: the order (never a card) goes to the server with
// its Idempotency-Key, then the buyer goes to the provider's page at the answer's checkout_url; a retry
// keeps its key; back from the provider, the order shows once paid (the cart emptied then), is waited for
// while the provider confirms, and a payment given up, declined or expired leaves the cart as it was.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_POLL } from "../../../../widgets/site/checkout/payment-return.tsx";
import checkout from "../../../../widgets/site/checkout/index.tsx";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { cart } from "../../../../widgets/kits/stores/cart.ts";
import { BILLING } from "../../../helpers/accounts.ts";
import { API, field, jsonResponse, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();
const ME = { username: "dana", name: "dana", role: "General contractor", email: "d@example.com", last_login: null };
const QUOTE = {
  lines: [{ project_id: 1, project_name: "Oak Grove Elementary", size: "small", price: 99, discount: 0, subtotal: 99 }],
  subtotal: 99,
  discount: 0,
  total: 99,
  reward_points: 99,
};
const CHECKOUT_URL = "https://checkout.example/pay/cs_test_1";
const CREATED = { number: "QTO-O-4Q9R493M", total: 99, checkout_url: CHECKOUT_URL, test: true };
const RECEIPT = {
  id: 31,
  number: "QTO-O-4Q9R493M",
  projects: ["Oak Grove Elementary"],
  created_at: "2026-11-26T10:00:00.000Z",
  total: 99,
  status: "placed",
  status_label: "Placed",
  test: false,
  lines: [],
  discount: 0,
  billing: {},
  card: { brand: "visa", last4: "4242" },
};

/** The orders the widget sent, answered in turn by `answers`; receipts answered in turn by `receipts`. */
function serve(answers: Array<() => Response>, receipts: Array<object> = []) {
  const orders: Array<{ body: Record<string, unknown>; headers: Record<string, string> }> = [];
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).slice(API.length);
    if (path === "/reactapp/session/") return jsonResponse(200, { authenticated: true, me: ME });
    if (path === "/reactapp/payments/") return jsonResponse(200, { test_mode: false });
    if (path === "/reactapp/cart/quote/") return jsonResponse(200, QUOTE);
    if (path === `/reactapp/account/orders/${RECEIPT.number}/`) return jsonResponse(200, receipts.shift()!);
    if (path === "/reactapp/orders/") {
      orders.push({ body: JSON.parse(String(init!.body)), headers: init!.headers as Record<string, string> });
      return answers.shift()!();
    }
    return jsonResponse(404, { detail: "Not found." });
  });
  return orders;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=token-1; path=/";
  history.replaceState(null, "", "/CheckOut/");
  account.set({ username: "dana", name: "dana" });
  cart.set([{ project_id: 1, project_name: "Oak Grove Elementary", size: "small" }]);
});

async function ready() {
  const { root } = await mountWidgetIn(checkout, "form");
  await vi.waitFor(() => expect(root.querySelector(".charge")!.textContent).toBe("You'll be charged $99.00."));
  for (const [name, value] of Object.entries(BILLING)) type(field(root, name), value);
  const pay = () => root.querySelector<HTMLButtonElement>("button.primary")!.click();
  return { root, pay };
}

describe("widgets: checkout payment on the provider's page", () => {
  it("sends the order with its total and key, then the buyer to the provider's page", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const orders = serve([() => jsonResponse(201, CREATED)]);
    const { pay } = await ready();
    pay();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toEqual({
      lines: [{ project_id: 1, size: "small" }],
      ...BILLING,
      expected_total: 99,
    });
    expect(orders[0]!.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    // Not paid yet: the cart stays until the provider says so.
    expect(cart.get()).toHaveLength(1);
    assign.mockRestore();
  });

  it("says nothing was charged when the page cannot be opened, and retries with the same key", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const orders = serve([
      () => jsonResponse(502, { detail: "The payment page could not be opened. Nothing was charged: try again." }),
      () => jsonResponse(201, CREATED),
    ]);
    const { root, pay } = await ready();
    pay();
    await vi.waitFor(() =>
      expect(root.querySelector('[role="alert"]')!.textContent).toContain("Nothing was charged: try again."),
    );
    expect((field(root, "address") as HTMLInputElement).value).toBe(BILLING.address);
    pay();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(orders.map((o) => o.headers["Idempotency-Key"])).toEqual([
      orders[0]!.headers["Idempotency-Key"],
      orders[0]!.headers["Idempotency-Key"],
    ]);
    assign.mockRestore();
  });

  it("shows the order once the provider confirmed it, waiting while it confirms, and empties the cart", async () => {
    CONFIRM_POLL.everyMs = 10;
    history.replaceState(null, "", `/CheckOut/?order=${RECEIPT.number}`);
    serve([], [{ ...RECEIPT, status: "awaiting_payment", card: null }, RECEIPT]);
    const { root } = await mountWidgetIn(checkout, ".pay, .confirmation, [role=status]");
    await vi.waitFor(() =>
      expect(root.querySelector(".confirmation h3")!.textContent).toBe("Thank you: your order is placed"),
    );
    expect(root.querySelector(".paid")!.textContent).toBe("We charged $99.00 to your Visa ending in 4242.");
    expect(root.querySelector(".projects")!.textContent).toBe("Take-offs of Oak Grove Elementary.");
    // The receipt and the order's messages, at the addresses the receipt e-mail gives.
    const links = [...root.querySelectorAll(".order-links a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["View your receipt", `${API}/account/billing/receipt/?order=QTO-O-4Q9R493M`],
      ["Message us about this order", `${API}/account/messages/?order=31`],
      ["Back to project leads", `${API}/Projects/`],
    ]);
    expect(cart.get()).toEqual([]);
  });

  it("never says a test order was charged: test mode, no card charged", async () => {
    history.replaceState(null, "", `/CheckOut/?order=${RECEIPT.number}`);
    serve([], [{ ...RECEIPT, test: true }]);
    const { root } = await mountWidgetIn(checkout, ".confirmation");
    const said = root.querySelector(".confirmation")!.textContent!;
    expect(root.querySelector(".paid")!.textContent).toBe(
      "Test mode: no card was charged. This test order's total is $99.00, paid with the test Visa ending in 4242.",
    );
    expect(said).not.toMatch(/we charged|charged \$|charged to/i);
  });

  it("says a payment given up or not completed charged nothing, with the cart as it was", async () => {
    for (const search of [`?not_paid=${RECEIPT.number}`, `?order=${RECEIPT.number}`]) {
      history.replaceState(null, "", `/CheckOut/${search}`);
      serve([], [{ ...RECEIPT, status: "cancelled", status_label: "Not paid", card: null }]);
      const { root, unmount } = await mountWidgetIn(checkout, "form");
      await vi.waitFor(() =>
        expect(root.querySelector('.pay > [role="alert"]')!.textContent).toBe(
          "Payment not completed: nothing was charged, and your cart is as you left it. Pay again when you are ready.",
        ),
      );
      expect(cart.get()).toHaveLength(1);
      expect(root.querySelector(".order-lines li")!.textContent).toContain("Oak Grove Elementary");
      unmount();
    }
  });

  it("asks a buyer back from the provider signed out to log in, and brings them back to the order", async () => {
    account.set(null);
    history.replaceState(null, "", `/CheckOut/?order=${RECEIPT.number}`);
    serve([]);
    const { root } = await mountWidgetIn(checkout, ".gate");
    expect(root.querySelector(".gate a")!.getAttribute("href")).toBe(
      `${API}/login/?next=${encodeURIComponent(`/CheckOut/?order=${RECEIPT.number}`)}`,
    );
  });
});
