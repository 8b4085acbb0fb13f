// The register and login forms, under React and under preact/compat: the contract's rules beside the
// fields, the server's refusals in words a visitor understands, the CSRF handshake, the stars moving to
// the account, and the way back to ?next=.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import loginForm from "../../../../widgets/account/login-form/index.tsx";
import registerForm from "../../../../widgets/account/register-form/index.tsx";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { favorites } from "../../../../widgets/kits/stores/favorites.ts";
import { API, blur, field, jsonResponse, messageFor, mockFetch, mount, submit, type } from "../../helpers.ts";

const fetchMock = mockFetch();
const PASSWORD = "correct horse battery staple";
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=token-1; path=/";
  history.replaceState(null, "", "/Register/?next=%2FCheckOut%2F");
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

const call = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url,
    method: init?.method ?? "GET",
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
};
const failureText = (root: ShadowRoot) => root.querySelector(".failure p")?.textContent;

async function fillRegistration(root: ShadowRoot, confirm = PASSWORD) {
  type(field(root, "username"), "dana");
  type(field(root, "email"), "dana@example.com");
  type(field(root, "password"), PASSWORD);
  type(field(root, "confirm_password"), confirm);
}

describe("widgets: register form", () => {
  it("shows each field's message and the summary, and sends nothing", async () => {
    const { root } = await mount(registerForm);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".summary")).not.toBeNull());
    expect(messageFor(root, "username")).toBe("Username is required.");
    expect(messageFor(root, "email")).toBe("Email is required.");
    expect(messageFor(root, "password")).toBe("Password is required.");
    expect(messageFor(root, "confirm_password")).toBe("Confirm the password.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the length of the password and that both passwords match", async () => {
    const { root } = await mount(registerForm);
    type(field(root, "password"), "too short");
    blur(field(root, "password"));
    await vi.waitFor(() => expect(messageFor(root, "password")).toContain("at least 12 characters"));
    type(field(root, "password"), PASSWORD);
    type(field(root, "confirm_password"), "correct horse battery stapler");
    blur(field(root, "confirm_password"));
    await vi.waitFor(() => expect(messageFor(root, "confirm_password")).toBe("The two passwords do not match."));
    type(field(root, "confirm_password"), PASSWORD);
    await vi.waitFor(() => expect(messageFor(root, "confirm_password")).toBeUndefined());
  });

  it("shows the server's refusal beside the field and keeps every answer", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { username: ["A user with that username already exists."] }));
    const { root } = await mount(registerForm);
    await fillRegistration(root);
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "username")).toBe("A user with that username already exists."));
    expect(field(root, "email")!.value).toBe("dana@example.com");
    expect(field(root, "password")!.value).toBe(PASSWORD);
    expect(assign).not.toHaveBeenCalled();
  });

  it("registers with the CSRF header, moves the stars to the account and goes back to ?next=", async () => {
    favorites.set([4, 8]);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { id: 1, username: "dana", name: "dana", email: "dana@example.com" }))
      .mockResolvedValueOnce(jsonResponse(200, { ids: [2, 4, 8] }));
    const { root, events } = await mount(registerForm);
    await fillRegistration(root);
    // The draft keeps what was typed, never the passwords.
    expect(sessionStorage.getItem("qto-draft:register")).not.toContain(PASSWORD);
    submit(root);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/CheckOut/"));
    expect(call(0)).toMatchObject({
      url: `${API}/reactapp/register/`,
      method: "POST",
      body: { username: "dana", email: "dana@example.com", password: PASSWORD, confirm_password: PASSWORD },
      headers: { "X-CSRFToken": "token-1" },
    });
    expect(call(1)).toMatchObject({ url: `${API}/reactapp/favorites/merge/`, body: { ids: [4, 8] } });
    expect(favorites.get()).toEqual([2, 4, 8]);
    expect(account.get()).toEqual({ username: "dana", name: "dana" });
    expect(events.map((e) => e.type)).toContain("qto:submitted");
    expect(sessionStorage.getItem("qto-draft:register")).toBeNull();
  });
});

