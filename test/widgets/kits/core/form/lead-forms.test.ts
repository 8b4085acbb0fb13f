// The form kit through the contact, sample and reply forms, under React and under preact/compat.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORIGIN_BLOCKED } from "../../../../../contract/schemas/origin-blocked.ts";
import contactForm from "../../../../../widgets/site/contact-form/index.tsx";
import replyForm from "../../../../../widgets/site/reply-form/index.tsx";
import sampleForm from "../../../../../widgets/site/sample-form/index.tsx";
import { API, blur, field, jsonResponse, messageFor, mount, submit, type } from "../../../helpers.ts";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  sessionStorage.clear();
  history.replaceState(null, "", "/ContactUs/?utm_source=newsletter&utm_campaign=fall");
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

async function fillContact(root: ShadowRoot) {
  type(field(root, "name"), "Dana Reyes");
  type(field(root, "email"), "dana@example.com");
  type(field(root, "message"), "Concrete take-off for a 3-story office.");
}

const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body));
const sentHeaders = (call = 0) => fetchMock.mock.calls[call]![1]!.headers as Record<string, string>;

describe("widgets: lead forms", () => {
  it("shows the contract's messages beside each field and focuses a summary on submit", async () => {
    const { root } = await mount(contactForm);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".summary")).not.toBeNull());
    expect(messageFor(root, "name")).toBe("Name is required.");
    expect(messageFor(root, "email")).toBe("Email is required.");
    expect(messageFor(root, "message")).toBe("Message is required.");
    expect(field(root, "email")!.getAttribute("aria-invalid")).toBe("true");
    expect(root.querySelector(".summary h3")!.textContent).toBe("3 answers need your attention");
    await vi.waitFor(() => expect(root.activeElement).toBe(root.querySelector(".summary")));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves focus in the field the visitor types into while the summary shows", async () => {
    const { root } = await mount(contactForm);
    submit(root);
    await vi.waitFor(() => expect(root.activeElement).toBe(root.querySelector(".summary")));
    // Preact runs effects after the next frame; a visitor's first key comes later than that.
    await new Promise((resolve) => setTimeout(resolve, 200));
    field(root, "email")!.focus();
    type(field(root, "email"), "dana@");
    blur(field(root, "email"));
    field(root, "email")!.focus();
    type(field(root, "email"), "dana@example.com");
    await vi.waitFor(() => expect(messageFor(root, "email")).toBeUndefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.activeElement).toBe(field(root, "email"));
  });

  it("checks a field when the visitor leaves it, and clears the message once the answer is right", async () => {
    const { root } = await mount(contactForm);
    type(field(root, "email"), "dana@");
    blur(field(root, "email"));
    await vi.waitFor(() => expect(messageFor(root, "email")).toBe("Enter a valid email address."));
    type(field(root, "email"), "dana@example.com");
    await vi.waitFor(() => expect(messageFor(root, "email")).toBeUndefined());
  });

  it("sends the lead with its context, confirms with the reference and tells the host page", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 7, reference: "QTO-C-7K2M9XPD" }));
    const { root, events } = await mount(contactForm, { partner: "acme", api: "https://leads.example.test/" });
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(root.querySelector(".reference")!.textContent).toBe("QTO-C-7K2M9XPD");
    expect(root.querySelector(".confirmation")!.textContent).toMatch(/Quote it if you call or write to us/);
    expect(fetchMock.mock.calls[0]![0]).toBe("https://leads.example.test/reactapp/create-contact/");
    expect(sentBody()).toMatchObject({
      name: "Dana Reyes",
      partner: "acme",
      utm_source: "newsletter",
      utm_campaign: "fall",
      source_page: location.href,
      fax_number: "",
    });
    expect(events.map((e) => e.type)).toEqual(["qto:ready", "qto:submitted"]);
    expect(events[1]!.detail).toMatchObject({ type: "contact", reference: "QTO-C-7K2M9XPD" });
    await vi.waitFor(() => expect(root.activeElement).toBe(root.querySelector(".confirmation h3")));
  });

  it("keeps every value after a failure and retries with the same idempotency key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 8, reference: "QTO-C-AAAABBBB" }));
    const { root, events } = await mount(contactForm);
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".failure")).not.toBeNull());
    expect(root.querySelector(".failure")!.textContent).toMatch(/could not reach our server/);
    expect(field(root, "name")!.value).toBe("Dana Reyes");
    expect(field(root, "message")!.value).toBe("Concrete take-off for a 3-story office.");
    expect(events.at(-1)).toMatchObject({ type: "qto:error", detail: { kind: "network" } });

    root.querySelector<HTMLButtonElement>(".failure button")!.click();
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(1)["Idempotency-Key"]).toBe(sentHeaders(0)["Idempotency-Key"]);
    // Five random 32-bit numbers: printable, 9 characters at least, as the server's rule asks.
    expect(sentHeaders(0)["Idempotency-Key"]).toMatch(/^\d+(-\d+){4}$/);
  });

  it("shows a blocked site's refusal as the server words it, tells the host page, and keeps the answers", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { detail: ORIGIN_BLOCKED }));
    const { root, events } = await mount(contactForm);
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".failure")).not.toBeNull());
    expect(root.querySelector(".failure p")!.textContent).toBe(ORIGIN_BLOCKED);
    expect(root.querySelector(".failure")!.textContent).not.toMatch(/connection/);
    expect(events.at(-1)).toMatchObject({ type: "qto:error", detail: { kind: "refused", message: ORIGIN_BLOCKED } });
    expect(field(root, "name")!.value).toBe("Dana Reyes");
    expect(field(root, "message")!.value).toBe("Concrete take-off for a 3-story office.");
  });

  it("offers no Try again after a blocked site's refusal, which a retry cannot mend; a server failure keeps it", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { detail: ORIGIN_BLOCKED }));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    const { root } = await mount(contactForm);
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".failure")).not.toBeNull());
    expect(root.querySelector(".failure button")).toBeNull();
    // The form's own button still sends: staff may allow the site meanwhile.
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".failure p")!.textContent).toMatch(/wrong on our side/));
    expect(root.querySelector(".failure button")!.textContent).toBe("Try again");
  });

  it("uses a new idempotency key when the answers change after a failure", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, {}));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 9, reference: "QTO-C-CCCCDDDD" }));
    const { root } = await mount(contactForm);
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".failure")!.textContent).toMatch(/wrong on our side/));
    type(field(root, "city"), "Austin");
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(sentHeaders(1)["Idempotency-Key"]).not.toBe(sentHeaders(0)["Idempotency-Key"]);
  });

  it("shows the server's field errors beside the fields", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { email: ["Enter a valid email address."] }));
    const { root } = await mount(contactForm);
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "email")).toBe("Enter a valid email address."));
    expect(root.querySelector(".summary")).not.toBeNull();
  });

  it("sends once however often the button is pressed while sending", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { root } = await mount(contactForm);
    await fillContact(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".primary")!.getAttribute("aria-disabled")).toBe("true"));
    submit(root);
    submit(root);
    answer(jsonResponse(201, { id: 10, reference: "QTO-C-EEEEFFFF" }));
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("restores a draft after a reload, and forgets it once sent", async () => {
    const first = await mount(contactForm);
    type(field(first.root, "name"), "Dana Reyes");
    type(field(first.root, "message"), "Half-written message");
    await vi.waitFor(() => expect(sessionStorage.length).toBe(1));
    first.unmount();

    const second = await mount(contactForm);
    expect(field(second.root, "name")!.value).toBe("Dana Reyes");
    expect(field(second.root, "message")!.value).toBe("Half-written message");

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 11, reference: "QTO-C-GGGGHHHH" }));
    type(field(second.root, "email"), "dana@example.com");
    submit(second.root);
    await vi.waitFor(() => expect(second.root.querySelector(".confirmation")).not.toBeNull());
    expect(sessionStorage.length).toBe(0);
  });

  it("takes prefills and options from data attributes", async () => {
    const { root } = await mount(contactForm, { email: "pat@example.com", companyName: "Pat & Co", theme: "dark" });
    expect(field(root, "email")!.value).toBe("pat@example.com");
    expect(field(root, "company_name")!.value).toBe("Pat & Co");
  });

  it("mounts a widget once however often it is mounted on the same element", async () => {
    const { host, root, unmount } = await mount(contactForm);
    const again = (await import("../../../../../widgets/kits/core/mount.tsx")).mountWidget;
    expect(again(host, "contact-form", contactForm, { api: API, partner: "", theme: "", prefill: {}, extra: {} })).toBe(
      unmount,
    );
    expect(root.querySelectorAll("form")).toHaveLength(1);
    unmount();
    expect(root.childNodes).toHaveLength(0);
  });

  it("offers the 18 sample types and sends the one chosen", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 12, reference: "QTO-S-JJJJKKKK" }));
    const { root } = await mount(sampleForm);
    expect(root.querySelectorAll('[name="sample_type"] option:not([value=""])')).toHaveLength(18);
    type(field(root, "sample_type"), "new-school");
    type(field(root, "name"), "Lee Chen");
    type(field(root, "email"), "lee@example.com");
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(sentBody()).toMatchObject({ sample_type: "new-school" });
    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/reactapp/create-sample-request/`);
  });

  it("sends a reply for the article it sits under and says it awaits moderation", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 13, reference: "QTO-R-LLLLMMMM" }));
    const { root } = await mount(replyForm, { article: "/Blog_Detail6/" });
    type(field(root, "name"), "Ari");
    type(field(root, "email"), "ari@example.com");
    type(field(root, "message"), "Useful checklist.");
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(root.querySelector(".confirmation h3")!.textContent).toMatch(/awaits moderation/);
    expect(sentBody()).toMatchObject({ article: "/Blog_Detail6/", message: "Useful checklist." });
    // A comment, not a request the firm answers: no reference to quote when calling.
    expect(root.querySelector(".confirmation")!.textContent).not.toMatch(/QTO-R-LLLLMMMM|Quote it|reference/i);
  });
});
