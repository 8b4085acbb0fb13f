// The header's account menu, a plain script on the page's own links: the cart's count, Log in and
// Register with the way back, a remembered visitor's name opening the account panel, a session the
// server no longer knows, and changes made in another tab.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount } from "../../../../widgets/site/account-menu/index.ts";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { cart } from "../../../../widgets/kits/stores/cart.ts";
import { favorites } from "../../../../widgets/kits/stores/favorites.ts";
import { API, jsonResponse, mockFetch } from "../../helpers.ts";

const fetchMock = mockFetch();
const ME = { username: "dana", name: "Dana Reyes", role: "", email: "d@example.com", last_login: null };
let unmount: (() => void) | undefined;

// The page's own links, as partials/header.njk renders them.
function header(): HTMLElement {
  document.body.innerHTML = `<div data-widget="account-menu"><nav class="account-links" aria-label="Account">
    <a href="/Cart/">Cart <span class="count"></span></a><a href="/login/?next=%2FProjects%2F">Log in</a><a href="/Register/?next=%2FProjects%2F">Register</a>
    <details class="account-menu" hidden><summary class="who"></summary><div class="account-menu__panel"></div></details>
  </nav></div>`;
  const host = document.querySelector<HTMLElement>("[data-widget]")!;
  unmount = mount(host, "account-menu", undefined, API);
  return host;
}

const shown = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>("a, summary")]
    .filter((element) => !element.closest("[hidden]"))
    .map((element) => [element.textContent!.trim(), element.getAttribute("href")]);

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/Projects/?tab=favorites");
  window.QTOWidgets = { mount: vi.fn(), unmount: vi.fn() };
});
afterEach(() => unmount?.());

describe("widgets: account menu", () => {
  it("counts the cart and offers Log in and Register with the way back, asking the server nothing", () => {
    cart.set([{ project_id: 1, project_name: "Oak Grove", size: "small" }]);
    const host = header();
    host.querySelector("a + a")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(shown(host)).toEqual([
      ["Cart 1", "/Cart/"],
      ["Log in", `${location.origin}/login/?next=%2FProjects%2F%3Ftab%3Dfavorites`],
      ["Register", `${location.origin}/Register/?next=%2FProjects%2F%3Ftab%3Dfavorites`],
    ]);
    expect(host.querySelector("a")!.getAttribute("aria-label")).toBe("Cart, 1 take-off");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("brings the visitor back to the whole address: a project page's id, the query and the hash", () => {
    history.replaceState(null, "", "/ProjectDetail/4217/#documents");
    const host = header();
    const [, logIn, register] = host.querySelectorAll("a");
    logIn!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(logIn!.href).toBe(`${location.origin}/login/?next=%2FProjectDetail%2F4217%2F%23documents`);
    expect(register!.href).toBe(`${location.origin}/Register/?next=%2FProjectDetail%2F4217%2F%23documents`);
  });

  it("takes the address again when a link is about to be followed (the board changes its query as filters change)", () => {
    const host = header();
    history.pushState(null, "", "/Projects/?state=TX&csi=03");
    const [, logIn] = host.querySelectorAll("a");
    logIn!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(logIn!.href).toBe(`${location.origin}/login/?next=%2FProjects%2F%3Fstate%3DTX%26csi%3D03`);
  });

  it("follows the cart and a sign-in made elsewhere (another widget or tab)", () => {
    const host = header();
    cart.set([
      { project_id: 1, project_name: "Oak Grove", size: "small" },
      { project_id: 2, project_name: "Cedar Park", size: "large" },
    ]);
    account.set({ username: "dana", name: "Dana Reyes" });
    expect(shown(host)).toEqual([
      ["Cart 2", "/Cart/"],
      ["Dana Reyes", null],
    ]);
    expect(host.querySelector("a")!.getAttribute("aria-label")).toBe("Cart, 2 take-offs");
  });

  it("shows a remembered visitor's name at once, takes the server's stars, and loads the panel only when opened", async () => {
    account.set({ username: "dana", name: "dana" });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { authenticated: true, me: ME }))
      .mockResolvedValueOnce(jsonResponse(200, { ids: [5, 6] }));
    const host = header();
    expect(host.querySelector("summary")!.textContent).toBe("dana");
    await vi.waitFor(() => expect(favorites.get()).toEqual([5, 6]));
    expect(host.querySelector("summary")!.textContent).toBe("Dana Reyes");
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([`${API}/reactapp/session/`, `${API}/reactapp/favorites/`]);
    expect(window.QTOWidgets!.mount).not.toHaveBeenCalled();

    const menu = host.querySelector("details")!;
    menu.open = true;
    menu.dispatchEvent(new Event("toggle"));
    expect(window.QTOWidgets!.mount).toHaveBeenCalledWith(host.querySelector(".account-menu__panel"), "account-panel", {
      api: API,
    });
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu.open).toBe(false);
  });

  it("gives the panel to a menu opened before its signed-in part arrived", async () => {
    account.set({ username: "dana", name: "Dana Reyes" });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { authenticated: true, me: ME }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ids: [] }));
    const host = header();
    const menu = host.querySelector("details")!;
    menu.open = true;
    await vi.waitFor(() =>
      expect(window.QTOWidgets!.mount).toHaveBeenCalledWith(
        host.querySelector(".account-menu__panel"),
        "account-panel",
        {
          api: API,
        },
      ),
    );
    document.body.click();
    expect(menu.open).toBe(false);
  });

  it("forgets a visitor whose session the server no longer has, and keeps what it knows when offline", async () => {
    account.set({ username: "dana", name: "dana" });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { authenticated: false }));
    const host = header();
    await vi.waitFor(() => expect(shown(host).map(([text]) => text)).toContain("Log in"));
    expect(account.get()).toBeNull();

    unmount!();
    account.set({ username: "dana", name: "dana" });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    header();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(account.get()).toEqual({ username: "dana", name: "dana" });
  });

  it("stops listening when it is unmounted, and mounts again on the page's own markup", () => {
    const host = header();
    unmount!();
    cart.set([{ project_id: 1, project_name: "Oak Grove", size: "small" }]);
    expect(host.querySelector("a")!.getAttribute("aria-label")).toBe("Cart, 0 take-offs");
    unmount = mount(host, "account-menu", undefined, API);
    expect(host.querySelectorAll(".count, details")).toHaveLength(2);
    expect(host.querySelector("a")!.getAttribute("aria-label")).toBe("Cart, 1 take-off");
  });
});
