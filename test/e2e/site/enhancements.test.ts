// The site's own enhancements in Chromium: the FAQ's single open item, the counters (and their stillness
// under reduced motion), the reviews carousel, the header search, and pages that ship only the loader.
import { describe, expect, it } from "vitest";
import { newPage, openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();

describe("e2e: enhancements", () => {
  it("the FAQ keeps exactly one item open", async () => {
    const { page, close } = await openPage(site, "/FaqPage/");
    const openItems = () =>
      page.$$eval("main details", (items) =>
        (items as HTMLDetailsElement[]).map((d, i) => (d.open ? i : -1)).filter((i) => i >= 0),
      );
    expect(await openItems()).toEqual([0]);
    await page.locator("main details summary").nth(2).click();
    expect(await openItems()).toEqual([2]);
    await page.locator("main details summary").nth(5).click();
    expect(await openItems()).toEqual([5]);
    await close();
  });

  it("the counters count up from 00 and end at their targets", async () => {
    const { page, close } = await openPage(site, "/");
    const values = () => page.$$eval("[data-count-to]", (els) => els.map((el) => el.textContent));
    // They start when they come into view, below the hero.
    expect(await values()).toEqual(["79", "22", "125", "66"]);
    await page.locator(".counters").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const early = await values();
    expect(early.some((value, i) => value !== ["79", "22", "125", "66"][i])).toBe(true);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>("[data-count-to]")].every(
          (el) => el.textContent === el.dataset.countTo,
        ),
      undefined,
      { timeout: 9000 },
    );
    expect(await values()).toEqual(["79", "22", "125", "66"]);
    await close();
  });

  it("the counters stay still under prefers-reduced-motion", async () => {
    const { page, close } = await openPage(site, "/", { reducedMotion: "reduce" });
    await page.waitForTimeout(300);
    expect(await page.$$eval("[data-count-to]", (els) => els.map((el) => el.textContent))).toEqual([
      "79",
      "22",
      "125",
      "66",
    ]);
    await close();
  });

  it("the carousel advances by itself, pauses on hover and on its pause button, and moves with next", async () => {
    const { page, close } = await openPage(site, "/AboutUS/");
    const track = page.locator(".carousel__track");
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(scrollLeft, { timeout: 5000 }).toBeGreaterThan(0);

    await track.hover();
    expect(await page.locator("[data-carousel]").getAttribute("data-state")).toBe("paused");
    const hoveredAt = await scrollLeft();
    await page.waitForTimeout(3600);
    expect(await scrollLeft()).toBe(hoveredAt);

    await page.mouse.move(0, 0);
    const toggle = page.locator("[data-carousel-toggle]");
    await toggle.click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await toggle.getAttribute("aria-label")).toBe("Start automatic rotation");
    const pausedAt = await scrollLeft();
    await page.waitForTimeout(3600);
    expect(await scrollLeft()).toBe(pausedAt);

    await page.locator("[data-carousel-next]").click();
    await expect.poll(scrollLeft).not.toBe(pausedAt);
    await close();
  });

  it("shows 1, 2 and 3 reviews at a time below 576, from 576 and from 992 px", async () => {
    for (const [width, perView] of [
      [400, 1],
      [700, 2],
      [1280, 3],
    ] as const) {
      const { page, close } = await openPage(site, "/AboutUS/", { width });
      const ratio = await page.$eval(
        ".carousel__track",
        (track) => track.clientWidth / track.firstElementChild!.getBoundingClientRect().width,
      );
      expect(Math.floor(ratio + 0.05)).toBe(perView);
      await close();
    }
  });

  it("the carousel's Previous and Next buttons show their icon and keep their names", async () => {
    const { page, close } = await openPage(site, "/AboutUS/");
    for (const name of ["Previous review", "Next review"]) {
      const icon = page.getByRole("button", { name }).locator(".icon");
      expect(await icon.evaluate((el) => getComputedStyle(el).display)).not.toBe("none");
      const box = await icon.boundingBox();
      expect(box?.width).toBeGreaterThan(0);
      expect(box?.height).toBeGreaterThan(0);
    }
    await close();
  });

  it("a remembered session that has expired is forgotten without an error in the console", async () => {
    const { page, errors, close } = await openPage(site, "/AboutUS/");
    await page.evaluate(() => localStorage.setItem("qto-account", JSON.stringify({ username: "dana", name: "dana" })));
    await page.context().addCookies([{ name: "sessionid", value: "expired-long-ago", url: site.origin }]);
    await page.reload();
    const menu = page.locator('[data-widget="account-menu"]');
    await menu.locator(".who").waitFor({ state: "hidden" });
    await menu.getByRole("link", { name: "Log in" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("qto-account"))).toBe("null");
    expect(errors).toEqual([]);
    await close();
  });

  it("the header search lands on the site search with its parameters, and keeps the location", async () => {
    const { page, close } = await openPage(site, "/AboutUS/");
    await page.fill('.search-strip input[name="q"]', "school");
    await page.selectOption('select[name="location"]', "TX");
    await page.click('.search-strip button[type="submit"]');
    await page.waitForURL(/\/search\//);
    expect(new URL(page.url()).search).toBe("?q=school&location=TX");
    expect(await page.inputValue('.search-strip select[name="location"]')).toBe("TX");
    await close();
  });

  it("the header's script is one file for a visitor; what a signed-in visitor needs comes once a name is shown", async () => {
    const scriptsOf = async (remembered: boolean) => {
      const { page, close } = await newPage(site);
      if (remembered)
        await page.addInitScript(() =>
          localStorage.setItem("qto-account", JSON.stringify({ username: "dana", name: "dana" })),
        );
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.split("/").pop()!);
      });
      await page.goto(`${site.origin}/Services/`, { waitUntil: "networkidle" });
      await close();
      return scripts.sort();
    };
    expect(await scriptsOf(false)).toEqual(["account-menu.js", "embed.js"]);
    // The remembered name is checked with the server (/session/ forgets it here), with the stores that write.
    expect(await scriptsOf(true)).toEqual(["account-menu.js", "embed.js", "signed-in.js", "stores.js"]);
  });

  it("pages without widgets or enhancements ship only the loader, for the header's account menu", async () => {
    const { page, close } = await openPage(site, "/Services/");
    expect(await page.$$eval("script[src]", (s) => s.map((script) => script.getAttribute("src")))).toEqual([
      "/widgets/embed.js",
    ]);
    await close();
  });
});
