// The header's account menu under React and preact/compat: links for a visitor, the name and Log out
// for a signed-in one, a session the server no longer knows, and a logout that fails.
import { beforeEach, describe, expect, it, vi } from "vitest";
import accountMenu from "../../../widgets/account-menu/index.tsx";
import { loadDraft, saveDraft } from "../../../widgets/core/form/draft.ts";
import { account } from "../../../widgets/stores/account.ts";
import { cart } from "../../../widgets/stores/cart.ts";
import { favorites } from "../../../widgets/stores/favorites.ts";
import { API, jsonResponse, mockFetch, mountWidgetIn } from "../helpers.ts";

const fetchMock = mockFetch();
const ME = { username: "dana", name: "dana", role: "General contractor", email: "d@example.com", last_login: null };

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=token-1; path=/";
  history.replaceState(null, "", "/Projects/?tab=favorites");
});

const links = (root: ShadowRoot) =>
  [...root.querySelectorAll("a")].map((a) => [a.textContent!.trim(), a.getAttribute("href")]);

describe("widgets: account menu", () => {
  it("offers Log in and Register with the way back, and the cart's count, asking the server nothing", async () => {
    cart.set([{ project_id: 1, project_name: "Oak Grove", size: "small" }]);
    const { root } = await mountWidgetIn(accountMenu, "nav");
    expect(links(root)).toEqual([
      ["Cart 1", `${API}/Cart/`],
      ["Log in", `${API}/login/?next=%2FProjects%2F%3Ftab%3Dfavorites`],
      ["Register", `${API}/Register/?next=%2FProjects%2F%3Ftab%3Dfavorites`],
    ]);
    expect(root.querySelector(".cart")!.getAttribute("aria-label")).toBe("Cart, 1 take-off");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a remembered visitor's name at once, then takes the server's stars", async () => {
    account.set({ username: "dana", name: "dana" });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { authenticated: true, me: ME }))
      .mockResolvedValueOnce(jsonResponse(200, { ids: [5, 6] }));
    const { root } = await mountWidgetIn(accountMenu, ".who");
    expect(root.querySelector(".who")!.textContent).toBe("dana");
    await vi.waitFor(() => expect(favorites.get()).toEqual([5, 6]));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([`${API}/reactapp/session/`, `${API}/reactapp/favorites/`]);
  });

  it("forgets a visitor whose session the server no longer has, asking with a request that is not refused", async () => {
    account.set({ username: "dana", name: "dana" });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { authenticated: false }));
    const { root } = await mountWidgetIn(accountMenu, "nav");
    await vi.waitFor(() => expect(links(root).map(([text]) => text)).toContain("Log in"));
    expect(account.get()).toBeNull();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([`${API}/reactapp/session/`]);
  });

  it("logs out on the server before forgetting the account, and says so when it cannot", async () => {
    account.set({ username: "dana", name: "dana" });
    favorites.set([5]);
    saveDraft("qto-draft:profile", { full_name: "Dana Reyes" });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { authenticated: true, me: ME }))
      .mockResolvedValueOnce(jsonResponse(200, { ids: [5] }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse(200, { detail: "Signed out." }));
    const { root } = await mountWidgetIn(accountMenu, ".who");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    root.querySelector<HTMLButtonElement>(".link")!.click();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')!.textContent).toContain("Could not log out"));
    expect(account.get()).not.toBeNull();
    root.querySelector<HTMLButtonElement>(".link")!.click();
    await vi.waitFor(() => expect(links(root).map(([text]) => text)).toContain("Log in"));
    const [url, init] = fetchMock.mock.calls[3]!;
    expect([url, init!.method, (init!.headers as Record<string, string>)["X-CSRFToken"]]).toEqual([
      `${API}/reactapp/logout/`,
      "POST",
      "token-1",
    ]);
    expect(account.get()).toBeNull();
    expect(favorites.get()).toEqual([]);
    // The account's drafts go with it: a shared computer keeps nothing typed for the account.
    expect(loadDraft("qto-draft:profile")).toBeUndefined();
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
