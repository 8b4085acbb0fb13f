// The real server on a free local port and one headless Chromium, shared by the tests of one e2e suite,
// and fresh pages on it that record the errors their scripts report.
import type { FastifyInstance } from "fastify";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "../../helpers/browser.ts";
import { startServer } from "../../helpers/server.ts";

type Env = Record<string, string>;

export interface LiveSite {
  app: FastifyInstance;
  origin: string;
  browser: Browser;
}

/**
 * Starts the server with `env` and Chromium before the suite's tests and closes both after them. `env`
 * may be a function, for a suite that must start something first that the server's settings name.
 */
export function useLiveSite(env: Env | (() => Promise<Env>) = {}): LiveSite {
  const site = {} as LiveSite;
  beforeAll(async () => {
    Object.assign(site, await startServer(typeof env === "function" ? await env() : env));
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.app?.close();
  });
  return site;
}

export interface PageOptions {
  width?: number;
  javaScriptEnabled?: boolean;
  reducedMotion?: "reduce";
  /** How long one step may wait: short, so a test fails at the step that failed, not at its own timeout. */
  timeout?: number;
  /**
   * Count uncaught exceptions only: Chromium logs every refused request (a 400, a 402) as a console
   * error, and some journeys provoke refusals on purpose.
   */
  uncaughtOnly?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and, unless `uncaughtOnly`, console errors, in the order they came. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in a fresh browser context (its own cookies and storage), not yet navigated. */
export async function newPage(
  site: LiveSite,
  { width = 1280, timeout = 5000, uncaughtOnly = false, ...context }: PageOptions = {},
): Promise<OpenedPage> {
  const browserContext = await site.browser.newContext({ viewport: { width, height: 900 }, ...context });
  const page = await browserContext.newPage();
  page.setDefaultTimeout(timeout);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (!uncaughtOnly) page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return { page, errors, close: () => browserContext.close() };
}

/** A fresh page at `url`: a path on the site, or a full address elsewhere. */
export async function openPage(
  site: LiveSite,
  url: string,
  options: PageOptions = {},
): Promise<OpenedPage & { response: Response | null }> {
  const opened = await newPage(site, options);
  const response = await opened.page.goto(url.startsWith("http") ? url : site.origin + url);
  return { ...opened, response };
}
