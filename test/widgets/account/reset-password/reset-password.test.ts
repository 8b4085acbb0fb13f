// A new password through the e-mailed link, under React and preact/compat: the rules beside the fields,
// an expired or used link said as such with the passwords kept, success leading to the login.
import { describe, expect, it, vi } from "vitest";
import { RESET_LINK_INVALID } from "../../../../contract/account/account.ts";
import resetPassword from "../../../../widgets/account/reset-password/index.tsx";
import { useCsrfCookie } from "../../account-fixtures.ts";
import { API, field, jsonResponse, messageFor, mockFetch, mount, mountWidgetIn, submit, type } from "../../helpers.ts";

const fetchMock = mockFetch();
const TOKEN = "k".repeat(43);
const NEW = "amber lighthouse walnut orbit";

useCsrfCookie();

const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url, body: JSON.parse(String(init!.body)) };
};

describe("widgets: reset password", () => {
  it("says a link without a token is incomplete, and where to get a new one", async () => {
    history.replaceState(null, "", "/account/reset-password/");
    const { root } = await mountWidgetIn(resetPassword, ".notice");
    expect(root.querySelector("h3")!.textContent).toBe("This link is incomplete");
    expect(root.querySelector("a")!.getAttribute("href")).toBe(`${API}/account/forgot-password/`);
  });

  it("sends the token with the new password, and leads to the login once it is changed", async () => {
    history.replaceState(null, "", `/account/reset-password/?token=${TOKEN}`);
    fetchMock.mockResolvedValue(jsonResponse(200, { detail: "Your password is changed. Log in with the new one." }));
    const { root } = await mount(resetPassword);
    type(field(root, "password"), NEW);
    type(field(root, "confirm_password"), `${NEW}!`);
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "confirm_password")).toBe("The two passwords do not match."));
    type(field(root, "confirm_password"), NEW);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector("h3")!.textContent).toBe("Password changed"));
    expect(sent(0)).toEqual({ url: `${API}/reactapp/account/reset-password/`, body: { token: TOKEN, password: NEW } });
    expect(root.querySelector("a.button")!.getAttribute("href")).toBe(`${API}/login/`);
  });

  it("says an expired or used link is one, keeping the passwords typed; a weak one beside its field", async () => {
    history.replaceState(null, "", `/account/reset-password/?token=${TOKEN}`);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { password: ["This password is too common."] }));
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { token: [RESET_LINK_INVALID] }));
    const { root } = await mount(resetPassword);
    type(field(root, "password"), NEW);
    type(field(root, "confirm_password"), NEW);
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "password")).toBe("This password is too common."));
    submit(root);
    await vi.waitFor(() => expect(root.querySelector('[role="alert"] p')?.textContent).toBe(RESET_LINK_INVALID));
    expect(field(root, "password")!.value).toBe(NEW);
  });
});
