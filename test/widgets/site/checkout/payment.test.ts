// Paying at the checkout, under React and preact/compat, with the card fields' frame played by the
// test: only its messages (from the provider's origin and the frame's window, with the request's id)
// count; the order carries the token, never a card number; a retry keeps its Idempotency-Key; a
// declined card and a changed total say what happened and keep everything filled in.
import { beforeEach, describe, expect, it, vi } from "vitest";
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
const CREATED = { number: "QTO-O-4Q9R493M", total: 99, card: { brand: "visa", last4: "4242" } };

/** The orders the widget sent, answered in turn by `answers`. */
function serve(...answers: Array<() => Response | Promise<Response>>) {
  const orders: Array<{ body: Record<string, unknown>; headers: Record<string, string> }> = [];
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).slice(API.length);
    if (path === "/reactapp/session/") return jsonResponse(200, { authenticated: true, me: ME });
    if (path === "/reactapp/payments/") return jsonResponse(200, { fields_url: "/test-gateway/fields" });
    if (path === "/reactapp/cart/quote/") return jsonResponse(200, QUOTE);
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

/** Mounts the checkout, fills the billing address, and plays the card fields' frame. */
async function ready() {
  const { root } = await mountWidgetIn(checkout, "iframe");
  await vi.waitFor(() => expect(root.querySelector(".charge")!.textContent).toBe("You'll be charged $99.00."));
  for (const [name, value] of Object.entries(BILLING)) type(field(root, name), value);
  const frameWindow = root.querySelector("iframe")!.contentWindow!;
  const asked: Array<{ type: string; id?: string }> = [];
  vi.spyOn(frameWindow, "postMessage").mockImplementation((message: unknown) => {
    asked.push(message as { type: string; id?: string });
  });
  const say = (data: object, { origin = API, source = frameWindow as unknown } = {}) =>
    dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
  const pay = () => root.querySelector<HTMLButtonElement>("button.primary")!.click();
  /** Answers the latest tokenize request with a token. */
  const answer = async (token = "tok_test_1") => {
    await vi.waitFor(() => expect(asked.some((m) => m.type === "qto-payment-tokenize")).toBe(true));
    const request = asked.filter((m) => m.type === "qto-payment-tokenize").at(-1)!;
    say({ type: "qto-payment-token", id: request.id, token, brand: "visa", last4: "4242" });
    return request;
  };
  return { root, say, pay, answer, asked };
}

describe("widgets: checkout payment", () => {
  it("waits for the frame, takes only its answer to this request, and sends the order with the token", async () => {
    const orders = serve(() => jsonResponse(201, CREATED));
    const { root, say, pay, answer, asked } = await ready();
    pay();
    // Not ready yet: nothing is asked of the frame.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((m) => m.type === "qto-payment-tokenize")).toEqual([]);
    say({ type: "qto-payment-ready" });
    await vi.waitFor(() => expect(asked.some((m) => m.type === "qto-payment-tokenize")).toBe(true));
    const { id } = asked.find((m) => m.type === "qto-payment-tokenize")!;
    // Messages from another origin, another window, or about another request change nothing.
    say(
      { type: "qto-payment-token", id, token: "tok_forged", brand: "visa", last4: "0000" },
      { origin: "https://evil.example" },
    );
    say({ type: "qto-payment-token", id, token: "tok_forged", brand: "visa", last4: "0000" }, { source: window });
    say({ type: "qto-payment-token", id: "an-old-request", token: "tok_late", brand: "visa", last4: "1111" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orders).toEqual([]);
    await answer("tok_test_real");
    await vi.waitFor(() => expect(root.querySelector(".reference")?.textContent).toBe("QTO-O-4Q9R493M"));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toEqual({
      lines: [{ project_id: 1, size: "small" }],
      ...BILLING,
      payment_token: "tok_test_real",
      expected_total: 99,
    });
    expect(orders[0]!.headers["Idempotency-Key"]).toMatch(/^[\w-]{8,}$/);
    expect(root.textContent).toContain("We charged $99.00 to your Visa ending in 4242.");
    expect(cart.get()).toEqual([]);
  });

  it("keeps the Idempotency-Key across a retry, and says why a card was declined, keeping every answer", async () => {
    const orders = serve(
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => jsonResponse(402, { detail: "Your card was declined.", code: "card_declined" }),
    );
    const { root, say, pay, answer } = await ready();
    say({ type: "qto-payment-ready" });
    pay();
    await answer("tok_test_1");
    await vi.waitFor(() => expect(root.querySelector(".failure")).not.toBeNull());
    pay();
    await answer("tok_test_2");
    await vi.waitFor(() => expect(root.querySelector(".failure p")!.textContent).toContain("Your card was declined."));
    expect(orders.map((o) => o.body.payment_token)).toEqual(["tok_test_1", "tok_test_2"]);
    expect(orders[1]!.headers["Idempotency-Key"]).toBe(orders[0]!.headers["Idempotency-Key"]);
    expect(root.querySelector(".failure p")!.textContent).toContain("Nothing was charged");
    expect(field(root, "address")!.value).toBe("12 Main St");
    expect(cart.get()).toHaveLength(1);
  });

  it("says the total changed, charging nothing, and asks for the prices again", async () => {
    serve(() => jsonResponse(409, { detail: "The total changed to $120.00 since you saw it.", total: 120 }));
    const { root, say, pay, answer } = await ready();
    const quotes = () => fetchMock.mock.calls.filter((c) => String(c[0]).endsWith("/cart/quote/")).length;
    const before = quotes();
    say({ type: "qto-payment-ready" });
    pay();
    await answer();
    await vi.waitFor(() =>
      expect(root.querySelector(".failure p")!.textContent).toBe("The total changed to $120.00 since you saw it."),
    );
    await vi.waitFor(() => expect(quotes()).toBe(before + 1));
  });

  it("pays when the visitor presses Enter in a card field", async () => {
    const orders = serve(() => jsonResponse(201, CREATED));
    const { root, say, answer } = await ready();
    say({ type: "qto-payment-ready" });
    say({ type: "qto-payment-submit" });
    await answer();
    await vi.waitFor(() => expect(root.querySelector(".reference")).not.toBeNull());
    expect(orders).toHaveLength(1);
  });
});
