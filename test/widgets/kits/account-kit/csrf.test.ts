// The CSRF cookie is fetched before a change only when the browser has none (a restarted browser loses
// it, a session cookie, while the signed-in session remains).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureCsrf } from "../../../../widgets/kits/account-kit/csrf.ts";
import { jsonResponse } from "../../helpers.ts";

const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
const forgetCookie = () => (document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  forgetCookie();
  vi.unstubAllGlobals();
});

describe("widgets/kits/account-kit: CSRF cookie", () => {
  it("fetches the cookie when the browser has none", async () => {
    forgetCookie();
    await ensureCsrf("https://api.example.test");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["https://api.example.test/reactapp/csrf/"]);
  });

  it("fetches nothing when the browser has the cookie", async () => {
    document.cookie = "csrftoken=token; path=/";
    await ensureCsrf();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
