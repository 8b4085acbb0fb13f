// A receipt under React and preact/compat, and an order that is not the customer's shown as not found.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import accountReceipt from "../../../widgets/account-receipt/index.tsx";
import { account } from "../../../widgets/stores/account.ts";
import { RECEIPT, type Route, serve as serveFake } from "../account-fixtures.ts";
import { jsonResponse, mockFetch, mountWidgetIn } from "../helpers.ts";

const fetchMock = mockFetch();
const serve = (routes: Record<string, Route>) => serveFake(fetchMock, routes);

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=token-1; path=/";
  account.set({ username: "dana", name: "dana" });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("widgets: account-receipt", () => {
  it("shows a receipt, and an order that is not the customer's as not found", async () => {
    history.replaceState(null, "", "/account/billing/receipt/?order=QTO-O-7K2M9XPD");
    serve({ "/reactapp/account/orders/QTO-O-7K2M9XPD/": () => jsonResponse(200, RECEIPT) });
    const { root } = await mountWidgetIn(accountReceipt, ".receipt");
    const text = root.textContent!;
    for (const expected of ["Receipt for order QTO-O-7K2M9XPD", "Test order", "Visa ending in 4242", "$537.00"])
      expect(text).toContain(expected);
    expect(text).toContain("−$42.96");
    expect(root.querySelector("address")!.textContent).toContain("Austin, TX 78701");

    history.replaceState(null, "", "/account/billing/receipt/?order=QTO-O-SOMEONES");
    const other = await mountWidgetIn(accountReceipt, '[role="alert"]');
    expect(other.root.querySelector("h3")!.textContent).toBe("No such order in your account");
  });
});
