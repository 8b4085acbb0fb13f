// Messages under React and preact/compat: the conversations list (empty, error with Retry, unread marked
// in words, newest first), one thread opened from ?order=N (marked read, a reply sent with its text kept
// when refused), an order that is not the customer's ("not found", nothing of it), and signed out.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ThreadSummary } from "../../../../contract/account/threads.ts";
import type { OrderThread } from "../../../../contract/schemas/order-messages.ts";
import accountMessages from "../../../../widgets/account/account-messages/index.tsx";
import { useAccountApi } from "../../account-fixtures.ts";
import { API, fakeXhr, jsonResponse, mountWidgetIn, type } from "../../helpers.ts";

const { fetchMock, serve } = useAccountApi();

const SUMMARY: ThreadSummary = {
  order: {
    id: 5,
    number: "QTO-O-ABCDEFGH",
    projects: ["Oak Grove Elementary", "Harbor Bridge"],
    status: "in_progress",
    status_label: "In progress",
    created_at: "2026-11-20T15:00:00.000Z",
  },
  messages: 3,
  unread: 2,
  last: { side: "staff", preview: "The basement plan is attached.", created_at: "2026-11-22T09:30:00.000Z" },
};
const QUIET: ThreadSummary = {
  order: {
    id: 4,
    number: "QTO-O-QUIET123",
    projects: ["Route 9 Bridge"],
    status: "placed",
    status_label: "Placed",
    created_at: "2026-11-19T15:00:00.000Z",
  },
  messages: 0,
  unread: 0,
  last: null,
};
const THREAD: OrderThread = {
  order: { id: 5, number: "QTO-O-ABCDEFGH" },
  unread: 1,
  messages: [
    {
      id: 11,
      side: "customer",
      author: "dana",
      body: "Is the garage included?",
      attachment: null,
      created_at: "2026-11-21T10:00:00.000Z",
    },
    {
      id: 12,
      side: "staff",
      author: "QTO Solutions",
      body: "Yes. The basement plan is attached.",
      attachment: { name: "basement.pdf", size: 40_960 },
      created_at: "2026-11-22T09:30:00.000Z",
    },
  ],
};

/** The multipart POST of a reply (uploads/upload.ts), answered when the test says. */
const FakeXhr = fakeXhr();
afterEach(() => history.replaceState(null, "", "/"));

