// The partners screen under React and preact/compat: partners with their leads this month, changes
// offered to admins only, and a refused origin explained beside its field with what was typed kept; the
// unlisted sites that sent leads, allowed in one click or blocked after confirming, and unblocked.
import { describe, expect, it, vi } from "vitest";
import { ORIGIN_BLOCKED } from "../../../../contract/schemas/origin-blocked.ts";
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

const UNLISTED: PartnersList["unlisted"] = [
  { origin: "https://roofers.example", leads: 3, last_lead: "2026-11-20T15:00:00.000Z", blocked: null },
  {
    origin: "https://spam.example",
    leads: 9,
    last_lead: "2026-11-19T15:00:00.000Z",
    blocked: { at: "2026-11-19T16:00:00.000Z", by: "ada" },
  },
];

/** Answers the list (with `unlisted`) and who is asking; `then` answers the changes. */
function serve(role: "staff" | "admin", then?: () => Response, unlisted: PartnersList["unlisted"] = []) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url).endsWith("/staff/me/")) return jsonResponse(200, consoleMember(role));
    if (!init?.method || init.method === "GET") return jsonResponse(200, { ...list, unlisted });
    return then!();
  });
}
const changes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [init!.method, String(url), init!.body ? JSON.parse(String(init!.body)) : undefined]);
const button = (root: ShadowRoot, label: string) =>
  root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

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

  it("says when no unlisted site has sent a lead", async () => {
    serve("admin");
    const { root } = await mountWidgetIn(staffPartners, "#unlisted-heading");
    expect(root.querySelector(".unlisted")!.textContent).toMatch(/No unlisted site has sent a lead/);
  });

  it("lists the unlisted sites with their leads and block, and offers staff no changes", async () => {
    serve("staff", undefined, UNLISTED);
    const { root } = await mountWidgetIn(staffPartners, ".unlisted tbody tr");
    const rows = root.querySelectorAll(".unlisted tbody tr");
    expect(rows[0]!.textContent).toContain("https://roofers.example");
    expect(rows[0]!.querySelector("td.num")!.textContent).toBe("3");
    expect(rows[1]!.textContent).toMatch(/Blocked by ada/);
    expect(root.querySelector(".unlisted button")).toBeNull();
  });

  it("allows a site in one click, as a new partner named after its host, or for the partner chosen", async () => {
    serve("admin", () => jsonResponse(201, {}), UNLISTED);
    const { root } = await mountWidgetIn(staffPartners, ".unlisted tbody tr");
    button(root, "Allow https://roofers.example")!.click();
    await vi.waitFor(() =>
      expect(root.querySelector(".outcome")!.textContent).toBe(
        "https://roofers.example is allowed, for roofers.example: its leads are no longer marked.",
      ),
    );
    const select = root.querySelector<HTMLSelectElement>('select[aria-label="Allow https://spam.example for"]')!;
    expect(select.options[0]!.textContent).toBe("A new partner, spam.example");
    select.value = "acme-builders";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(select.value).toBe("acme-builders"));
    button(root, "Allow https://spam.example")!.click();
    await vi.waitFor(() => expect(root.querySelector(".outcome")!.textContent).toMatch(/for Acme Builders/));
    expect(changes()).toEqual([
      ["POST", "/reactapp/staff/partners/unlisted/allow/", { origin: "https://roofers.example" }],
      [
        "POST",
        "/reactapp/staff/partners/unlisted/allow/",
        { origin: "https://spam.example", partner: "acme-builders" },
      ],
    ]);
  });

  it("blocks a site only once confirmed, explains a refusal in the dialog, and unblocks", async () => {
    const answers = [
      jsonResponse(409, { detail: "It is allowed already." }),
      jsonResponse(201, {}),
      jsonResponse(200, {}),
    ];
    serve("admin", () => answers.shift()!, UNLISTED);
    const { root } = await mountWidgetIn(staffPartners, ".unlisted tbody tr");
    button(root, "Block https://roofers.example")!.click();
    await vi.waitFor(() =>
      expect(root.querySelector("#confirm-heading")!.textContent).toBe("Block https://roofers.example?"),
    );
    expect(changes()).toEqual([]);
    expect(root.querySelector("dialog[open]")!.textContent).toContain(ORIGIN_BLOCKED);
    const confirm = () =>
      [...root.querySelectorAll<HTMLButtonElement>("dialog[open] button")].find((b) => b.textContent === "Block site")!;
    confirm().click();
    await vi.waitFor(() =>
      expect(root.querySelector("dialog[open] .notice--error")!.textContent).toMatch(/allowed already/),
    );
    confirm().click();
    await vi.waitFor(() =>
      expect(root.querySelector(".outcome")!.textContent).toBe(
        "https://roofers.example is blocked: its leads are refused.",
      ),
    );
    expect(root.querySelector("dialog[open]")).toBeNull();
    button(root, "Unblock https://spam.example")!.click();
    await vi.waitFor(() => expect(root.querySelector(".outcome")!.textContent).toMatch(/spam.example is unblocked/));
    expect(changes()).toEqual([
      ["POST", "/reactapp/staff/partners/blocked/", { origin: "https://roofers.example" }],
      ["POST", "/reactapp/staff/partners/blocked/", { origin: "https://roofers.example" }],
      ["DELETE", "/reactapp/staff/partners/blocked/?origin=https%3A%2F%2Fspam.example", undefined],
    ]);
  });
});
