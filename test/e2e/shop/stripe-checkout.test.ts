// Checkout through Stripe in Chromium, the SDK pointed at the fake Stripe and its webhooks sent to the
// server: the buyer adds two take-offs, goes to the hosted page, pays, comes back and sees the order
// placed, with "Test mode" said on the way (test keys). A second buyer pays while the webhook is held:
// the return places the order, the webhook delivered twice afterwards changes nothing, and the firm's
// e-mail is written once. An administrator's Cancel and refund in the console reaches the fake as a
// refund of the payment, and the order shows refunded.
import { describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../../fakes/stripe/index.ts";
import { outbox } from "../../helpers/orders.ts";
import { stripeEnv, WEBHOOK_SECRET } from "../../helpers/stripe-app.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { newPage, useLiveSite } from "../helpers/live-site.ts";
import { boardOn, boardShown } from "../helpers/project-board.ts";
import { staffPage } from "../helpers/staff.ts";

let fake: FakeStripe;
const dataDir = tempDataDir();
const site = useLiveSite(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  return { ...stripeEnv(fake.url), SEED_PROJECTS: "10", DATA_DIR: dataDir, JOBS_POLL_MS: "0" };
});

/** Registers `username`, puts two take-offs in the cart and fills the checkout's billing address. */
async function toCheckout(username: string) {
  fake.webhookUrl = `${site.origin}/reactapp/payments/webhook/`;
  const opened = await newPage(site, { timeout: 8000, uncaughtOnly: true });
  const { page } = opened;
  await page.goto(`${site.origin}/Register/`);
  const form = page.locator('[data-widget="register-form"] form');
  await fillFields(form, {
    username,
    email: `${username}@example.com`,
    password: "correct horse battery staple",
    confirm_password: "correct horse battery staple",
  });
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${site.origin}/`);
  await page.goto(`${site.origin}/Projects/`);
  await boardShown(boardOn(page));
  for (const index of [0, 1])
    await boardOn(page).locator(".card").nth(index).getByRole("button", { name: "Add to Cart" }).click();
  await page.goto(`${site.origin}/CheckOut/`);
  const checkout = page.locator('[data-widget="checkout"] .qto');
  const billing = checkout.locator("form");
  await billing.waitFor();
  await fillFields(billing, { name_on_card: "Dana Reyes", address: "12 Main St", city: "Austin", zip: "78701" });
  await billing.locator('[name="state"]').selectOption("TX");
  await checkout.locator(".charge strong").getByText("$").waitFor();
  return { ...opened, checkout };
}

const ordersOf = (username: string) =>
  site.app.db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select(["orders.number", "orders.status", "orders.test", "orders.payment_reference"])
    .where("users.username", "=", username)
    .execute();

describe("e2e: checkout through Stripe (the fake)", () => {
  it("pays two take-offs on the hosted page and comes back to the order placed", async () => {
    const { page, checkout, close } = await toCheckout("stripe_buyer");
    expect(await checkout.locator(".card .notice").textContent()).toMatch(/^Test mode: no card is charged/);
    await checkout.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(new RegExp(`^${fake.url}/pay/cs_test_`));
    await page.getByRole("button", { name: "Pay with test card 4242" }).click();
    await page.waitForURL(new RegExp(`^${site.origin}/CheckOut/\\?order=`));
    await checkout.getByText("Thank you: your order is placed").waitFor();
    const number = (await checkout.locator(".reference").textContent())!;
    expect(await checkout.textContent()).toContain("Test mode: no card was charged");
    const [order] = await ordersOf("stripe_buyer");
    expect(order).toMatchObject({ number, status: "placed", test: 1 });
    expect(order!.payment_reference).toMatch(/^pi_/);
    await page.locator('[data-widget="account-menu"] .count').getByText("0").waitFor();
    await close();
  });

  it("refunds the first order from the console: the refund reaches Stripe and the order shows refunded", async () => {
    const [order] = await ordersOf("stripe_buyer");
    const { id } = await site.app.db
      .selectFrom("orders")
      .select("id")
      .where("number", "=", order!.number)
      .executeTakeFirstOrThrow();
    const { page, close } = await staffPage(site, "refund_admin", { role: "admin", timeout: 10_000 });
    await page.goto(`${site.origin}/staff/order/?id=${id}`);
    const screen = page.locator('[data-widget="staff-order"] .qto');
    await screen.getByRole("button", { name: "Cancel and refund" }).click();
    await screen.getByRole("dialog").getByRole("button", { name: "Cancel and refund" }).click();
    await screen.locator("#status-heading + p").getByText("Refunded").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const refunds = [...fake.state.refunds.values()];
    expect(refunds).toEqual([
      expect.objectContaining({ payment_intent: order!.payment_reference, status: "succeeded" }),
    ]);
    expect((await ordersOf("stripe_buyer"))[0]).toMatchObject({ status: "refunded" });
    await close();
  });

  it("writes the firm's e-mail once when the return comes before the webhook, delivered twice", async () => {
    const { page, checkout, close } = await toCheckout("racing_buyer");
    fake.holdWebhooks();
    await checkout.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Pay with test card 4242" }).click();
    await checkout.getByText("Thank you: your order is placed").waitFor();
    const [order] = await ordersOf("racing_buyer");
    await fake.releaseWebhooks();
    await fake.webhooksDelivered();
    const completed = fake.state.events.filter((event) => event.type === "checkout.session.completed").at(-1)!;
    fake.redeliver(completed.id);
    await fake.webhooksDelivered();
    await site.app.jobs.runDue();
    expect(outbox(dataDir).filter((mail) => mail.includes(`Subject: New order ${order!.number}`))).toHaveLength(1);
    await close();
    await fake.close();
  });
});
