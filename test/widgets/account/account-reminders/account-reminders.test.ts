// Reminders under React and preact/compat: loading then the page, an error with Retry, the empty states
// with the way to the board, the notice of an unverified address, and a visitor signed out sent to log in.
import { describe, expect, it, vi } from "vitest";
import accountReminders from "../../../../widgets/account/account-reminders/index.tsx";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import { useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, mountWidgetIn } from "../../helpers.ts";
import { readRoutes, reminders } from "./fixtures.ts";

const { serve } = useAccountApi();

describe("widgets: account-reminders", () => {
  it("says it is loading, then shows the starred projects and the saved searches", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const routes = readRoutes();
    serve({
      ...routes,
      [REMINDERS_API.savedSearches]: async () => (await answered, routes[REMINDERS_API.savedSearches]!()),
    });
    const { root } = await mountWidgetIn(accountReminders, '[role="status"]');
    expect(root.textContent).toBe("Loading your reminders…");
    answer();
    await vi.waitFor(() => expect(root.querySelectorAll(".item")).toHaveLength(3));
    const headings = [...root.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings).toEqual(["Bid reminders", "Saved searches"]);
    expect(root.textContent).not.toContain("Verify it in Settings");
  });

  it("offers Retry when it cannot load, and shows both empty states with the way to the board", async () => {
    let fail = true;
    serve({
      ...readRoutes(reminders({ starred: [] }), []),
      [REMINDERS_API.savedSearches]: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { results: [] })),
    });
    const { root } = await mountWidgetIn(accountReminders, '[role="alert"]');
    expect(root.querySelector('[role="alert"]')!.textContent).toContain("Something went wrong on our side.");
    fail = false;
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(root.querySelectorAll(".empty")).toHaveLength(2));
    const [starred, searches] = [...root.querySelectorAll(".empty")];
    expect(starred!.textContent).toContain("press the star on a project’s card");
    expect(searches!.textContent).toContain("press “Save this search”");
    for (const empty of [starred, searches])
      expect(empty!.querySelector("a")!.getAttribute("href")).toBe(`${API}/Projects/`);
  });

  it("tells an unverified customer that alerts go only to a verified address, with the way to Settings", async () => {
    serve(readRoutes(reminders({ verified: false })));
    const { root } = await mountWidgetIn(accountReminders, ".panel--warning");
    const notice = root.querySelector(".panel--warning")!;
    expect(notice.textContent).toContain("dana@example.com is not verified yet");
    expect(notice.querySelector("a")!.getAttribute("href")).toBe(`${API}/account/settings/`);
  });

  it("sends a visitor whose session ended to log in and come back", async () => {
    history.replaceState(null, "", "/account/reminders/");
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    const signedOut = () => jsonResponse(403, { detail: "Authentication credentials were not provided." });
    serve({ [REMINDERS_API.bidReminders]: signedOut, [REMINDERS_API.savedSearches]: signedOut });
    await mountWidgetIn(accountReminders, '[role="alert"]');
    expect(assign).toHaveBeenCalledWith(`${API}/login/?next=%2Faccount%2Freminders%2F`);
  });
});
