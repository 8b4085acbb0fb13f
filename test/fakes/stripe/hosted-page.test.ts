// The fake's hosted payment page in Chromium, as a buyer meets it in the end-to-end tests: no
// accessibility violation, a declined card said in an alert, and paying by card lands on success_url.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../../helpers/browser.ts";
import { fakeWithClient, sampleSession } from "./sample-session.ts";

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

describe("test/fakes/stripe: the hosted page in Chromium", () => {
  it("is accessible, says a card was declined, and goes to success_url once paid", async () => {
    const { fake, stripe } = await fakeWithClient();
    // Success lands back on the fake's own page, so the test needs no other server.
    const session = await stripe.checkout.sessions.create(
      sampleSession({ success_url: `${fake.url}/pay/{CHECKOUT_SESSION_ID}?returned=1` }),
    );
    const page = await browser.newPage();
    try {
      await page.goto(session.url!);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Pay $701.00");
      expect(await page.getByRole("table", { name: "Your order" }).getByRole("row").count()).toBe(4);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Decline card" }).click();
      expect(await page.getByRole("alert").textContent()).toBe("Your card was declined. Try another payment method.");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Pay with test card 4242" }).click();
      await page.waitForURL(`${fake.url}/pay/${session.id}?returned=1`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Payment complete");
      expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");
    } finally {
      await page.close();
      await fake.close();
    }
  });
});
