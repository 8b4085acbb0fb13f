// The reply moderation screen under React and preact/compat: replies shown as text with their article,
// an approval sent with the status the moderator saw, a conflict explained, and the empty state.
import { describe, expect, it, vi } from "vitest";
import type { StaffRepliesPage, StaffReply } from "../../../../contract/staff/replies.ts";
import staffReplies from "../../../../widgets/console/staff-replies/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const reply: StaffReply = {
  id: 7,
  reference: "RPL-7",
  name: "Ari",
  email: "ari@example.com",
  message: '<img src=x onerror="alert(1)">Thanks',
  article: { path: "/Blog_Detail6/", title: "How to Place Bids" },
  status: "pending_moderation",
  created_at: "2026-11-20T10:00:00.000Z",
  decision: null,
};
const page = (replies: StaffReply[]): StaffRepliesPage => ({ replies, next: null });

describe("widgets: staff replies", () => {
  it("shows each reply's message as text, with its article linked", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([reply])));
    const { root } = await mountWidgetIn(staffReplies, "tbody tr");
    expect(root.querySelector(".reply-message")!.textContent).toBe(reply.message);
    expect(root.querySelector(".reply-message img")).toBeNull();
    const link = root.querySelector<HTMLAnchorElement>("tbody a")!;
    expect([link.getAttribute("href"), link.textContent]).toEqual(["/Blog_Detail6/", "How to Place Bids"]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/reactapp/staff/replies/?status=pending_moderation");
  });

  it("approves with the status it saw, and explains a conflict in the server's words", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, page([reply])))
      .mockResolvedValueOnce(
        jsonResponse(409, { detail: "This reply is approved already: reload to see where it stands." }),
      )
      .mockResolvedValue(jsonResponse(200, page([])));
    const { root } = await mountWidgetIn(staffReplies, "tbody tr");
    root.querySelector<HTMLButtonElement>('button[aria-label="Approve the reply from Ari"]')!.click();
    await vi.waitFor(() => expect(root.querySelector(".outcome")!.textContent).toMatch(/approved already/));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/reactapp/staff/replies/7/approve/");
    expect(JSON.parse(String(init!.body))).toEqual({ from: "pending_moderation" });
    await vi.waitFor(() => expect(root.querySelector(".empty")!.textContent).toMatch(/No replies are waiting/));
  });
});
