// The console's orders list under React and preact/compat: the view comes from the URL and goes back to
// it, rows link to the order with its status, test mark and unread messages, a refused filter is
// explained beside it, and an empty result says what it means.
import { describe, expect, it, vi } from "vitest";
import type { OrderRow, OrdersPage } from "../../../../contract/staff/orders.ts";
import staffOrders from "../../../../widgets/console/staff-orders/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const row = (id: number, unread = 0): OrderRow => ({
  id,
  number: `QTO-O-0000000${id}`,
  placed: "2026-11-20T15:00:00.000Z",
  status: "placed",
  customer: "dana",
  email: "dana@example.com",
  total: 278,
  test: true,
  unread,
});

function serve(answer: (url: string) => Response) {
  fetchMock.mockImplementation(async (url) => answer(String(url)));
}
const page = (results: OrderRow[]): OrdersPage => ({ count: results.length, page: 1, page_size: 50, results });
const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/reactapp/staff/orders/"));

describe("widgets: staff orders", () => {
  it("asks for the view in the URL, lists it, and puts a changed filter back into the URL", async () => {
    history.replaceState(null, "", "/staff/orders/?status=placed&test=hide");
    serve(() => jsonResponse(200, page([row(1, 2), row(2)])));
    const { root } = await mountWidgetIn(staffOrders, "tbody tr");
    expect(listCalls()[0]).toBe("/reactapp/staff/orders/?status=placed&test=hide");
    const first = root.querySelector("tbody tr")!;
    expect(first.querySelector("a")!.getAttribute("href")).toBe("/staff/order/?id=1");
    expect(first.textContent).toContain("$278.00");
    expect(first.textContent).toContain("Placed");
    expect(first.textContent).toContain("test");
    expect(first.textContent).toContain("2 unread");
    const status = root.querySelector<HTMLSelectElement>("#filter-status")!;
    status.value = "delivered";
    status.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(location.search).toBe("?status=delivered&test=hide"));
    await vi.waitFor(() => expect(listCalls().at(-1)).toBe("/reactapp/staff/orders/?status=delivered&test=hide"));
  });

  it("says when nothing matches, and explains a refused filter beside it", async () => {
    history.replaceState(null, "", "/staff/orders/?from=2026-13-01");
    serve(() => jsonResponse(400, { from: ["Enter a date as YYYY-MM-DD."] }));
    const { root } = await mountWidgetIn(staffOrders, "#filter-from-error");
    expect(root.querySelector("#filter-from-error")!.textContent).toBe("Enter a date as YYYY-MM-DD.");
    expect(root.querySelector("#filter-from")!.getAttribute("aria-describedby")).toBe("filter-from-error");

    history.replaceState(null, "", "/staff/orders/?q=nobody");
    serve(() => jsonResponse(200, page([])));
    const empty = await mountWidgetIn(staffOrders, ".empty, [role='status']");
    await vi.waitFor(() => expect(empty.root.textContent).toContain("No orders match these filters."));
  });
});
