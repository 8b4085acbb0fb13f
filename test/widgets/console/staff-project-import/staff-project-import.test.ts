// The project import screen under React and preact/compat: the column guide from the contract's list,
// a Check without a file explained beside the field, a dry run's report (refused rows first, with
// their column and reason), the import after a confirmation, a file refused as a whole, the CSRF cookie
// fetched first when the browser lost it, and staff told that importing is the administrators'.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IMPORT_COLUMNS, type ImportReport } from "../../../../contract/staff/project-import.ts";
import staffProjectImport from "../../../../widgets/console/staff-project-import/index.tsx";
import { fakeXhr, jsonResponse, messageFor, mockFetch, mountWidgetIn, signedInMember } from "../../helpers.ts";

// The screen asks who is signed in first: an administrator, unless a test says otherwise.
const fetchMock = mockFetch({ member: "admin" });

/** The uploads the screen sends (XMLHttpRequest, for its progress), answered by each test. */
const sent = fakeXhr().sent;

// A browser that has the CSRF cookie, unless a test forgets it.
beforeEach(() => {
  document.cookie = "csrftoken=token; path=/";
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const dryRun: ImportReport = {
  dry_run: true,
  totals: { create: 2, update: 1, unchanged: 0, refused: 1 },
  rows: [
    { row: 4, external_id: "IMP-3", action: "refused", errors: [{ column: "state", message: "Select a state." }] },
    { row: 2, external_id: "IMP-1", action: "create", errors: [] },
    { row: 3, external_id: "IMP-2", action: "update", errors: [] },
    { row: 5, external_id: "IMP-4", action: "create", errors: [] },
  ],
};

function choose(root: ShadowRoot, file: File) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  // A browser fires both when a file is picked (HTML: "update the file selection").
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const csv = new File(["external_id\r\n"], "projects.csv", { type: "text/csv" });
const check = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

describe("widgets: staff project import", () => {
  it("lists every column of the contract and links the template; Check without a file says so", async () => {
    const { root } = await mountWidgetIn(staffProjectImport, "form");
    const names = [...root.querySelectorAll(".column-guide tbody tr td:first-child")].map((cell) => cell.textContent);
    expect(names).toEqual(IMPORT_COLUMNS.map((column) => column.name));
    expect(root.querySelector("a[download]")!.getAttribute("href")).toBe(
      "/reactapp/staff/projects/import/template.csv",
    );
    check(root);
    await vi.waitFor(() => expect(messageFor(root, "file")).toBe("Choose a CSV file to import."));
    expect(sent).toHaveLength(0);
  });

  it("checks the file, shows the refused rows first, then imports after a confirmation", async () => {
    const { root } = await mountWidgetIn(staffProjectImport, "form");
    choose(root, csv);
    check(root);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe("/reactapp/staff/projects/import/?dry_run=1");
    expect((sent[0]!.body!.get("file") as File).name).toBe("projects.csv");
    sent[0]!.answer(200, dryRun);

    await vi.waitFor(() =>
      expect(root.querySelector(".outcome")!.textContent).toMatch(/Checked: 2 to create, 1 to update, 1 refused/),
    );
    const rows = [...root.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(rows[0]).toEqual(["4", "IMP-3", "Refused", "state: Select a state."]);
    expect(rows.map((row) => row[0])).toEqual(["4", "2", "3", "5"]);

    const importButton = [...root.querySelectorAll<HTMLButtonElement>("button")].find(
      (button) => button.textContent === "Import 3 rows",
    )!;
    importButton.click();
    await vi.waitFor(() => expect(root.querySelector("dialog h2")!.textContent).toBe("Import projects.csv?"));
    expect(sent).toHaveLength(1);
    [...root.querySelectorAll<HTMLButtonElement>("dialog button")]
      .find((button) => button.textContent === "Import")!
      .click();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toBe("/reactapp/staff/projects/import/");
    sent[1]!.answer(200, { ...dryRun, dry_run: false });
    await vi.waitFor(() =>
      expect(root.querySelector(".outcome")!.textContent).toMatch(/Import done: 2 created, 1 updated, 1 refused/),
    );
  });

  it("explains a file refused as a whole beside the file field, and keeps the file chosen", async () => {
    const { root } = await mountWidgetIn(staffProjectImport, "form");
    choose(root, csv);
    check(root);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.answer(400, { detail: "Missing column: bid_date." });
    await vi.waitFor(() => expect(messageFor(root, "file")).toBe("Missing column: bid_date."));
    expect(root.querySelector('input[type="file"]')!.getAttribute("aria-invalid")).toBe("true");
    expect(root.querySelector("tbody tr td:first-child code")).not.toBeNull();
    check(root);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });

  it("fetches the CSRF cookie first when the browser has lost it, and sends the file with it", async () => {
    document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith("/reactapp/csrf/")) document.cookie = "csrftoken=fresh; path=/";
      return jsonResponse(200, {});
    });
    const { root } = await mountWidgetIn(staffProjectImport, "form");
    choose(root, csv);
    check(root);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/reactapp/csrf/"]);
    expect(sent[0]!.headers["X-CSRFToken"]).toBe("fresh");
  });

  it("tells staff that importing is the administrators', offering no form", async () => {
    signedInMember.role = "staff";
    const { root } = await mountWidgetIn(staffProjectImport, ".notice");
    expect(root.querySelector(".notice")!.textContent).toBe(
      "Only an administrator can import projects from a CSV file.",
    );
    expect(root.querySelector("form")).toBeNull();
    expect(root.querySelector("a[download]")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
