// A receipt under React and preact/compat, and an order that is not the customer's shown as not found.
import { describe, expect, it } from "vitest";
import accountReceipt from "../../../../widgets/account/account-receipt/index.tsx";
import { RECEIPT, useAccountApi } from "../../account-fixtures.ts";
import { jsonResponse, mountWidgetIn } from "../../helpers.ts";

const { serve } = useAccountApi();

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

  it("shows no subtotal or discount rows for an order without a discount", async () => {
    history.replaceState(null, "", "/account/billing/receipt/?order=QTO-O-7K2M9XPD");
    const undiscounted = {
      ...RECEIPT,
      lines: RECEIPT.lines.map((line) => ({ ...line, discount: 0 })),
      discount: 0,
      total: 537,
    };
    serve({ "/reactapp/account/orders/QTO-O-7K2M9XPD/": () => jsonResponse(200, undiscounted) });
    const { root } = await mountWidgetIn(accountReceipt, ".receipt");
    const rows = [...root.querySelectorAll("tfoot th")].map((th) => th.textContent);
    expect(rows).toEqual(["Total"]);
    expect(root.textContent).not.toContain("−$0.00");
  });
});
