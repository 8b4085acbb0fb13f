// Settings under React and preact/compat: the address's verification sent again, a new password (a wrong
// current one said beside its field, the new ones cleared once changed), a new address, and deleting the
// account only after the password is given in the confirming <dialog>.
import { describe, expect, it, vi } from "vitest";
import { REFUSALS } from "../../../../contract/staff/staff.ts";
import accountSettings from "../../../../widgets/account/account-settings/index.tsx";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { PROFILE, useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, messageFor, mountWidgetIn, type } from "../../helpers.ts";

const { fetchMock, serve } = useAccountApi();
const PASSWORD = "correct horse battery staple";
const NEW = "amber lighthouse walnut orbit";

const form = (root: ShadowRoot, label: string) => root.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)!;
const fieldIn = (root: ShadowRoot, label: string, name: string) =>
  form(root, label).querySelector<HTMLInputElement>(`[name="${name}"]`);
const send = (root: ShadowRoot, label: string) =>
  form(root, label).querySelector<HTMLButtonElement>('button[type="submit"].primary')!.click();
const body = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === API + path);
  return call && JSON.parse(String(call[1]!.body));
};

describe("widgets: account-settings", () => {
  it("sends the verification link again and says so", async () => {
    serve({
      "/reactapp/account/profile/": () => jsonResponse(200, PROFILE),
      "/reactapp/account/verify/": () => jsonResponse(202, { detail: "We e-mailed a link to dana@example.com." }),
    });
    const { root } = await mountWidgetIn(accountSettings, ".settings");
    expect(root.querySelector(".badge")!.textContent).toBe("Not verified yet");
    [...root.querySelectorAll("button")].find((b) => b.textContent === "E-mail me a new link")!.click();
    await vi.waitFor(() =>
      expect(root.querySelector("#email-title ~ .done")!.textContent).toBe("We e-mailed a link to dana@example.com."),
    );
  });

  it("says a wrong current password beside its field, then changes the password and clears the fields", async () => {
    let attempts = 0;
    serve({
      "/reactapp/account/profile/": () => jsonResponse(200, PROFILE),
      "/reactapp/account/password/": () =>
        ++attempts === 1
          ? jsonResponse(400, { current_password: ["This is not your current password."] })
          : jsonResponse(200, { detail: "Your password is changed." }),
    });
    const { root } = await mountWidgetIn(accountSettings, ".settings");
    const label = "Change your password";
    type(fieldIn(root, label, "current_password"), "not it at all");
    type(fieldIn(root, label, "password"), NEW);
    type(fieldIn(root, label, "confirm_password"), NEW);
    send(root, label);
    await vi.waitFor(() => expect(messageFor(root, "current_password")).toBe("This is not your current password."));
    expect(fieldIn(root, label, "password")!.value).toBe(NEW);
    type(fieldIn(root, label, "current_password"), PASSWORD);
    send(root, label);
    await vi.waitFor(() =>
      expect(form(root, label).querySelector(".done")!.textContent).toBe("Your password is changed."),
    );
    expect(body("/reactapp/account/password/")).toEqual({ current_password: "not it at all", password: NEW });
    expect(fieldIn(root, label, "password")!.value).toBe("");
  });

  it("links a staff member whose code is too old to where it is entered, coming back here", async () => {
    history.replaceState(null, "", "/account/settings/");
    serve({
      "/reactapp/account/profile/": () => jsonResponse(200, PROFILE),
      "/reactapp/account/email/": () => jsonResponse(403, REFUSALS.recentSecondFactor),
    });
    const { root } = await mountWidgetIn(accountSettings, ".settings");
    const label = "Change your e-mail address";
    type(fieldIn(root, label, "email"), "new@example.com");
    type(fieldIn(root, label, "current_password"), PASSWORD);
    send(root, label);
    await vi.waitFor(() =>
      expect(form(root, label).querySelector('[role="alert"]')?.textContent).toContain("within 15 minutes"),
    );
    const link = form(root, label).querySelector<HTMLAnchorElement>('[role="alert"] a')!;
    expect(link.textContent).toBe("Enter your code");
    expect(link.getAttribute("href")).toBe(`${API}/staff/sign-in/?next=%2Faccount%2Fsettings%2F`);
  });

  it("asks for the new address's link", async () => {
    serve({
      "/reactapp/account/profile/": () => jsonResponse(200, PROFILE),
      "/reactapp/account/email/": () => jsonResponse(202, { detail: "We e-mailed a link to new@example.com." }),
    });
    const { root } = await mountWidgetIn(accountSettings, ".settings");
    const label = "Change your e-mail address";
    type(fieldIn(root, label, "email"), "new@example.com");
    type(fieldIn(root, label, "current_password"), PASSWORD);
    send(root, label);
    await vi.waitFor(() =>
      expect(form(root, label).querySelector(".done")!.textContent).toBe("We e-mailed a link to new@example.com."),
    );
    expect(body("/reactapp/account/email/")).toEqual({ email: "new@example.com", current_password: PASSWORD });
  });

  it("offers the data download, and deletes only with the password given in the dialog", async () => {
    serve({
      "/reactapp/account/profile/": () => jsonResponse(200, PROFILE),
      "/reactapp/account/delete/": () => jsonResponse(200, { detail: "Your account is deleted." }),
    });
    const { root } = await mountWidgetIn(accountSettings, ".settings");
    const download = root.querySelector<HTMLAnchorElement>("a[download]")!;
    expect(download.getAttribute("href")).toBe(`${API}/reactapp/account/export/`);
    expect(root.querySelector("dialog form")).toBeNull();
    [...root.querySelectorAll("button")].find((b) => b.textContent === "Delete my account…")!.click();
    await vi.waitFor(() => expect(root.querySelector("dialog form")).not.toBeNull());
    send(root, "Delete your account");
    const password = fieldIn(root, "Delete your account", "current_password")!;
    await vi.waitFor(() =>
      expect(root.getElementById(password.getAttribute("aria-describedby")!)!.textContent).toBe(
        "Enter your current password.",
      ),
    );
    expect(body("/reactapp/account/delete/")).toBeUndefined();
    type(password, PASSWORD);
    send(root, "Delete your account");
    await vi.waitFor(() => expect(root.querySelector("h3")!.textContent).toBe("Your account is deleted"));
    expect(body("/reactapp/account/delete/")).toEqual({ current_password: PASSWORD });
    expect(account.get()).toBeNull();
  });
});
