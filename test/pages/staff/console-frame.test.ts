// The console has a frame of its own: the firm's name, "Console" and the way to the public site, the
// bar of screens once signed in, and none of the shop's or the marketing site's parts (cart, sign-in
// links, "Get Free Quote", site search, the marketing footer). The sign-in page lists no screens: they
// come after the second factor.
import { describe, expect, it } from "vitest";
import { parsePage } from "../../helpers/site.ts";

const SCREENS = ["/staff/", "/staff/lead/", "/staff/orders/", "/staff/projects/", "/staff/team/"];

describe("pages: the console's frame", () => {
  it.each(SCREENS)(
    "%s shows the console's header and screens, and nothing of the shop or the marketing site",
    (url) => {
      const page = parsePage(url);
      expect(page.querySelector(".console-header__brand")!.textContent!.replace(/\s+/g, " ").trim()).toBe(
        "QTO Solutions Console",
      );
      expect(page.querySelector('.console-header a[href="/"]')!.textContent).toBe("Public site");
      expect(page.querySelectorAll('nav[aria-label="Console"] a').length).toBeGreaterThan(5);
      expect(
        page.querySelector(".site-header, .site-footer, [data-widget=account-menu], form[role=search]"),
      ).toBeNull();
      expect(page.querySelector('a[href="/Cart/"]')).toBeNull();
      expect(page.textContent).not.toContain("Get Free Quote");
      expect(page.querySelector(".console-footer")).not.toBeNull();
    },
  );

  it("lists no screens on the sign-in page", () => {
    const page = parsePage("/staff/sign-in/");
    expect(page.querySelector(".console-header")).not.toBeNull();
    expect(page.querySelector('nav[aria-label="Console"]')).toBeNull();
  });
});
