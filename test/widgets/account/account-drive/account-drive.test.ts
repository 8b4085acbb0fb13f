// Drive under React and preact/compat: empty with what will appear and where to go, an error with Retry,
// the files grouped by order and by quote request with their download links, and a visitor signed out.
import { describe, expect, it, vi } from "vitest";
import type { Drive } from "../../../../contract/account/drive.ts";
import accountDrive from "../../../../widgets/account/account-drive/index.tsx";
import { useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, mountWidgetIn } from "../../helpers.ts";

const { serve } = useAccountApi();

const DRIVE: Drive = {
  orders: [
    {
      id: 5,
      number: "QTO-O-ABCDEFGH",
      projects: ["Oak Grove Elementary"],
      created_at: "2026-11-20T15:00:00.000Z",
      files: [
        { id: 8, name: "takeoff.xlsx", kind: "xlsx", size: 20_480 },
        { id: 9, name: "marked-up plan.pdf", kind: "pdf", size: 3_250_000 },
      ],
    },
  ],
  quotes: [
    {
      reference: "QTO-Q-1234ABCD",
      created_at: "2026-11-18T08:00:00.000Z",
      files: [{ id: 3, name: "Level 2 plans.pdf", kind: "pdf", size: 900 }],
    },
  ],
};

describe("widgets: account-drive", () => {
  it("explains what will appear and links to the board and the quote form, after a Retry", async () => {
    let fail = true;
    serve({
      "/reactapp/account/drive/": () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { orders: [], quotes: [] })),
    });
    const { root } = await mountWidgetIn(accountDrive, '[role="alert"]');
    fail = false;
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(root.querySelector("h2")!.textContent).toBe("Nothing here yet"));
    expect([...root.querySelectorAll("a.button")].map((a) => a.getAttribute("href"))).toEqual([
      `${API}/Projects/`,
      `${API}/quote/`,
    ]);
  });

  it("lists each delivered order's and each quote request's files with a download link", async () => {
    serve({ "/reactapp/account/drive/": () => jsonResponse(200, DRIVE) });
    const { root } = await mountWidgetIn(accountDrive, "table");
    const [order, quote] = [...root.querySelectorAll("table")];
    expect(order!.querySelector("caption")!.textContent).toMatch(
      /^Oak Grove Elementary · Order QTO-O-ABCDEFGH · Nov 20, 2026$/,
    );
    const rows = [...order!.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["takeoff.xlsx", "Excel workbook", "20 KB", "Download takeoff.xlsx"],
      ["marked-up plan.pdf", "PDF", "3.1 MB", "Download marked-up plan.pdf"],
    ]);
    expect([...order!.querySelectorAll("a[download]")].map((a) => a.getAttribute("href"))).toEqual([
      `${API}/reactapp/orders/5/files/8/`,
      `${API}/reactapp/orders/5/files/9/`,
    ]);
    expect(quote!.querySelector("caption")!.textContent).toContain("Quote request QTO-Q-1234ABCD");
    expect(quote!.querySelector("a[download]")!.getAttribute("href")).toBe(
      `${API}/reactapp/account/drive/quote-files/3/`,
    );
  });

  it("says which part is empty when only the other holds files", async () => {
    serve({ "/reactapp/account/drive/": () => jsonResponse(200, { orders: [], quotes: DRIVE.quotes }) });
    const { root } = await mountWidgetIn(accountDrive, "table");
    expect(root.querySelector("#drive-orders")!.parentElement!.textContent).toContain("No delivered order yet");
    expect(root.querySelectorAll("table")).toHaveLength(1);
  });

  it("sends a visitor whose session ended to log in and come back", async () => {
    history.replaceState(null, "", "/account/drive/");
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    serve({
      "/reactapp/account/drive/": () => jsonResponse(403, { detail: "Authentication credentials were not provided." }),
    });
    await mountWidgetIn(accountDrive, '[role="alert"]');
    expect(assign).toHaveBeenCalledWith(`${API}/login/?next=%2Faccount%2Fdrive%2F`);
  });
});
