// The console's webhooks screen under React and preact/compat: empty, failed with Retry, the form that
// keeps what was typed and shows the server's refusal beside the URL, and a disabled endpoint explained.
import { describe, expect, it, vi } from "vitest";
import type { WebhookEndpoint } from "../../../../contract/staff/webhooks.ts";
import staffWebhooks from "../../../../widgets/console/staff-webhooks/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();

const ENDPOINT: WebhookEndpoint = {
  id: 3,
  url: "https://crm.example.com/hooks/qto",
  description: "The firm's CRM",
  events: ["lead.created"],
  secret: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0",
  enabled: true,
  disabled_at: null,
  disabled_reason: null,
  failing_since: null,
  created_at: "2026-11-20T10:00:00.000Z",
};

const text = (root: ShadowRoot) => root.querySelector(".qto")!.textContent!;
const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent!.trim().startsWith(name))!;

describe("widgets: staff webhooks", () => {
  it("says what to do when there are no endpoints", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { endpoints: [] }));
    const { root } = await mountWidgetIn(staffWebhooks, ".empty");
    expect(text(root)).toContain("No endpoints yet");
    expect(fetchMock.mock.calls[0]![0]).toBe("/reactapp/staff/webhooks/");
  });

  it("shows a failure with Retry, and the endpoints after it", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(500, {}))
      .mockResolvedValueOnce(jsonResponse(200, { endpoints: [ENDPOINT] }));
    const { root } = await mountWidgetIn(staffWebhooks, '[role="alert"]');
    expect(root.querySelector('[role="alert"]')!.textContent).toMatch(/went wrong on our side/);
    button(root, "Retry").click();
    await vi.waitFor(() => expect(root.querySelector("article h3")?.textContent).toBe(ENDPOINT.url));
    expect(text(root)).toContain("whsec_••••");
    expect(text(root)).not.toContain(ENDPOINT.secret);
    button(root, "Show").click();
    await vi.waitFor(() => expect(text(root)).toContain(ENDPOINT.secret));
  });

  it("keeps what was typed and shows the server's refusal beside the URL, then saves", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { endpoints: [] }));
    const { root } = await mountWidgetIn(staffWebhooks, ".empty");
    button(root, "Add endpoint").click();
    await vi.waitFor(() => expect(root.querySelector("#new-url")).not.toBeNull());
    type(root.querySelector("#new-url"), "https://10.0.0.5/hook");
    type(root.querySelector("#new-description"), "Internal CRM");
    const refusal = "This URL leads to a private network (10.0.0.5 is a private address).";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { url: [refusal] }));
    root.querySelector<HTMLFormElement>("form")!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector("#new-url-error")?.textContent).toBe(refusal));
    const url = root.querySelector<HTMLInputElement>("#new-url")!;
    expect(url.value).toBe("https://10.0.0.5/hook");
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(url.getAttribute("aria-describedby")).toContain("new-url-error");
    expect(root.querySelector<HTMLInputElement>("#new-description")!.value).toBe("Internal CRM");

    type(url, ENDPOINT.url);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, ENDPOINT))
      .mockResolvedValueOnce(jsonResponse(200, { endpoints: [ENDPOINT] }));
    root.querySelector<HTMLFormElement>("form")!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector("article h3")?.textContent).toBe(ENDPOINT.url));
    const [, init] = fetchMock.mock.calls[2]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      url: ENDPOINT.url,
      description: "Internal CRM",
      events: ["lead.created"],
    });
    expect(root.querySelector("form")).toBeNull();
  });

  it("explains why an endpoint is disabled", async () => {
    const disabled = {
      ...ENDPOINT,
      enabled: false,
      disabled_at: "2026-11-23T10:00:00.000Z",
      disabled_reason: "Every delivery failed for 3 days (since 2026-11-20T10:00:00.000Z); the last: answered 500.",
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { endpoints: [disabled] }));
    const { root } = await mountWidgetIn(staffWebhooks, "article");
    expect(root.querySelector(".badge--bad")!.textContent).toBe("Disabled");
    expect(root.querySelector('[role="note"]')!.textContent).toMatch(
      /failed for 3 days[\s\S]*until it is enabled again/,
    );
    expect(button(root, "Send test event").disabled).toBe(true);
    expect(button(root, "Enable")).toBeDefined();
  });
});
