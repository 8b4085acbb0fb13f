// An order's page under React and preact/compat: what was paid for (sizes and places by their labels,
// each project linked), Deliver held back until a file is uploaded, cancelling asks first and sends the
// status seen, a 409 is explained and the order read again, removing a file asks first, a file goes up
// with the CSRF cookie fetched when the browser lost it, and a missing order says so.
import { describe, expect, it, vi } from "vitest";
import type { OrderDetail } from "../../../../contract/staff/orders.ts";
import staffOrder from "../../../../widgets/console/staff-order/index.tsx";
import { fakeXhr, jsonResponse, mockFetch, mountWidgetIn, signedInMember } from "../../helpers.ts";

const fetchMock = mockFetch({ member: "admin" });
const FakeXhr = fakeXhr();

const order = (status: OrderDetail["status"], files: OrderDetail["files"] = []): OrderDetail => ({
  id: 5,
  number: "QTO-O-ABCDEFGH",
  placed: "2026-11-20T15:00:00.000Z",
  status,
  status_changed_at: null,
  customer: { username: "dana", email: "dana@example.com" },
  lines: [{ project_id: 1, project_name: "Austin Library", size: "medium", price: 179, discount: 0 }],
  total: 179,
  billing: {
    name_on_card: "Dana Reyes",
    address: "12 Main St",
    city: "Austin",
    zip: "78701",
    country: "US",
    state: "TX",
  },
  payment_reference: "pi_test_1",
  refund_reference: null,
  card: { brand: "visa", last4: "4242" },
  test: true,
  payment: {
    provider: "stripe",
    dashboard_url: "https://dashboard.stripe.com/test/payments/pi_test_1",
    paid_at: "2026-11-20T15:01:00.000Z",
    refunded_cents: 0,
    dispute: null,
  },
  files,
  history: [],
});
const FILE = { id: 8, name: "takeoff.xlsx", kind: "xlsx", size: 4096, uploaded_at: "2026-11-21T10:00:00.000Z" };

function serve(
  orders: OrderDetail[],
  change: (path: string, body: unknown) => Response = () => jsonResponse(200, { ok: true }),
) {
  let reads = 0;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes("/csrf/")) return jsonResponse(200, {});
    if (path.includes("/messages/"))
      return jsonResponse(200, { order: { id: 5, number: "QTO-O-ABCDEFGH" }, messages: [], unread: 0 });
    if (init?.method === "POST" || init?.method === "DELETE")
      return change(path, JSON.parse(String(init.body ?? "{}")));
    if (path.includes("/orders/404/")) return jsonResponse(404, { detail: "No order has this number." });
    return jsonResponse(200, orders[Math.min(reads++, orders.length - 1)]!);
  });
}
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text)!;
const stubDialogs = (root: ShadowRoot) => {
  for (const dialog of root.querySelectorAll("dialog")) dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
};

