// The pages an e-mailed link opens, under React and preact/compat: the link used at once, and what
// happened said plainly (done, or expired or used with the way to a new one).
import { describe, expect, it, vi } from "vitest";
import { REFUSALS } from "../../../../contract/staff/staff.ts";
import accountLink from "../../../../widgets/account/account-link/index.tsx";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();
const TOKEN = "t".repeat(43);

describe("widgets: account-link", () => {
  it("confirms a new address with the link's token", async () => {
    history.replaceState(null, "", `/account/confirm-email/?token=${TOKEN}`);
    fetchMock.mockImplementation(async () => jsonResponse(200, { detail: "Your account now uses new@example.com." }));
    const { root } = await mountWidgetIn(accountLink, "h3", { purpose: "email" });
    await vi.waitFor(() => expect(root.querySelector("h3")!.textContent).toBe("Address changed"));
    expect(root.textContent).toContain("Your account now uses new@example.com.");
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe(`${API}/reactapp/account/email/confirm/`);
    expect(JSON.parse(String(init!.body))).toEqual({ token: TOKEN });
  });

  it("keeps a staff member's link for after the code is entered again, and links there", async () => {
    history.replaceState(null, "", `/account/confirm-email/?token=${TOKEN}`);
    fetchMock.mockImplementation(async () => jsonResponse(403, REFUSALS.recentSecondFactor));
    const { root } = await mountWidgetIn(accountLink, '[role="alert"]', { purpose: "email" });
    expect(root.querySelector("h3")!.textContent).toBe("Enter your code first");
    expect(root.textContent).toContain("within 15 minutes");
    const back = encodeURIComponent(`/account/confirm-email/?token=${TOKEN}`);
    expect(root.querySelector("a")!.getAttribute("href")).toBe(`${API}/staff/sign-in/?next=${back}`);
  });

  it("says a used link does not work, and where to ask for a new one", async () => {
    history.replaceState(null, "", `/account/verify-email/?token=${TOKEN}`);
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { token: ["This link has expired or was used already."] }),
    );
    const { root } = await mountWidgetIn(accountLink, '[role="alert"]', { purpose: "verify" });
    expect(root.querySelector("h3")!.textContent).toBe("This link does not work");
    expect(root.textContent).toContain("This link has expired or was used already.");
    expect(root.querySelector("a")!.getAttribute("href")).toBe(`${API}/account/settings/`);
  });
});
