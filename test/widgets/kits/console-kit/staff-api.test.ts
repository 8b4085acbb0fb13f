// A console screen whose session is gone sends the visitor to sign in and back; one whose session lacks
// the second factor sends them to confirm it; any other refusal is the screen's to explain.
import { afterEach, describe, expect, it, vi } from "vitest";
import { REFUSALS } from "../../../../contract/staff/staff.ts";
import { ApiError } from "../../../../widgets/kits/core/api.ts";
import { explainStaffError, refusalRedirect, staffRequest } from "../../../../widgets/kits/console-kit/staff-api.ts";

const refusal = (status: number, detail: string) => new ApiError("refused", "server", {}, status, detail);

describe("widgets/kits/console-kit: staff API", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a signed-out visitor to sign in, coming back to this screen", () => {
    history.replaceState(null, "", "/staff/lead/?id=4");
    expect(refusalRedirect(refusal(401, REFUSALS.signedOut.detail))).toBe("/login/?next=%2Fstaff%2Flead%2F%3Fid%3D4");
  });

  it("sends staff without the second factor to confirm it", () => {
    history.replaceState(null, "", "/staff/");
    expect(refusalRedirect(refusal(403, REFUSALS.secondFactor.detail))).toBe("/staff/sign-in/?next=%2Fstaff%2F");
  });

  it("sends staff whose code is too old, or whose password an administrator chose, to the sign-in page", () => {
    history.replaceState(null, "", "/staff/team/");
    for (const detail of [REFUSALS.recentSecondFactor.detail, REFUSALS.changePassword.detail])
      expect(refusalRedirect(refusal(403, detail))).toBe("/staff/sign-in/?next=%2Fstaff%2Fteam%2F");
  });

  it("leaves other refusals to the screen, in the server's words", () => {
    const error = refusal(403, REFUSALS.notAdmin.detail);
    expect(refusalRedirect(error)).toBeUndefined();
    expect(explainStaffError(error)).toBe("Only an administrator can do this.");
    const conflict = refusal(409, "This reply is approved already: reload to see where it stands.");
    expect(explainStaffError(conflict)).toBe("This reply is approved already: reload to see where it stands.");
  });

  it("moves the page on a 401 and answers what the server said otherwise", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...location, pathname: "/staff/", search: "", assign });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(REFUSALS.signedOut), { status: 401 })),
    );
    void staffRequest("/reactapp/staff/me/");
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/login/?next=%2Fstaff%2F"));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 200 })),
    );
    await expect(staffRequest("/reactapp/staff/me/")).resolves.toEqual({ id: 1 });
  });
});
