// Profile and the user card under React and preact/compat: the card with the menu and this page marked,
// the profile's rules beside its fields, and a saved profile shown on the card at once.
import { describe, expect, it, vi } from "vitest";
import accountCard from "../../../../widgets/account/account-card/index.tsx";
import accountProfile from "../../../../widgets/account/account-profile/index.tsx";
import { account } from "../../../../widgets/kits/stores/account.ts";
import { ME, PROFILE, useAccountApi } from "../../account-fixtures.ts";
import { field, jsonResponse, messageFor, mount, mountWidgetIn, submit, type } from "../../helpers.ts";

const { serve } = useAccountApi();

describe("widgets: account-profile", () => {
  it("folds the card and the menu into one control on a phone, open where there is room", async () => {
    history.replaceState(null, "", "/account/profile/");
    serve({ "/reactapp/session/": () => jsonResponse(200, { authenticated: true, me: { ...ME, role: "" } }) });
    const phone = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query) => ({ matches: query === "(max-width: 55.99rem)", media: query }) as MediaQueryList);
    const folded = await mountWidgetIn(accountCard, ".user-card", { current: "profile" });
    const details = folded.root.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")!.textContent).toBe("Account menuProfile");
    // A card names no trade its holder did not choose.
    expect(folded.root.querySelector(".role")).toBeNull();
    phone.mockRestore();
    const wide = await mountWidgetIn(accountCard, ".user-card", { current: "profile" });
    expect(wide.root.querySelector("details")!.open).toBe(true);
  });

  it("shows the user card and the menu with this page marked, and a saved profile on it at once", async () => {
    history.replaceState(null, "", "/account/profile/");
    serve({
      "/reactapp/session/": () => jsonResponse(200, { authenticated: true, me: ME }),
      "/reactapp/account/profile/": (init) =>
        init?.method === "PUT"
          ? jsonResponse(200, { ...PROFILE, ...JSON.parse(String(init.body)) })
          : jsonResponse(200, PROFILE),
    });
    const card = await mountWidgetIn(accountCard, ".user-card", { current: "profile" });
    expect(card.root.querySelector(".role")!.textContent).toBe("General contractor");
    expect(card.root.querySelector('[aria-current="page"]')!.textContent).toBe("Profile");
    expect([...card.root.querySelectorAll(".side-menu a")].map((a) => a.textContent)).toEqual([
      "Profile",
      "Settings",
      "Orders",
      "Billing",
      "Messages",
      "Drive",
      "Reminders",
    ]);

    const { root } = await mount(accountProfile);
    expect(field(root, "role")!.value).toBe("General contractor");
    type(field(root, "full_name"), "x".repeat(101));
    submit(root);
    await vi.waitFor(() =>
      expect(messageFor(root, "full_name")).toBe("Ensure this field has no more than 100 characters."),
    );
    type(field(root, "full_name"), "Dana Reyes");
    type(field(root, "role"), "Architect");
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".done")!.textContent).toBe("Your profile is saved."));
    await vi.waitFor(() => expect(card.root.querySelector(".user-card h3")!.textContent).toBe("Dana Reyes"));
    expect(card.root.querySelector(".role")!.textContent).toBe("Architect");
    expect(account.get()).toEqual({ username: "dana", name: "Dana Reyes" });
  });
});
