// The team screen under React and preact/compat: an administrator resets a member's password after
// confirming, and the temporary password is shown to hand over; their own row offers no such reset; a
// refused new member's role is explained beside its field, as every other field's refusal is.
import { describe, expect, it, vi } from "vitest";
import type { PasswordReset, TeamMember } from "../../../../contract/staff/team.ts";
import staffTeam from "../../../../widgets/console/staff-team/index.tsx";
import { jsonResponse, mockFetch, mountWidgetIn } from "../../helpers.ts";

const fetchMock = mockFetch();

const member = (id: number, username: string, role: "staff" | "admin"): TeamMember => ({
  id,
  username,
  email: `${username}@example.com`,
  role,
  second_factor: true,
  last_login: null,
  disabled: false,
  must_change_password: false,
});
const ADA = member(1, "ada", "admin");
const SAM = member(2, "sam", "staff");

describe("widgets: staff team", () => {
  it("resets a member's password once confirmed, and shows the temporary one to hand over", async () => {
    const reset: PasswordReset = {
      member: { ...SAM, must_change_password: true },
      temporary_password: "Xk3v9QmT2pLw8RzA",
    };
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith("/reactapp/staff/me/"))
        return jsonResponse(200, { id: 1, username: "ada", email: "", role: "admin" });
      if (path.endsWith("/reactapp/staff/team/2/password/reset/") && init?.method === "POST")
        return jsonResponse(200, reset);
      return jsonResponse(200, { members: [ADA, SAM] });
    });
    const { root } = await mountWidgetIn(staffTeam, '[aria-label="Reset password: sam"]');
    await vi.waitFor(() => expect(root.textContent).toContain("Admin (you)"));
    expect(root.querySelector('[aria-label="Reset password: ada"]')).toBeNull();

    root.querySelector<HTMLButtonElement>('[aria-label="Reset password: sam"]')!.click();
    const asking = () =>
      [...root.querySelectorAll("dialog")].find((d) => d.textContent!.includes("Reset sam's password?"));
    await vi.waitFor(() => expect(asking()?.textContent).toContain("temporary password"));
    const dialog = asking()!;
    [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Reset password")!.click();
    await vi.waitFor(() => expect(root.querySelector(".notice--ok")?.textContent).toContain("Xk3v9QmT2pLw8RzA"));
    expect(root.querySelector(".notice--ok")!.textContent).toMatch(/not shown again/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/password/reset/"))!;
    expect(call[1]!.method).toBe("POST");
  });

  it("puts the server's refusal of a new member's role beside the role, tied to it for screen readers", async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith("/reactapp/staff/me/"))
        return jsonResponse(200, { id: 1, username: "ada", email: "", role: "admin" });
      if (path.endsWith("/reactapp/staff/team/") && init?.method === "POST")
        return jsonResponse(400, { role: ["Choose a role."] });
      return jsonResponse(200, { members: [ADA, SAM] });
    });
    const { root } = await mountWidgetIn(staffTeam, "button.button");
    [...root.querySelectorAll("button")].find((b) => b.textContent === "Add a staff member")!.click();
    await vi.waitFor(() => expect(root.querySelector("#add-role")).not.toBeNull());
    root.querySelector<HTMLFormElement>("form.add-member")!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector("#add-role")!.getAttribute("aria-invalid")).toBe("true"));
    const described = root.querySelector("#add-role")!.getAttribute("aria-describedby")!;
    expect(root.querySelector(`#${described}`)!.textContent).toContain("Choose a role.");
  });
});