describe("widgets: staff order", () => {
  it("shows what was paid for, and holds Deliver back until a take-off file is uploaded", async () => {
    history.replaceState(null, "", "/staff/order/?id=5");
    serve([order("in_progress")]);
    const { root } = await mountWidgetIn(staffOrder, "#status-heading");
    expect(root.textContent).toContain("Visa ending in 4242");
    // The record's heading names what was bought (the page's heading has the number), then the test mark.
    expect(root.querySelector(".record__title")!.textContent).toMatch(/^Austin Library\s*test$/);
    // The payment id links to the provider's dashboard, which the server named.
    const payment = [...root.querySelectorAll("a")].find((a) => a.textContent === "pi_test_1")!;
    expect(payment.getAttribute("href")).toBe("https://dashboard.stripe.com/test/payments/pi_test_1");
    expect(payment.getAttribute("rel")).toBe("noopener noreferrer");
    expect(root.textContent).toContain("Test order: no card was charged");
    expect(root.textContent).toContain("Austin Library");
    const deliver = button(root, "Deliver");
    expect(deliver.getAttribute("aria-disabled")).toBe("true");
    expect(root.querySelector(`#${deliver.getAttribute("aria-describedby")}`)!.textContent).toMatch(
      /Upload at least one/,
    );
    deliver.click();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("names the size, country and state by their labels, and links each project to its desk page", async () => {
    history.replaceState(null, "", "/staff/order/?id=5");
    const inCalifornia = order("placed");
    inCalifornia.billing = { ...inCalifornia.billing, city: "San Francisco", zip: "94105", state: "CA" };
    serve([inCalifornia]);
    const { root } = await mountWidgetIn(staffOrder, "#status-heading");
    const line = root.querySelector("tbody tr")!;
    expect([...line.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual([
      "Austin Library",
      "Medium",
      "$179.00",
      "—",
    ]);
    expect(line.querySelector("a")!.getAttribute("href")).toBe("/staff/project/?id=1");
    const billing = [...root.querySelectorAll(".summary__billing + .pairs div")].map((pair) => [
      pair.querySelector("dt")!.textContent,
      pair.querySelector("dd")!.textContent,
    ]);
    expect(billing).toContainEqual(["Country", "United States"]);
    expect(billing).toContainEqual(["State", "California"]);
  });

  it("asks before cancelling, sends the status seen, and explains a 409 with the order read again", async () => {
    history.replaceState(null, "", "/staff/order/?id=5");
    serve([order("placed"), order("in_progress")], () =>
      jsonResponse(409, { detail: "Someone else changed this order's status." }),
    );
    const { root } = await mountWidgetIn(staffOrder, "#status-heading");
    stubDialogs(root);
    // Offered once the server has said who is signed in: an administrator.
    await vi.waitFor(() => expect(button(root, "Cancel and refund").getAttribute("aria-disabled")).toBeNull());
    button(root, "Cancel and refund").click();
    await vi.waitFor(() => expect(root.querySelector("#confirm-heading")?.textContent).toMatch(/refund its payment/));
    const confirm = [...root.querySelectorAll<HTMLButtonElement>("dialog button")].find(
      (b) => b.textContent === "Cancel and refund",
    )!;
    confirm.click();
    await vi.waitFor(() => expect(root.querySelector('dialog [role="alert"]')?.textContent).toContain("Someone else"));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(String(sent[0])).toBe("/reactapp/staff/orders/5/status/");
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ from: "placed", status: "refunded" });
    await vi.waitFor(() => expect(root.querySelector("#status-heading + p .badge")!.textContent).toBe("In progress"));
  });

  it("asks before removing a file, then removes it", async () => {
    history.replaceState(null, "", "/staff/order/?id=5");
    serve([order("in_progress", [FILE]), order("in_progress")]);
    const { root } = await mountWidgetIn(staffOrder, 'button[aria-label="Remove takeoff.xlsx"]');
    stubDialogs(root);
    expect(root.querySelector("a[download]")!.getAttribute("href")).toBe("/reactapp/staff/orders/5/files/8/");
    root.querySelector<HTMLButtonElement>('button[aria-label="Remove takeoff.xlsx"]')!.click();
    await vi.waitFor(() => expect(root.querySelector("#confirm-heading")?.textContent).toBe("Remove takeoff.xlsx?"));
    [...root.querySelectorAll<HTMLButtonElement>("dialog button")].find((b) => b.textContent === "Remove")!.click();
    await vi.waitFor(() => expect(root.textContent).toContain("No files yet."));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")!;
    expect(String(sent[0])).toBe("/reactapp/staff/orders/5/files/8/");
  });

  it("uploads a take-off file after fetching the CSRF cookie the browser lost", async () => {
    history.replaceState(null, "", "/staff/order/?id=5");
    document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    serve([order("in_progress"), order("in_progress", [FILE])]);
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith("/reactapp/csrf/")) document.cookie = "csrftoken=fresh; path=/";
      return served(url, init);
    });
    const { root } = await mountWidgetIn(staffOrder, "#deliverable");
    const input = root.querySelector<HTMLInputElement>("#deliverable")!;
    Object.defineProperty(input, "files", { value: [new File(["a,b"], "takeoff.csv")], configurable: true });
    button(root, "Upload").click();
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/reactapp/csrf/"))).toBe(true);
    expect(FakeXhr.last!.opened).toEqual(["POST", "/reactapp/staff/orders/5/files/"]);
    expect(FakeXhr.last!.headers["X-CSRFToken"]).toBe("fresh");
    FakeXhr.last!.answer(201, FILE);
    await vi.waitFor(() => expect(root.querySelector('a[href="/reactapp/staff/orders/5/files/8/"]')).not.toBeNull());
  });

  it("holds cancelling back from staff, saying why, and offers them no file removal", async () => {
    history.replaceState(null, "", "/staff/order/?id=5");
    signedInMember.role = "staff";
    serve([order("placed", [FILE])]);
    const { root } = await mountWidgetIn(staffOrder, "#cancel-admins-only");
    const cancel = button(root, "Cancel and refund");
    expect(cancel.getAttribute("aria-disabled")).toBe("true");
    expect(root.querySelector(`#${cancel.getAttribute("aria-describedby")}`)!.textContent).toBe(
      "Only an administrator can cancel an order and refund its payment.",
    );
    cancel.click();
    expect(root.querySelector("dialog[open]")).toBeNull();
    expect(button(root, "Start work").getAttribute("aria-disabled")).toBeNull();
    expect(root.querySelector('button[aria-label="Remove takeoff.xlsx"]')).toBeNull();
    expect(root.textContent).toContain("Only an administrator can remove a file.");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST" || init?.method === "DELETE")).toBe(false);
  });

  it("says when no order has the number", async () => {
    history.replaceState(null, "", "/staff/order/?id=404");
    serve([]);
    const { root } = await mountWidgetIn(staffOrder, '[role="alert"]');
    expect(root.textContent).toContain("No order has this number");
    expect(root.querySelector('a[href="/staff/orders/"]')).not.toBeNull();
  });
});
