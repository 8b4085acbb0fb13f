// One visitor's browser for the account and shop journeys, whose tests follow each other on one page, and
// the widgets they use on it.
import type { FrameLocator, Locator } from "playwright-core";
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
  /** The test gateway's card fields, in their own frame inside the checkout. */
  cardFields(): FrameLocator;
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
    cardFields: () => visitor.page.frameLocator('iframe[title="Card details"]'),
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
