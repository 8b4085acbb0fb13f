// Full-page screenshots of chosen routes at 320 px and 1280 px, for looking at the site as a visitor
// would: `npm run screenshots -- / /AboutUS/` writes dist/screenshots/*.png (all routes without arguments).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const origin = process.env.ORIGIN ?? "http://localhost:8080";
const routes = process.argv.slice(2);
const defaults = ["/", "/AboutUS/", "/Services/", "/FaqPage/", "/blog/", "/Blog_Detail6/", "/career/", "/quote/"];
const args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"];
args.push("--disable-background-networking", "--disable-component-update", "--disable-sync");

mkdirSync("dist/screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args });
for (const route of routes.length ? routes : defaults) {
  for (const width of [320, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await page.goto(origin + route, { waitUntil: "networkidle" });
    const name = route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    const path = `dist/screenshots/${name}-${width}.png`;
    await page.screenshot({ path, fullPage: true });
    console.log(path);
    await page.close();
  }
}
await browser.close();
