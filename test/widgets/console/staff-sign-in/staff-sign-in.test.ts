// The second factor's page, under React and preact/compat: enrol (key as text and QR, one code, the
// recovery codes once, "I have saved them"), verify with a code or a recovery code, each refusal beside
// its field with what was typed kept, a password an administrator chose changed, and on to ?next= when done.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import widget from "../../../../widgets/console/staff-sign-in/index.tsx";
import { API, jsonResponse, messageFor, mockFetch, mountWidgetIn, type } from "../../helpers.ts";

const fetchMock = mockFetch();
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
const CODES = ["abcde-fghij", "klmno-pqrst", "uvwxy-z2345", "aaaaa-bbbbb", "ccccc-ddddd"];

beforeEach(() => {
  document.cookie = "csrftoken=token-1; path=/";
  history.replaceState(null, "", "/staff/sign-in/?next=%2Fstaff%2Fteam%2F");
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => vi.restoreAllMocks());

const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text)!;
const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

describe("widgets: staff sign-in", () => {
  it("enrols: shows the key as text and as a QR code, then the recovery codes once, then goes on", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { state: "enrol", username: "ada" }))
      .mockResolvedValueOnce(
        jsonResponse(200, { key: "JBSW Y3DP EHPK 3PXP", uri: "otpauth://totp/x", qr_svg: "<svg></svg>" }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { recovery_codes: CODES }));
    const { root } = await mountWidgetIn(widget, ".key");
    expect(root.querySelector(".key")!.textContent).toBe("JBSW Y3DP EHPK 3PXP");
    expect(root.querySelector("img.qr")!.getAttribute("src")).toContain("data:image/svg+xml");
    type(root.querySelector("#enrol-code"), "123 456");
    button(root, "Confirm and continue").click();
    await vi.waitFor(() => expect(root.querySelectorAll(".codes code")).toHaveLength(5));
    expect(sent(2)).toMatchObject({
      url: `${API}/reactapp/staff/second-factor/enrolment/confirm/`,
      body: { code: "123 456" },
    });

    button(root, "Continue to the console").click();
    await vi.waitFor(() => expect(root.querySelector("#codes-problem")?.textContent).toMatch(/Tick the box/));
    expect(assign).not.toHaveBeenCalled();
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    button(root, "Continue to the console").click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff/team/"));
  });

  it("verifies: a refused code stays typed with the reason beside it, a wait is said, a recovery code passes", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { state: "verify", username: "ada" }))
      .mockResolvedValueOnce(jsonResponse(400, { code: ["That code is not right, or was used already."] }))
      .mockResolvedValueOnce(jsonResponse(429, { detail: "Too many wrong codes. Try again in 15 minutes." }))
      .mockResolvedValueOnce(jsonResponse(200, { detail: "Signed in.", recovery_codes_left: 9 }));
    const { root } = await mountWidgetIn(widget, "#verify-code");
    const code = root.querySelector<HTMLInputElement>("#verify-code")!;
    type(code, "000000");
    button(root, "Confirm").click();
    await vi.waitFor(() => expect(root.querySelector("#verify-code-error")?.textContent).toMatch(/not right/));
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(code.value).toBe("000000");
    button(root, "Confirm").click();
    await vi.waitFor(() => expect(root.querySelector(".notice--error")?.textContent).toMatch(/15 minutes/));

    button(root, "Use a recovery code instead").click();
    await vi.waitFor(() => expect(root.querySelector("#verify-recovery_code")).not.toBeNull());
    type(root.querySelector("#verify-recovery_code"), "abcde-fghij");
    button(root, "Confirm").click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff/team/"));
    expect(sent(3)).toMatchObject({
      url: `${API}/reactapp/staff/second-factor/recover/`,
      body: { recovery_code: "abcde-fghij" },
    });
  });

  it("asks a member whose password an administrator chose for their own, then goes on", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { state: "change_password", username: "tom" }))
      .mockResolvedValueOnce(jsonResponse(400, { password: ["Choose a new password, not the current one."] }))
      .mockResolvedValueOnce(jsonResponse(200, { detail: "Your password is changed." }));
    const { root } = await mountWidgetIn(widget, "form");
    expect(root.querySelector("h2")!.textContent).toBe("Choose your own password");
    const fill = (current: string, next: string) => {
      type(root.querySelector('[name="current_password"]'), current);
      type(root.querySelector('[name="password"]'), next);
      type(root.querySelector('[name="confirm_password"]'), next);
      root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    };
    fill("temporary-one-16", "temporary-one-16");
    await vi.waitFor(() => expect(messageFor(root, "password")).toMatch(/not the current one/));
    expect(assign).not.toHaveBeenCalled();
    fill("temporary-one-16", "amber lighthouse walnut orbit");
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff/team/"));
    expect(sent(2)).toMatchObject({
      url: `${API}/reactapp/account/password/`,
      method: "POST",
      body: { current_password: "temporary-one-16", password: "amber lighthouse walnut orbit" },
    });
  });

  it("goes straight on when the sign-in is confirmed already", async () => {
    history.replaceState(null, "", "/staff/sign-in/?next=https%3A%2F%2Fevil.example%2F");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { state: "passed", username: "ada" }));
    await mountWidgetIn(widget, ".panel");
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff/"));
  });
});
