// "Save this search" under React and preact/compat: a visitor signed out goes to log in and comes back to
// the same search; a customer names it (suggested from the filters) and chooses its e-mails in a dialog,
// problems beside the field with nothing typed lost, and is told where to manage it once saved.
import { describe, expect, it, vi } from "vitest";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import saveSearch from "../../../../widgets/site/save-search/index.tsx";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { useAccountApi } from "../../account-fixtures.ts";
import { bodyOf, SCHOOLS } from "../../account/account-reminders/fixtures.ts";
import { API, jsonResponse, mountWidgetIn, type } from "../../helpers.ts";

const { serve, fetchMock } = useAccountApi();
const BOARD = "/Projects/?keyword=school&location=TX&tab=favorites&page=2";

const button = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === name)!;
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

async function openDialog(path = BOARD) {
  history.replaceState(null, "", path);
  const mounted = await mountWidgetIn(saveSearch, "button");
  button(mounted.root, "Save this search").click();
  const dialog = mounted.root.querySelector("dialog")!;
  await vi.waitFor(() => expect(dialog.querySelector("form")).not.toBeNull());
  return { ...mounted, dialog, name: () => dialog.querySelector<HTMLInputElement>('[name="name"]')! };
}

describe("widgets: save-search", () => {
  it("sends a visitor signed out to log in, coming back to the same search", async () => {
    account.set(null);
    history.replaceState(null, "", BOARD);
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    const { root } = await mountWidgetIn(saveSearch, "button");
    button(root, "Save this search").click();
    expect(assign).toHaveBeenCalledWith(`${API}/login/?next=${encodeURIComponent(BOARD)}`);
    expect(root.querySelector("dialog form")).toBeNull();
  });

  it("saves the board's filters under the name and e-mails chosen, then says where to manage it", async () => {
    serve({
      [REMINDERS_API.savedSearches]: (init) => jsonResponse(201, { ...SCHOOLS, ...bodyOf(init), id: 40 }),
    });
    const { root, dialog, name } = await openDialog();
    expect(dialog.getAttribute("aria-labelledby")).toBe(dialog.querySelector("h2")!.id);
    expect(name().value).toBe("“school” in TX");
    expect(dialog.querySelector<HTMLInputElement>('[value="daily"]')!.checked).toBe(true);
    type(name(), "Schools in Texas");
    dialog.querySelector<HTMLInputElement>('[value="instant"]')!.click();
    button(dialog, "Save search").click();
    await vi.waitFor(() => expect(root.querySelector(".saved")!.textContent).toContain("Saved “Schools in Texas”."));
    expect(bodyOf(posts()[0]![1])).toEqual({
      name: "Schools in Texas",
      frequency: "instant",
      query: "keyword=school&location=TX&tab=favorites&page=2",
    });
    expect(root.querySelector(".saved a")!.getAttribute("href")).toBe(`${API}/account/reminders/`);
    expect(dialog.querySelector("form")).toBeNull();
  });

  it("says beside the field what is wrong with the name, before sending and after the server refused it", async () => {
    serve({
      [REMINDERS_API.savedSearches]: () => jsonResponse(400, { name: ["Keep the name under 80 characters."] }),
    });
    const { dialog, name } = await openDialog();
    type(name(), "  ");
    button(dialog, "Save search").click();
    await vi.waitFor(() => expect(dialog.querySelector(".field .error")!.textContent).toBe("Name this search."));
    expect(name().getAttribute("aria-invalid")).toBe("true");
    expect(name().getAttribute("aria-describedby")).toBe(dialog.querySelector(".field .error")!.id);
    expect(posts()).toHaveLength(0);

    type(name(), "Texas schools");
    button(dialog, "Save search").click();
    await vi.waitFor(() =>
      expect(dialog.querySelector(".field .error")!.textContent).toBe("Keep the name under 80 characters."),
    );
    expect(name().value).toBe("Texas schools");
  });

  it("keeps what was typed when the server fails, and when the dialog is closed and opened again", async () => {
    serve({ [REMINDERS_API.savedSearches]: () => jsonResponse(500, {}) });
    const { root, dialog, name } = await openDialog();
    type(name(), "My schools");
    button(dialog, "Save search").click();
    await vi.waitFor(() =>
      expect(dialog.querySelector('[role="alert"]')!.textContent).toContain("Something went wrong"),
    );
    expect(name().value).toBe("My schools");
    button(dialog, "Cancel").click();
    await vi.waitFor(() => expect(dialog.querySelector("form")).toBeNull());
    button(root, "Save this search").click();
    await vi.waitFor(() => expect(name().value).toBe("My schools"));
    expect(dialog.querySelector('[role="alert"]')).toBeNull();

    // Other filters on the board: a name suggested for them.
    button(dialog, "Cancel").click();
    history.replaceState(null, "", "/Projects/?division=03");
    button(root, "Save this search").click();
    await vi.waitFor(() => expect(name().value).toBe("Division 03"));
  });

  it("sends a customer whose session ended to log in, coming back to the same search", async () => {
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    serve({
      [REMINDERS_API.savedSearches]: () =>
        jsonResponse(403, { detail: "Authentication credentials were not provided." }),
    });
    const { dialog } = await openDialog();
    button(dialog, "Save search").click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${API}/login/?next=${encodeURIComponent(BOARD)}`));
  });
});
