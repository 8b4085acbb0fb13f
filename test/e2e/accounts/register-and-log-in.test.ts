// Accounts in Chromium against the real server: register with a clear message for every mistake, log
// out on the server, give a star signed out, log back in from the checkout and find both stars kept;
// axe-core in every state.
import { describe, expect, it } from "vitest";
import { useLiveSite } from "../helpers/live-site.ts";
import { CUSTOMER, useVisitor } from "../helpers/visitor.ts";

const site = useLiveSite({ SEED_PROJECTS: "40" });
const visitor = useVisitor(site);
const { menu, board, checkout, openBoard, expectNoViolations } = visitor;

describe("e2e: register, log out and log in", () => {
  it("registers with a clear message for every mistake, then signs the visitor in", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/Register/`);
    const form = page.locator('[data-widget="register-form"] form');
    await form.getByRole("button", { name: "Create account" }).click();
    await form.locator(".summary").waitFor();
    await expectNoViolations();
    await form.locator('[name="username"]').fill(CUSTOMER.username);
    await form.locator('[name="email"]').fill(CUSTOMER.email);
    await form.locator('[name="password"]').fill("password1234");
    await form.locator('[name="confirm_password"]').fill("password1234");
    await form.getByRole("button", { name: "Create account" }).click();
    await form.locator(".field .error").getByText("This password is too common.").waitFor();
    await form.locator('[name="password"]').fill(CUSTOMER.password);
    await form.locator('[name="confirm_password"]').fill(`${CUSTOMER.password}!`);
    await form.locator('[name="confirm_password"]').blur();
    await form.locator(".field .error").getByText("The two passwords do not match.").waitFor();
    await form.locator('[name="confirm_password"]').fill(CUSTOMER.password);
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${site.origin}/`);
    await expect.poll(() => menu().locator(".who").textContent()).toBe(CUSTOMER.username);
    expect(await menu().getByRole("link", { name: "Log in" }).isVisible()).toBe(false);
    const session = (await page.context().cookies()).find((c) => c.name === "sessionid")!;
    expect(session.httpOnly).toBe(true);
  });

  it("logs out on the server, keeps a star given meanwhile, and logs back in from the checkout to it", async () => {
    const { page } = visitor;
    // The name opens the account menu; its panel (Log out) loads then.
    await menu().locator(".who").click();
    await menu().getByRole("button", { name: "Log out" }).waitFor();
    await expectNoViolations();
    await menu().getByRole("button", { name: "Log out" }).click();
    await menu().getByRole("link", { name: "Log in" }).waitFor();
    expect((await page.request.get(`${site.origin}/reactapp/me/`)).status()).toBe(403);

    // A star given while signed out joins the account at the next sign-in.
    await openBoard();
    const first = board().locator(".card").first();
    const starredBefore = (await first.locator("h3").textContent())!;
    await first.locator(".star").click();

    // The checkout asks for a login, and the login comes back to it.
    await page.goto(`${site.origin}/CheckOut/`);
    await checkout().getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(/\/login\/\?next=%2FCheckOut%2F/);
    const form = page.locator('[data-widget="login-form"] form');
    await form.locator('[name="username"]').fill(CUSTOMER.username);
    await form.locator('[name="password"]').fill("not the password at all");
    await form.getByRole("button", { name: "Log in" }).click();
    await form.getByText("Unable to log in with provided credentials.").waitFor();
    await expectNoViolations();
    await form.locator('[name="password"]').fill(CUSTOMER.password);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${site.origin}/CheckOut/`);
    // Signed in: the checkout itself shows (the order, or the empty cart), and the header names the account.
    await checkout().locator(".pay").waitFor();
    await expect.poll(() => menu().locator(".who").textContent()).toBe(CUSTOMER.username);

    // Star a second project: saved on the server, and both show under Favorites.
    await openBoard();
    const second = board().locator(".card").nth(1);
    const starredAfter = (await second.locator("h3").textContent())!;
    await second.locator(".star").click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${site.origin}/reactapp/favorites/`)).json()) as { ids: number[] }).ids,
      )
      .toHaveLength(2);
    await board().getByRole("button", { name: "Favorites" }).click();
    // Exactly the two: the whole board, shown until the Favorites tab has loaded, holds both as well.
    await expect
      .poll(async () => (await board().locator(".card h3").allTextContents()).sort())
      .toEqual([starredBefore, starredAfter].sort());
    expect(await board().locator(".card").count()).toBe(2);
    await expectNoViolations();
    expect(visitor.errors).toEqual([]);
  });
});
