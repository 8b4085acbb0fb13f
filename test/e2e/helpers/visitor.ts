// One visitor's browser for the account and shop journeys, whose tests follow each other on one page, and
// the widgets they use on it.
import type { Locator } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { newPage, type LiveSite, type OpenedPage } from "./live-site.ts";
import { boardOn, boardShown } from "./project-board.ts";

/** The customer each journey registers. */
export const CUSTOMER = { username: "dana_reyes", email: "dana@example.com", password: "correct horse battery staple" };

export interface Visitor extends OpenedPage {
  menu(): Locator;
  board(): Locator;
  cart(): Locator;
  checkout(): Locator;
  /** Types `card` on the test gateway's payment page, once the checkout has sent the browser there, and pays. */
  payOnGatewayPage(card: string): Promise<void>;
  /** The project board, once it shows its cards. */
  openBoard(): Promise<void>;
  expectNoViolations(): Promise<void>;
}

/**
 * A page opened before the suite's tests and kept from one to the next. Its errors are uncaught
 * exceptions only: these journeys provoke refusals (a weak password, a declined card) on purpose.
 */
export function useVisitor(site: LiveSite): Visitor {
  const widget = (name: string) => () => visitor.page.locator(`[data-widget="${name}"] .qto`);
  // The page comes before the first test; the helpers below look it up each time they are called.
  const visitor = {
    // The header's menu is plain HTML completed by a script (no shadow root); its panel is a widget inside it.
    menu: () => visitor.page.locator('[data-widget="account-menu"]'),
    board: () => boardOn(visitor.page),
    cart: widget("cart"),
    checkout: widget("checkout"),
    payOnGatewayPage: async (card: string) => {
      const { page } = visitor;
      await page.waitForURL(/\/test-gateway\/pay\/tgs_/);
      await page.getByLabel("Card number").fill(card);
      await page.getByLabel("Expiry (MM/YYYY)").fill(`12/${new Date().getFullYear() + 2}`);
      await page.getByLabel("Security code").fill("123");
      await page.getByRole("button", { name: /^Pay \$/ }).click();
    },
    openBoard: async () => {
      await visitor.page.goto(`${site.origin}/Projects/`);
      await boardShown(visitor.board());
    },
    expectNoViolations: async () => expect(await axeViolations(visitor.page)).toEqual([]),
  } as Visitor;
  beforeAll(async () => {
    Object.assign(visitor, await newPage(site, { timeout: 8000, uncaughtOnly: true }));
  });
  return visitor;
}
