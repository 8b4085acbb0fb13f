// Mounting a widget into happy-dom the way the embed runtime does, and acting like a visitor on it.
import { afterEach, beforeEach, vi } from "vitest";
import { mountWidget } from "../../widgets/kits/core/mount.tsx";
import { optionsFromElement } from "../../widgets/kits/core/options.ts";
import type { Widget } from "../../widgets/kits/core/widget.ts";
import { actionsOf, type ConsoleMember } from "../../contract/staff/permissions.ts";
import type { StaffRole } from "../../contract/staff/staff.ts";

export const API = "https://api.example.test";

// Every widget a test mounted is unmounted after it, so no timer or request outlives its test.
const mounted: Array<() => void> = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** The qto:* events `host` dispatches, as they come. */
function collectEvents(host: HTMLElement) {
  const events: Array<{ type: string; detail: Record<string, unknown> }> = [];
  for (const type of ["qto:ready", "qto:submitted", "qto:error"]) {
    host.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  return events;
}

export async function mount(widget: Widget, data: Record<string, string> = {}, name = "test-widget") {
  const host = document.createElement("div");
  Object.assign(host.dataset, data);
  document.body.append(host);
  const events = collectEvents(host);
  const unmount = mountWidget(host, name, widget, optionsFromElement(host, API));
  mounted.push(unmount);
  const root = host.shadowRoot!;
  await vi.waitFor(() => {
    if (!root.querySelector("form")) throw new Error("not rendered yet");
  });
  return { host, root, unmount, events };
}

/** Mounts a widget that is not a form and waits until `selector` shows in its shadow root. */
export async function mountWidgetIn(widget: Widget, selector: string, data: Record<string, string> = {}) {
  const host = document.createElement("div");
  Object.assign(host.dataset, data);
  document.body.append(host);
  const events = collectEvents(host);
  const unmount = mountWidget(host, "test-widget", widget, optionsFromElement(host, API));
  mounted.push(unmount);
  const root = host.shadowRoot!;
  await vi.waitFor(() => {
    if (!root.querySelector(selector)) throw new Error(`no ${selector} yet`);
  });
  return { host, root, unmount, events };
}

/** Sets a control's value as typing does, so React's and Preact's change tracking both see it. */
export function type(control: Element | null, value: string) {
  if (!control) throw new Error("no such control");
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

export function blur(control: Element | null) {
  control?.dispatchEvent(new FocusEvent("blur"));
  control?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}

export function submit(root: ShadowRoot) {
  root.querySelector<HTMLButtonElement>('button[type="submit"].primary')!.click();
}

export const field = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`);

/** The message shown beside a field, found through its aria-describedby. */
export function messageFor(root: ShadowRoot, name: string): string | undefined {
  const control = field(root, name);
  const ids = control?.getAttribute("aria-describedby")?.split(" ") ?? [];
  return (
    ids.map((id) => root.getElementById(id)).find((el) => el?.classList.contains("error"))?.textContent ?? undefined
  );
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** GET /reactapp/staff/me/ as the server answers it for a member of `role`. */
export const consoleMember = (role: StaffRole): ConsoleMember => ({
  id: 1,
  username: "sam",
  email: "sam@example.com",
  role,
  actions: actionsOf(role),
});

/** Who the console's GET /reactapp/staff/me/ names, under `mockFetch({ member })`: a test may change the role. */
export const signedInMember: { role: StaffRole } = { role: "admin" };

/**
 * A mocked fetch for the calling test file, with fresh storage and an empty page around each test. With
 * `member`, GET /reactapp/staff/me/ answers that member (`signedInMember.role` once a test changes it)
 * without reaching the mock, so a screen's own calls keep their order in `fetchMock.mock.calls`.
 */
export function mockFetch({ member }: { member?: StaffRole } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  const withMember: typeof fetch = async (url, init) =>
    String(url).endsWith("/reactapp/staff/me/")
      ? jsonResponse(200, consoleMember(signedInMember.role))
      : fetchMock(url, init);
  beforeEach(() => {
    if (member) signedInMember.role = member;
    vi.stubGlobal("fetch", member ? withMember : fetchMock);
    fetchMock.mockReset();
    sessionStorage.clear();
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/**
 * An XMLHttpRequest for the upload tests (widgets/kits/uploads/upload.ts): it records what was opened, with
 * which headers and body, reports half the body sent, and answers when the test says, through `response`
 * as a real one with responseType "json" does. `FakeXhr.sent` holds the running test's requests.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static get last(): FakeXhr | undefined {
    return FakeXhr.sent.at(-1);
  }
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  response: unknown = null;
  responseType = "";
  opened: [string, string] = ["", ""];
  headers: Record<string, string> = {};
  body?: FormData;
  get url() {
    return this.opened[1];
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, response: body });
    this.onload?.();
  }
}

/** XMLHttpRequest stubbed with FakeXhr around each test of the calling file. */
export function fakeXhr() {
  beforeEach(() => {
    FakeXhr.sent.length = 0;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  return FakeXhr;
}
