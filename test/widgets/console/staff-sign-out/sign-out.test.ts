// Sign out in the console's header, under React and preact/compat: the session ends on the server, then
// the sign-in page opens with the way back to the console; a session the server could not end stays,
// and the header says why.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import staffSignOut from "../../../../widgets/console/staff-sign-out/index.tsx";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();
const assign = vi.fn<(url: string | URL) => void>();

beforeEach(() => {
  document.cookie = "csrftoken=token-1; path=/";
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  assign.mockReset();
});

describe("widgets: staff sign-out", () => {
  it("ends the session, then opens the sign-in page that leads back to the console", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: "Signed out." }));
    const { root } = await mountWidgetIn(staffSignOut, "button");
    root.querySelector("button")!.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${API}/login/?next=%2Fstaff%2F`));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${API}/reactapp/logout/`);
  });

  it("stays, and says why, when the server could not end the session", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { root } = await mountWidgetIn(staffSignOut, "button");
    root.querySelector("button")!.click();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/^Could not log out/));
    expect(assign).not.toHaveBeenCalled();
    expect(root.querySelector("button")!.textContent).toBe("Sign out");
  });
});
