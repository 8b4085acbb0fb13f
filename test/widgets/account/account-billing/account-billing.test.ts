// Billing under React and preact/compat: empty with the way to the board, an error with Retry, each
// payment with its card, amount, test mark and receipt link, and a visitor signed out sent to log in.
import { describe, expect, it, vi } from "vitest";
import accountBilling from "../../../../widgets/account/account-billing/index.tsx";
import { ORDER, useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, mountWidgetIn } from "../../helpers.ts";

const { serve } = useAccountApi();

describe("widgets: account-billing", () => {
  it("says Billing is empty with the way to the board, and offers Retry when it cannot load", async () => {
    let fail = true;
    serve({
      "/reactapp/account/orders/": () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { results: [] })),
    });
    const { root } = await mountWidgetIn(accountBilling, '[role="alert"]');
    fail = false;
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(root.querySelector("h3")!.textContent).toBe("No orders yet"));
    expect(root.querySelector("a.button")!.getAttribute("href")).toBe(`${API}/Projects/`);
  });
  it("lists the payments with the card, amount, test mark and a receipt link", async () => {
    serve({ "/reactapp/account/orders/": () => jsonResponse(200, { results: [ORDER] }) });
    const { root } = await mountWidgetIn(accountBilling, "tbody tr");
    const row = root.querySelector("tbody tr")!;
    expect(row.querySelector('[data-label="Paid with"]')!.textContent).toBe("Visa ending in 4242Test: not charged");
    expect(row.textContent).toContain("$494.04");
    expect(row.querySelector("a")!.getAttribute("href")).toBe(`${API}/account/billing/receipt/?order=QTO-O-7K2M9XPD`);
  });
  it("sends a visitor whose session ended to log in and come back", async () => {
    history.replaceState(null, "", "/account/billing/");
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    serve({
      "/reactapp/account/orders/": () => jsonResponse(403, { detail: "Authentication credentials were not provided." }),
    });
    await mountWidgetIn(accountBilling, '[role="alert"]');
    expect(assign).toHaveBeenCalledWith(`${API}/login/?next=%2Faccount%2Fbilling%2F`);
  });
});
