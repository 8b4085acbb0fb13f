// The partners screen under React and preact/compat: partners with their leads this month, changes
// offered to admins only, and a refused origin explained beside its field with what was typed kept.
import { describe, expect, it, vi } from "vitest";
import type { PartnersList } from "../../../../contract/staff/partners.ts";
import staffPartners from "../../../../widgets/console/staff-partners/index.tsx";
import { consoleMember, jsonResponse, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();

const list: PartnersList = {
  partners: [
    {
      id: "acme-builders",
      name: "Acme Builders",
      contact_name: "Ann",
      contact_email: "ann@acme.example",
      notes: "",
      origins: ["https://acme.example"],
      created_at: "2026-11-01T00:00:00.000Z",
      leads_this_month: 4,
    },
  ],
  seed_origins: [],
  unlisted: [],
};

/** Answers the list and who is asking; `then` answers the changes. */
function serve(role: "staff" | "admin", then?: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url).endsWith("/staff/me/")) return jsonResponse(200, consoleMember(role));
    if (!init?.method || init.method === "GET") return jsonResponse(200, list);
    return then!();
  });
}

describe("widgets: staff partners", () => {
  it("lists partners with their leads this month, and offers staff no changes", async () => {
    serve("staff");
    const { root } = await mountWidgetIn(staffPartners, "tbody tr");
    expect(root.querySelector("td.num")!.textContent).toBe("4");
    expect(root.querySelector("tbody code")!.textContent).toBe("acme-builders");
    expect(root.querySelector('button[aria-label="Origins of Acme Builders"]')).toBeNull();
    expect(root.textContent).toMatch(/Only an administrator/);
  });

  it("explains a refused origin beside the field and keeps what was typed", async () => {
    serve("admin", () => jsonResponse(400, { origin: ["Enter an origin: scheme, host and port only."] }));
    const { root } = await mountWidgetIn(staffPartners, "tbody tr");
    root.querySelector<HTMLButtonElement>('button[aria-label="Origins of Acme Builders"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('dialog input[name="origin"]')).not.toBeNull());
    const field = root.querySelector<HTMLInputElement>('input[name="origin"]')!;
    type(field, "acme.example/path");
    root.querySelector<HTMLFormElement>("dialog form")!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector("dialog .error")!.textContent).toMatch(/scheme, host and port/));
    expect(field.value).toBe("acme.example/path");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(root.querySelector("dialog .error")!.id);
  });
});
