// Orders under React and preact/compat: empty with the way to the board, an error with Retry, and each
// order named by its projects as well as its number, with status, total, test mark, and the links to its
// messages and its receipt.
import { describe, expect, it, vi } from "vitest";
import accountOrders from "../../../../widgets/account/account-orders/index.tsx";
import { ORDER, useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, mountWidgetIn } from "../../helpers.ts";

const { serve } = useAccountApi();

describe("widgets: account-orders", () => {
  it("says there are no orders yet with the way to the board, and offers Retry when it cannot load", async () => {
    let fail = true;
    serve({
      "/reactapp/account/orders/": () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { results: [] })),
    });
    const { root } = await mountWidgetIn(accountOrders, '[role="alert"]');
    fail = false;
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(root.querySelector("h3")!.textContent).toBe("No orders yet"));
    expect(root.querySelector("a.button")!.getAttribute("href")).toBe(`${API}/Projects/`);
  });

  it("names each order by its projects and number, with its messages and receipt", async () => {
    serve({ "/reactapp/account/orders/": () => jsonResponse(200, { results: [ORDER] }) });
    const { root } = await mountWidgetIn(accountOrders, "tbody tr");
    const row = root.querySelector("tbody tr")!;
    expect(row.querySelector(".projects")!.textContent).toBe("Oak Grove Elementary, Harbor Bridge");
    expect(row.querySelector(".number")!.textContent).toBe("QTO-O-7K2M9XPDTest order");
    expect(row.textContent).toContain("Placed");
    expect(row.textContent).toContain("$494.04");
    expect([...row.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Messages about order QTO-O-7K2M9XPD", `${API}/account/messages/?order=12`],
      ["Receipt of order QTO-O-7K2M9XPD", `${API}/account/billing/receipt/?order=QTO-O-7K2M9XPD`],
    ]);
  });
});
