// Saved searches under React and preact/compat: the way back to the board, the frequency, Pause and
// Resume, Rename (a refused name beside its field, the text kept), and Delete asked in a <dialog>.
import { describe, expect, it, vi } from "vitest";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import accountReminders from "../../../../widgets/account/account-reminders/index.tsx";
import { useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, mountWidgetIn, type } from "../../helpers.ts";
import { bodyOf, readRoutes, SCHOOLS } from "./fixtures.ts";

const { serve, fetchMock } = useAccountApi();
const SEARCH = REMINDERS_API.savedSearch(SCHOOLS.id);

const searchItem = (root: ShadowRoot) => root.querySelector('[aria-labelledby="search-31-name"]')!;
const button = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent!.startsWith(name))!;
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(SEARCH) && init?.method === method);

/** The page with the search, whose PATCHes answer with `patch` (by default, the search changed). */
async function mountWithSearch(patch = (init?: RequestInit) => jsonResponse(200, { ...SCHOOLS, ...bodyOf(init) })) {
  let deleted = false;
  serve({
    ...readRoutes(),
    [SEARCH]: (init) => (init?.method === "DELETE" ? ((deleted = true), Response.json({ deleted: 1 })) : patch(init)),
  });
  const mounted = await mountWidgetIn(accountReminders, '[aria-labelledby="search-31-name"]');
  return { ...mounted, deleted: () => deleted };
}

describe("widgets: account-reminders, saved searches", () => {
  it("shows the search's name, filters in words and the link to it on the board", async () => {
    const { root } = await mountWithSearch();
    const item = searchItem(root);
    expect(item.querySelector("h4")!.textContent).toBe("Schools in Texas");
    expect(item.textContent).toContain("Keyword: school · Location: TX");
    expect(item.textContent).toContain("No e-mail sent yet.");
    const link = [...item.querySelectorAll("a")].find((a) => a.textContent!.startsWith("Show on the board"))!;
    expect(link.getAttribute("href")).toBe(`${API}/Projects/?keyword=school&location=TX`);
  });

  it("saves a new frequency, and pauses then resumes the search", async () => {
    const { root } = await mountWithSearch();
    const item = searchItem(root);
    const select = item.querySelector("select")!;
    type(select, "instant");
    await vi.waitFor(() => expect(item.querySelector(".done")!.textContent).toBe("Saved: instant e-mail."));
    expect(bodyOf(calls("PATCH")[0]![1])).toEqual({ frequency: "instant" });
    expect(select.value).toBe("instant");

    button(item, "Pause").click();
    await vi.waitFor(() => expect(item.querySelector(".badge")?.textContent).toBe("Paused"));
    expect(bodyOf(calls("PATCH")[1]![1])).toEqual({ paused: true });
    expect(item.querySelector(".done")!.textContent).toContain("Paused: no e-mails until you resume it.");
    button(item, "Resume").click();
    await vi.waitFor(() => expect(item.querySelector(".badge")).toBeNull());
    expect(bodyOf(calls("PATCH")[2]![1])).toEqual({ paused: false });
  });

  it("says a change was not saved when the server fails, keeping the search as it was", async () => {
    const { root } = await mountWithSearch(() => jsonResponse(500, {}));
    const item = searchItem(root);
    button(item, "Pause").click();
    await vi.waitFor(() => expect(item.querySelector(".error")!.textContent).toContain("Not saved:"));
    expect(item.querySelector(".badge")).toBeNull();
    expect(button(item, "Pause")).toBeTruthy();
  });

  it("renames: an empty name is refused beside the field, the server's refusal too, with the text kept", async () => {
    let refuse = true;
    const { root } = await mountWithSearch((init) =>
      refuse
        ? jsonResponse(400, { name: ["Keep the name under 80 characters."] })
        : jsonResponse(200, { ...SCHOOLS, ...bodyOf(init) }),
    );
    const item = searchItem(root);
    button(item, "Rename").click();
    const input = await vi.waitFor(() => {
      const shown = item.querySelector<HTMLInputElement>('input[name="name"]');
      if (!shown) throw new Error("no rename field yet");
      return shown;
    });
    expect(input.value).toBe("Schools in Texas");
    type(input, "   ");
    button(item, "Save name").click();
    await vi.waitFor(() => expect(item.querySelector(".field .error")!.textContent).toBe("Name this search."));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(item.querySelector(".field .error")!.id);
    expect(calls("PATCH")).toHaveLength(0);

    type(input, "Texas schools, K-12");
    button(item, "Save name").click();
    await vi.waitFor(() =>
      expect(item.querySelector(".field .error")!.textContent).toBe("Keep the name under 80 characters."),
    );
    expect(item.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Texas schools, K-12");

    refuse = false;
    button(item, "Save name").click();
    await vi.waitFor(() => expect(item.querySelector("h4")!.textContent).toBe("Texas schools, K-12"));
    expect(bodyOf(calls("PATCH").at(-1)![1])).toEqual({ name: "Texas schools, K-12" });
    expect(item.querySelector('input[name="name"]')).toBeNull();
    expect(item.querySelector(".done")!.textContent).toBe("Renamed.");
  });

  it("asks in a dialog before deleting: Cancel keeps the search, Delete removes it and says so", async () => {
    const { root, deleted } = await mountWithSearch();
    const dialog = root.querySelector("dialog")!;
    button(searchItem(root), "Delete").click();
    await vi.waitFor(() => expect(dialog.querySelector("h2")!.textContent).toBe("Delete “Schools in Texas”?"));
    button(dialog, "Cancel").click();
    await vi.waitFor(() => expect(dialog.querySelector("h2")).toBeNull());
    expect(deleted()).toBe(false);

    button(searchItem(root), "Delete").click();
    await vi.waitFor(() => expect(dialog.querySelector("h2")).not.toBeNull());
    button(dialog, "Delete").click();
    await vi.waitFor(() => expect(root.querySelector(".empty")).not.toBeNull());
    expect(deleted()).toBe(true);
    expect(root.textContent).toContain("Deleted “Schools in Texas”: it sends nothing more.");
    expect(dialog.querySelector("h2")).toBeNull();
  });

  it("keeps the dialog open with the reason when the deletion fails", async () => {
    serve({ ...readRoutes(), [SEARCH]: () => jsonResponse(500, {}) });
    const { root } = await mountWidgetIn(accountReminders, '[aria-labelledby="search-31-name"]');
    const dialog = root.querySelector("dialog")!;
    button(searchItem(root), "Delete").click();
    await vi.waitFor(() => expect(dialog.querySelector("h2")).not.toBeNull());
    button(dialog, "Delete").click();
    await vi.waitFor(() =>
      expect(dialog.querySelector('[role="alert"]')!.textContent).toContain("Something went wrong"),
    );
    expect(searchItem(root)).not.toBeNull();
  });
});