describe("widgets: account-messages", () => {
  it("says there is no conversation yet, and offers Retry when the list cannot load", async () => {
    let fail = true;
    serve({ "/reactapp/account/threads/": () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { results: [] })) });
    const { root } = await mountWidgetIn(accountMessages, '[role="alert"]');
    fail = false;
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(root.querySelector("h2")!.textContent).toBe("No conversations yet"));
    expect(root.querySelector("a.button")!.getAttribute("href")).toBe(`${API}/Projects/`);
  });

  it("lists each order's conversation with its unread messages said in words and a link to open it", async () => {
    serve({ "/reactapp/account/threads/": () => jsonResponse(200, { results: [SUMMARY, QUIET] }) });
    const { root } = await mountWidgetIn(accountMessages, ".thread");
    expect(root.querySelector(".threads__summary")!.textContent).toBe("2 unread messages from QTO Solutions.");
    const [busy, quiet] = [...root.querySelectorAll(".thread")];
    expect(busy!.className).toContain("thread--unread");
    expect(busy!.querySelector(".badge")!.textContent).toBe("2 unread");
    expect(busy!.querySelector("a")!.getAttribute("href")).toBe(`${API}/account/messages/?order=5`);
    // Each order named by its projects as well as its number.
    expect(busy!.querySelector("a")!.textContent).toBe("Oak Grove Elementary, Harbor Bridge · Order QTO-O-ABCDEFGH");
    expect(busy!.textContent).toContain("QTO Solutions: The basement plan is attached.");
    expect(busy!.textContent).toContain("In progress");
    expect(quiet!.querySelector(".badge")).toBeNull();
    expect(quiet!.textContent).toContain("No messages yet");
  });

  it("opens ?order=N's thread, marks it read, and sends a reply (kept, with the reason, when refused)", async () => {
    history.replaceState(null, "", "/account/messages/?order=5");
    const reads: unknown[] = [];
    let thread = THREAD;
    serve({
      "/reactapp/orders/5/messages/": () => jsonResponse(200, thread),
      "/reactapp/orders/5/messages/read/": (init) => (
        reads.push(JSON.parse(String(init?.body))),
        jsonResponse(200, { ok: true })
      ),
      "/reactapp/csrf/": () => jsonResponse(200, {}),
    });
    const { root } = await mountWidgetIn(accountMessages, ".message");
    expect(root.querySelector("h2")!.textContent).toBe("Order QTO-O-ABCDEFGH");
    expect(root.querySelectorAll(".message")).toHaveLength(2);
    expect(root.querySelector(".message__file a")!.getAttribute("href")).toBe(
      `${API}/reactapp/orders/5/messages/12/attachment/`,
    );
    await vi.waitFor(() => expect(reads).toEqual([{ up_to: 12 }]));

    const box = root.querySelector<HTMLTextAreaElement>("#reply-body")!;
    type(box, "x".repeat(3));
    root.querySelector<HTMLButtonElement>(".reply button")!.click();
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
    expect(FakeXhr.last!.opened).toEqual(["POST", `${API}/reactapp/orders/5/messages/`]);
    FakeXhr.last!.answer(400, { body: ["Keep a message under 10,000 characters."] });
    await vi.waitFor(() => expect(root.querySelector("#reply-body-error")!.textContent).toMatch(/under 10,000/));
    expect(box.value).toBe("xxx");
    expect(box.getAttribute("aria-invalid")).toBe("true");

    type(box, "Thanks, that is all.");
    root.querySelector<HTMLButtonElement>(".reply button")!.click();
    await vi.waitFor(() => expect(FakeXhr.last?.body?.get("body")).toBe("Thanks, that is all."));
    const answered = {
      id: 13,
      side: "customer",
      author: "dana",
      body: "Thanks, that is all.",
      attachment: null,
      created_at: "2026-11-22T10:00:00.000Z",
    } as const;
    thread = { ...THREAD, unread: 0, messages: [...THREAD.messages, answered] };
    FakeXhr.last!.answer(201, { id: 13 });
    await vi.waitFor(() => expect(root.querySelectorAll(".message")).toHaveLength(3));
    expect(root.querySelector<HTMLTextAreaElement>("#reply-body")!.value).toBe("");
    expect(root.querySelector("#reply-body-error")).toBeNull();
  });

  it("says an order that is not the customer's is not found, showing nothing of it", async () => {
    history.replaceState(null, "", "/account/messages/?order=9");
    serve({});
    const { root } = await mountWidgetIn(accountMessages, '[role="alert"] h2');
    expect(root.querySelector('[role="alert"] h2')!.textContent).toBe("Conversation not found");
    expect(root.querySelector("form")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(`${API}/reactapp/orders/9/messages/`, expect.anything());

    history.replaceState(null, "", "/account/messages/?order=abc");
    fetchMock.mockClear();
    const other = await mountWidgetIn(accountMessages, '[role="alert"] h2');
    expect(other.root.textContent).toContain("Conversation not found");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a visitor whose session ended to log in and come back to the thread", async () => {
    history.replaceState(null, "", "/account/messages/?order=5");
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    serve({
      "/reactapp/orders/5/messages/": () =>
        jsonResponse(403, { detail: "Authentication credentials were not provided." }),
    });
    await mountWidgetIn(accountMessages, '[role="alert"]');
    expect(assign).toHaveBeenCalledWith(`${API}/login/?next=%2Faccount%2Fmessages%2F%3Forder%3D5`);
  });
});
