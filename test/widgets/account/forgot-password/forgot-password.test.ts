// The forgotten-password form under React and preact/compat: the address checked beside its field, then
// the one answer the server gives whether an account uses the address or not.
import { describe, expect, it, vi } from "vitest";
import { FORGOT_PASSWORD_SENT } from "../../../../contract/account/account.ts";
import forgotPassword from "../../../../widgets/account/forgot-password/index.tsx";
import { useCsrfCookie } from "../../account-fixtures.ts";
import { API, field, jsonResponse, messageFor, mockFetch, mount, submit, type } from "../../helpers.ts";

const fetchMock = mockFetch();

useCsrfCookie();

const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url, body: JSON.parse(String(init!.body)) };
};

describe("widgets: forgot password", () => {
  it("checks the address beside the field, then says what happens next, whatever the account", async () => {
    history.replaceState(null, "", "/account/forgot-password/");
    fetchMock.mockResolvedValue(jsonResponse(202, { detail: FORGOT_PASSWORD_SENT }));
    const { root } = await mount(forgotPassword);
    type(field(root, "email"), "not an address");
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "email")).toBe("Enter a valid email address."));
    expect(fetchMock).not.toHaveBeenCalled();
    type(field(root, "email"), "dana@example.com");
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".done")!.textContent).toBe(FORGOT_PASSWORD_SENT));
    expect(sent(0)).toEqual({ url: `${API}/reactapp/account/forgot-password/`, body: { email: "dana@example.com" } });
    expect(root.querySelector('a[href$="/login/"]')).not.toBeNull();
  });
});
