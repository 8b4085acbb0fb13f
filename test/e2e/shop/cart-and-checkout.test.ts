// Accounts, favorites, the cart and the checkout in Chromium, against the real server: register, log
// out, log in, stars that follow the account, two take-offs from the board, a size changed in the cart,
// an approved payment and a declined one; axe-core in every state.
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartQuote } from "../../contract/schemas/cart.ts";
import { axeViolations, launchBrowser } from "../helpers/browser.ts";
import { startServer } from "../helpers/server.ts";

let app: FastifyInstance;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const USER = { username: "dana_reyes", email: "dana@example.com", password: "correct horse battery staple" };

beforeAll(async () => {
  ({ app, origin } = await startServer({ SEED_PROJECTS: "40" }));
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(8000);
  page.on("pageerror", (error) => errors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const menu = () => page.locator('[data-widget="account-menu"] .qto');
const board = () => page.locator('[data-widget="project-board"] .qto');
const cartWidget = () => page.locator('[data-widget="cart"] .qto');
const checkout = () => page.locator('[data-widget="checkout"] .qto');
const cardFields = () => page.frameLocator('iframe[title="Card details"]');

async function expectNoViolations() {
  expect(await axeViolations(page)).toEqual([]);
}

async function openBoard(search = "") {
  await page.goto(`${origin}/Projects/${search}`);
  await board().locator(".card:not(.skeleton), .notice").first().waitFor();
}

async function fillBilling() {
  const form = checkout().locator("form");
  await form.locator('[name="name_on_card"]').fill("Dana Reyes");
  await form.locator('[name="address"]').fill("12 Main St");
  await form.locator('[name="city"]').fill("Austin");
  await form.locator('[name="zip"]').fill("78701");
  await form.locator('[name="state"]').selectOption("TX");
}

async function fillCard(number: string) {
  await cardFields().locator("#number").fill(number);
  await cardFields().locator("#exp_month").selectOption("12");
  await cardFields()
    .locator("#exp_year")
    .selectOption(String(new Date().getFullYear() + 2));
  await cardFields().locator("#cvc").fill("123");
}

describe("e2e: accounts, cart and checkout", () => {
  it("registers with a clear message for every mistake, then signs the visitor in", async () => {
    await page.goto(`${origin}/Register/`);
    const form = page.locator('[data-widget="register-form"] form');
    await form.getByRole("button", { name: "Create account" }).click();
    await form.locator(".summary").waitFor();
    await expectNoViolations();
    await form.locator('[name="username"]').fill(USER.username);
    await form.locator('[name="email"]').fill(USER.email);
    await form.locator('[name="password"]').fill("password1234");
    await form.locator('[name="confirm_password"]').fill("password1234");
    await form.getByRole("button", { name: "Create account" }).click();
    await form.locator(".field .error").getByText("This password is too common.").waitFor();
    await form.locator('[name="password"]').fill(USER.password);
    await form.locator('[name="confirm_password"]').fill(`${USER.password}!`);
    await form.locator('[name="confirm_password"]').blur();
    await form.locator(".field .error").getByText("The two passwords do not match.").waitFor();
    await form.locator('[name="confirm_password"]').fill(USER.password);
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${origin}/`);
    await expect.poll(() => menu().locator(".who").textContent()).toBe(USER.username);
    const session = (await context.cookies()).find((c) => c.name === "sessionid")!;
    expect(session.httpOnly).toBe(true);
  });

  it("logs out on the server, keeps a star given meanwhile, and logs back in from the checkout to it", async () => {
    await menu().getByRole("button", { name: "Log out" }).click();
    await menu().getByRole("link", { name: "Log in" }).waitFor();
    expect((await page.request.get(`${origin}/reactapp/me/`)).status()).toBe(403);

    // A star given while signed out joins the account at the next sign-in.
    await openBoard();
    const first = board().locator(".card").first();
    const starredBefore = (await first.locator("h3").textContent())!;
    await first.locator(".star").click();

    // The checkout asks for a login, and the login comes back to it.
    await page.goto(`${origin}/CheckOut/`);
    await checkout().getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(/\/login\/\?next=%2FCheckOut%2F/);
    const form = page.locator('[data-widget="login-form"] form');
    await form.locator('[name="username"]').fill(USER.username);
    await form.locator('[name="password"]').fill("not the password at all");
    await form.getByRole("button", { name: "Log in" }).click();
    await form.getByText("Unable to log in with provided credentials.").waitFor();
    await expectNoViolations();
    await form.locator('[name="password"]').fill(USER.password);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${origin}/CheckOut/`);
    await checkout().locator(".user-card h3").getByText(USER.username).waitFor();
    await expect.poll(() => menu().locator(".who").textContent()).toBe(USER.username);

    // Star a second project: saved on the server, and both show under Favorites.
    await openBoard();
    const second = board().locator(".card").nth(1);
    const starredAfter = (await second.locator("h3").textContent())!;
    await second.locator(".star").click();
    await expect
      .poll(
        async () => ((await (await page.request.get(`${origin}/reactapp/favorites/`)).json()) as { ids: number[] }).ids,
      )
      .toHaveLength(2);
    await board().getByRole("button", { name: "Favorites" }).click();
    await expect
      .poll(() => board().locator(".card h3").allTextContents())
      .toEqual(expect.arrayContaining([starredBefore, starredAfter]));
    expect(await board().locator(".card").count()).toBe(2);
    await expectNoViolations();
  });

  it("adds two projects from the board, changes a size in the cart and shows the server's prices", async () => {
    await openBoard();
    const cards = board().locator(".card");
    for (const index of [0, 1]) await cards.nth(index).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => menu().locator(".count").textContent()).toBe("2");

    await menu().getByRole("link", { name: /^Cart/ }).click();
    await page.waitForURL(`${origin}/Cart/`);
    await expect.poll(() => cartWidget().locator("tbody tr").count()).toBe(2);
    await cartWidget().locator("select").first().selectOption("large");
    await cartWidget().getByRole("button", { name: "Update Cart" }).click();

    const lines = JSON.parse((await page.evaluate(() => localStorage.getItem("qto-cart")))!);
    expect(lines.map((line: { size: string }) => line.size)).toEqual(["large", "small"]);
    const quote: CartQuote = (
      await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })
    ).json();
    const total = `$${quote.total.toFixed(2)}`;
    await expect.poll(() => cartWidget().locator(".total td").first().textContent()).toBe(total);
    await expect
      .poll(() => cartWidget().locator(".banner").textContent())
      .toBe(`With this purchase you will earn ${quote.reward_points} Reward Points.`);
    await expectNoViolations();
    // On a phone each line is a card: no sideways scrolling, and still no violation.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoViolations();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("checks out with the approving card, shows the order and empties the cart", async () => {
    await cartWidget().getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(`${origin}/CheckOut/`);
    await checkout().locator(".user-card h3").waitFor();
    expect(await checkout().locator(".role").textContent()).toBe("General contractor");
    await checkout().getByRole("button", { name: "Make Payment" }).click();
    await checkout().locator(".summary").waitFor();
    await expectNoViolations();

    await fillBilling();
    await fillCard("4242 4242 4242 4242");
    const charged = (await checkout().locator(".charge strong").textContent())!;
    await checkout().getByRole("button", { name: "Make Payment" }).click();
    await checkout().getByText("Thank you: your order is placed").waitFor();
    const number = (await checkout().locator(".reference").textContent())!;
    const order = await app.db.selectFrom("orders").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    expect(`$${order.total.toFixed(2)}`).toBe(charged);
    expect([order.card_brand, order.card_last4]).toEqual(["visa", "4242"]);
    expect(await checkout().textContent()).toContain("Visa ending in 4242");
    await expect.poll(() => menu().locator(".count").textContent()).toBe("0");
    await expectNoViolations();
  });

  it("says why a declined card was refused and keeps everything filled in", async () => {
    await openBoard();
    await board().locator(".card").nth(2).getByRole("button", { name: "Add to Cart" }).click();
    await page.goto(`${origin}/CheckOut/`);
    await checkout().locator("form").waitFor();
    // A paid order's address is forgotten with its draft: the form starts empty.
    expect(await checkout().locator('[name="city"]').inputValue()).toBe("");
    await fillBilling();
    await fillCard("4000 0000 0000 0002");
    const orders = (await app.db.selectFrom("orders").selectAll().execute()).length;
    await checkout().getByRole("button", { name: "Make Payment" }).click();
    await checkout().locator(".failure").getByText("Your card was declined.", { exact: false }).waitFor();
    expect(await checkout().locator('[name="address"]').inputValue()).toBe("12 Main St");
    expect(await cardFields().locator("#number").inputValue()).toBe("4000 0000 0000 0002");
    expect((await app.db.selectFrom("orders").selectAll().execute()).length).toBe(orders);
    await expect.poll(() => menu().locator(".count").textContent()).toBe("1");
    await expectNoViolations();
    expect(errors).toEqual([]);
  });
});
