// The test gateway's card fields in Chromium: a card becomes a token posted to the parent window; a
// wrong number gets its message beside the field; the page has no accessibility violation.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite({ SEED_PROJECTS: "0" });

describe("e2e: test gateway card fields", () => {
  it("turns a card into a token for the parent window, and marks a wrong number", async () => {
    // Opened on its own, the page is its own parent: the message comes back to it.
    const { page, close } = await openPage(site, `/test-gateway/fields?origin=${encodeURIComponent(site.origin)}`);
    await page.evaluate(() => {
      (window as unknown as { received: unknown[] }).received = [];
      addEventListener("message", (event) => (window as unknown as { received: unknown[] }).received.push(event.data));
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Card number").fill("4242 4242 4242 4241");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Use this card" }).click();
    await page.locator("#number-error").getByText("Enter a valid card number.").waitFor();
    expect(await page.getByLabel("Card number").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry year").selectOption(String(new Date().getFullYear() + 1));
    await page.getByRole("button", { name: "Use this card" }).click();
    const token = await page.waitForFunction(() =>
      (window as unknown as { received: Array<{ type: string }> }).received.find((m) => m.type === "qto-payment-token"),
    );
    expect(await token.jsonValue()).toMatchObject({
      type: "qto-payment-token",
      brand: "visa",
      last4: "4242",
      token: expect.stringMatching(/^tok_test_/),
    });
    await close();
  });
});
