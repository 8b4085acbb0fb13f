// The signed-in visitor's panel under React and preact/compat: Log out ends the session on the server
// before this browser forgets the account, and says so when it cannot.
import { beforeEach, describe, expect, it, vi } from "vitest";
import accountPanel from "../../../../widgets/site/account-panel/index.tsx";
import { loadDraft, saveDraft } from "../../../../widgets/kits/core/form/draft.ts";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { favorites } from "../../../../widgets/kits/stores/favorites.ts";
import { purchased } from "../../../../widgets/kits/stores/purchased.ts";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=token-1; path=/";
});

describe("widgets: account panel", () => {
  it("lists the account's pages, as the account pages' side menu does", async () => {
    const { root } = await mountWidgetIn(accountPanel, "nav");
    expect([...root.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Profile", `${API}/account/profile/`],
      ["Settings", `${API}/account/settings/`],
      ["Orders", `${API}/account/orders/`],
      ["Billing", `${API}/account/billing/`],
      ["Messages", `${API}/account/messages/`],
      ["Drive", `${API}/account/drive/`],
      ["Reminders", `${API}/account/reminders/`],
    ]);
  });

  it("logs out on the server before forgetting the account, and says so when it cannot", async () => {
    account.set({ username: "dana", name: "dana" });
    favorites.set([5]);
    purchased.set([7]);
    saveDraft("qto-draft:profile", { full_name: "Dana Reyes" });
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse(200, { detail: "Signed out." }));
    const { root } = await mountWidgetIn(accountPanel, ".link");
    root.querySelector<HTMLButtonElement>(".link")!.click();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')!.textContent).toContain("Could not log out"));
    expect(account.get()).not.toBeNull();
    root.querySelector<HTMLButtonElement>(".link")!.click();
    await vi.waitFor(() => expect(account.get()).toBeNull());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init!.method, (init!.headers as Record<string, string>)["X-CSRFToken"]]).toEqual([
      `${API}/reactapp/logout/`,
      "POST",
      "token-1",
    ]);
    expect(favorites.get()).toEqual([]);
    expect(purchased.get()).toEqual([]);
    // The account's drafts go with it: a shared computer keeps nothing typed for the account.
    expect(loadDraft("qto-draft:profile")).toBeUndefined();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')).toBeNull());
  });
});
