// The cart and the checkout in Chromium against the real server, for a customer who has just registered:
// two take-offs from the board, a size changed in the cart (Checkout first on a phone, Clear Cart last), a
// checkout outside the account's chrome, a payment approved on the test gateway's page whose page links to
// the receipt and the order's messages, and one declined there then given up (the cart as it was);
// axe-core in every state.
import { beforeAll, describe, expect, it } from "vitest";
import { REWARD_POINTS_NOTE } from "../../../contract/choices/takeoff-size-notes.ts";
import type { CartQuote } from "../../../contract/schemas/cart.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { CUSTOMER, useVisitor } from "../helpers/visitor.ts";

const site = useLiveSite({ SEED_PROJECTS: "40" });
const visitor = useVisitor(site);
const { menu, board, cart, checkout, payOnGatewayPage, openBoard, expectNoViolations } = visitor;

// The customer registers through the site, as the accounts journey does in full, and stays signed in.
beforeAll(async () => {
  const { page } = visitor;
  await page.goto(`${site.origin}/Register/`);
  const form = page.locator('[data-widget="register-form"] form');
  await fillFields(form, { ...CUSTOMER, confirm_password: CUSTOMER.password });
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${site.origin}/`);
});

/** Runs `check` with the page 390 px wide, a phone's, then goes back to 1280. */
async function atPhoneWidth(check: () => Promise<void>) {
  await visitor.page.setViewportSize({ width: 390, height: 800 });
  await check();
  await visitor.page.setViewportSize({ width: 1280, height: 900 });
}

async function fillBilling() {
  const form = checkout().locator("form");
  await fillFields(form, { name_on_card: "Dana Reyes", address: "12 Main St", city: "Austin", zip: "78701" });
  await form.locator('[name="state"]').selectOption("TX");
}

describe("e2e: cart and checkout", () => {
  it("adds two projects from the board, changes a size in the cart and shows the server's prices", async () => {
    const { page } = visitor;
    await openBoard();
    const cards = board().locator(".card");
    for (const index of [0, 1]) await cards.nth(index).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => menu().locator(".count").textContent()).toBe("2");

    await menu().getByRole("link", { name: /^Cart/ }).click();
    await page.waitForURL(`${site.origin}/Cart/`);
    await expect.poll(() => cart().locator("tbody tr").count()).toBe(2);
    // A size chosen is saved and priced at once: no Update Cart needed.
    await cart().locator("select").first().selectOption("large");
    const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem("qto-cart")))!);
    await expect
      .poll(async () => (await stored()).map((line: { size: string }) => line.size))
      .toEqual(["large", "small"]);
    const lines = await stored();
    const quote: CartQuote = (
      await site.app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })
    ).json();
    const total = `$${quote.total.toFixed(2)}`;
    await expect.poll(() => cart().locator(".total td").first().textContent()).toBe(total);
    await expect
      .poll(() => cart().locator(".banner").textContent())
      .toBe(`With this purchase you will earn ${quote.reward_points} Reward Points. ${REWARD_POINTS_NOTE}`);
    await cart().getByText("What do the take-off sizes cover?").click();
    await expect.poll(() => cart().locator("details.sizes dt").allTextContents()).toEqual(["Small", "Medium", "Large"]);
    await expectNoViolations();
    // On a phone each line is a card: no sideways scrolling, and still no violation.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoViolations();
    // The way on comes first under the total, emptying the cart last.
    const top = async (name: string) =>
      (await cart()
        .getByRole(name === "Checkout" ? "link" : "button", { name })
        .boundingBox())!.y;
    expect(await top("Checkout")).toBeLessThan(await top("Update Cart"));
    expect(await top("Update Cart")).toBeLessThan(await top("Clear Cart"));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("pays with the approving card on the provider's page, comes back to the order and empties the cart", async () => {
    const { page } = visitor;
    await cart().getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(`${site.origin}/CheckOut/`);
    await checkout().getByRole("heading", { name: "Your order" }).waitFor();
    // The shop's page, not the account's: no user card, no account menu, no Log out in the page's content.
    expect(await page.locator("h1").textContent()).toContain("Checkout");
    expect(await checkout().locator(".user-card, .side-menu").count()).toBe(0);
    expect(await page.locator("main").getByText("Log out").count()).toBe(0);
    await checkout().getByRole("button", { name: "Continue to payment" }).click();
    await checkout().locator(".summary").waitFor();
    await expectNoViolations();
    await atPhoneWidth(expectNoViolations);

    await fillBilling();
    const charged = (await checkout().locator(".charge strong").textContent())!;
    await checkout().getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/test-gateway\/pay\/tgs_/);
    await expectNoViolations();
    await payOnGatewayPage("4242 4242 4242 4242");
    await page.waitForURL(/\/CheckOut\/\?order=/);
    await checkout().getByText("Thank you: your order is placed").waitFor();
    const number = (await checkout().locator(".reference").textContent())!;
    const order = await site.app.db
      .selectFrom("orders")
      .selectAll()
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(`$${order.total.toFixed(2)}`).toBe(charged);
    expect([order.card_brand, order.card_last4]).toEqual(["visa", "4242"]);
    expect(await checkout().textContent()).toContain("Visa ending in 4242");
    // The test gateway charged nothing, and the page says so.
    expect(await checkout().locator(".paid").textContent()).toMatch(/^Test mode: no card was charged\./);
    expect(await checkout().textContent()).not.toContain("We charged");
    await expect.poll(() => menu().locator(".count").textContent()).toBe("0");
    await expectNoViolations();
    await atPhoneWidth(expectNoViolations);

    // The receipt and the order's messages, at the receipt e-mail's addresses.
    await checkout().getByRole("link", { name: "View your receipt" }).click();
    await page.waitForURL(`${site.origin}/account/billing/receipt/?order=${number}`);
    await page.getByRole("heading", { name: `Receipt for order ${number}` }).waitFor();
    await page.goBack();
    await checkout().getByRole("link", { name: "Message us about this order" }).click();
    await page.waitForURL(`${site.origin}/account/messages/?order=${order.id}`);
    await page.getByRole("heading", { name: `Order ${number}` }).waitFor();
    await expectNoViolations();
  });

  it("says Purchased, linking to the Drive, instead of Add to Cart on a project just bought", async () => {
    const { page } = visitor;
    const [bought] = await site.app.db.selectFrom("order_lines").select("project_id").orderBy("project_id").execute();
    await page.goto(`${site.origin}/ProjectDetail/${bought!.project_id}`);
    const detail = page.locator('[data-widget="project-detail"] .qto');
    const purchased = detail.getByRole("link", { name: "Purchased: see your files" });
    await purchased.waitFor();
    expect(await purchased.getAttribute("href")).toBe(`${site.origin}/account/drive/`);
    expect(await detail.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    await expectNoViolations();
    await openBoard();
    await expect.poll(() => board().getByRole("link", { name: "Purchased: see your files" }).count()).toBe(2);
  });

  it("says on the provider's page why a card was declined, and a payment given up keeps the cart", async () => {
    await openBoard();
    await board().locator(".card").nth(2).getByRole("button", { name: "Add to Cart" }).click();
    await visitor.page.goto(`${site.origin}/CheckOut/`);
    await checkout().locator("form").waitFor();
    // A paid order's address is forgotten with its draft: the form starts empty.
    expect(await checkout().locator('[name="city"]').inputValue()).toBe("");
    await fillBilling();
    await checkout().getByRole("button", { name: "Continue to payment" }).click();
    await payOnGatewayPage("4000 0000 0000 0002");
    const { page } = visitor;
    await page.getByRole("alert").getByText("Your card was declined.", { exact: false }).waitFor();
    await expectNoViolations();
    await page.getByRole("button", { name: "Cancel and go back" }).click();
    await page.waitForURL(/\/CheckOut\/\?not_paid=/);
    await checkout()
      .getByText("Payment not completed: nothing was charged, and your cart is as you left it.", { exact: false })
      .waitFor();
    expect(await checkout().locator('[name="address"]').inputValue()).toBe("12 Main St");
    const number = new URL(page.url()).searchParams.get("not_paid")!;
    const unpaid = await site.app.db
      .selectFrom("orders")
      .select(["status", "notified_at"])
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(unpaid).toEqual({ status: "awaiting_payment", notified_at: null });
    await expect.poll(() => menu().locator(".count").textContent()).toBe("1");
    await expectNoViolations();
    expect(visitor.errors).toEqual([]);
  });
});