describe("widgets: login form", () => {
  beforeEach(() => history.replaceState(null, "", "/login/?next=https%3A%2F%2Fevil.example%2F"));

  it("says the credentials are wrong, and passes on the server's wait after too many tries", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { non_field_errors: ["Unable to log in with provided credentials."] }))
      .mockResolvedValueOnce(jsonResponse(429, { detail: "Too many failed logins. Try again in 15 minutes." }));
    const { root } = await mount(loginForm);
    type(field(root, "username"), "dana");
    type(field(root, "password"), "not the password");
    submit(root);
    await vi.waitFor(() => expect(failureText(root)).toBe("Unable to log in with provided credentials."));
    submit(root);
    await vi.waitFor(() => expect(failureText(root)).toBe("Too many failed logins. Try again in 15 minutes."));
    expect(field(root, "username")!.value).toBe("dana");
    expect(account.get()).toBeNull();
  });

  it("offers no 'Try again' that would resend a refused password, but does after a server failure", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { non_field_errors: ["Unable to log in with provided credentials."] }))
      .mockResolvedValueOnce(jsonResponse(503, { detail: "Service Unavailable" }));
    const { root } = await mount(loginForm);
    type(field(root, "username"), "dana");
    type(field(root, "password"), "not the password");
    submit(root);
    await vi.waitFor(() => expect(failureText(root)).toBe("Unable to log in with provided credentials."));
    expect(root.querySelector(".failure button")).toBeNull();
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".failure button")?.textContent).toBe("Try again"));
  });

  it("asks for the username or the e-mail address", async () => {
    const { root } = await mount(loginForm);
    expect(root.querySelector('label[for="login-username"]')?.textContent).toContain("Username or e-mail");
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "username")).toBe("Username or e-mail address is required."));
  });

  it("sends staff on to the second factor, keeping where they were going", async () => {
    history.replaceState(null, "", "/login/?next=%2Fstaff%2Freplies%2F");
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { username: "ada", name: "ada", email: "ada@example.com", second_factor: "required" }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { ids: [] }));
    const { root } = await mount(loginForm);
    type(field(root, "username"), "ada@example.com");
    type(field(root, "password"), PASSWORD);
    submit(root);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff/sign-in/?next=%2Fstaff%2Freplies%2F"));
  });

  it("fetches the CSRF cookie when it is missing, retries once when refused, and never leaves the site", async () => {
    document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    fetchMock
      .mockImplementationOnce(async () => {
        document.cookie = "csrftoken=token-2; path=/";
        return jsonResponse(200, { csrfToken: "token-2" });
      })
      .mockResolvedValueOnce(jsonResponse(403, { detail: "CSRF Failed: CSRF token missing or incorrect." }))
      .mockImplementationOnce(async () => {
        document.cookie = "csrftoken=token-3; path=/";
        return jsonResponse(200, { csrfToken: "token-3" });
      })
      .mockResolvedValueOnce(jsonResponse(200, { username: "dana", name: "dana", email: "dana@example.com" }))
      .mockResolvedValueOnce(jsonResponse(200, { ids: [] }));
    const { root } = await mount(loginForm);
    type(field(root, "username"), "dana");
    type(field(root, "password"), PASSWORD);
    submit(root);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect([0, 1, 2, 3].map((n) => `${call(n).method} ${call(n).url}`)).toEqual([
      `GET ${API}/reactapp/csrf/`,
      `POST ${API}/reactapp/drflogin/`,
      `GET ${API}/reactapp/csrf/`,
      `POST ${API}/reactapp/drflogin/`,
    ]);
    expect(call(1).headers["X-CSRFToken"]).toBe("token-2");
    // The retry carries the fresh token, not the refused one.
    expect(call(3).headers["X-CSRFToken"]).toBe("token-3");
  });

  it("shows the password on request", async () => {
    const { root } = await mount(loginForm);
    expect(field(root, "password")!.type).toBe("password");
    root.querySelector<HTMLInputElement>('.choice input[type="checkbox"]')!.click();
    await vi.waitFor(() => expect(field(root, "password")!.type).toBe("text"));
  });
});
