// Keeping projects from the board in Chromium, signed out, on 250 seeded projects: stars kept in this
// browser and listed on the Favorites tab, and a take-off in the cart that the detail page shares.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { openBoard, settled } from "../helpers/project-board.ts";

const site = useLiveSite({ SEED_PROJECTS: "250" });

describe("e2e: favorites and the cart from the project board", () => {
  it("keeps favorites in local storage and lists them on the Favorites tab", async () => {
    const { board, page, close } = await openBoard(site);
    const name = (await board.locator(".card h3").first().textContent())!;
    await board.getByRole("button", { name: `Favorite ${name}` }).click();
    expect(await board.getByRole("button", { name: `Favorite ${name}` }).getAttribute("aria-pressed")).toBe("true");
    await board.getByRole("button", { name: "Favorites", exact: true }).click();
    expect(await settled(board, 1)).toEqual([name]);
    await board.getByRole("button", { name: `Favorite ${name}` }).click();
    await board.getByText("No favorites yet").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("qto-favorites"))).toBe("[]");
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it("adds a project to the cart, shared with the detail page", async () => {
    const { board, page, close } = await openBoard(site);
    const card = board.locator(".card").first();
    const id = Number((await card.locator("h3 a").getAttribute("href"))!.split("/").pop());
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await card.getByRole("link", { name: "In cart: view cart" }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("qto-cart")))!)[0].project_id).toBe(id);
    await page.goto(`${site.origin}/ProjectDetail/${id}`);
    await page
      .locator('[data-widget="project-detail"] .qto')
      .getByRole("link", { name: "In cart: view cart" })
      .waitFor();
    await close();
  });
});
