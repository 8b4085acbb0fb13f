// The lead forms in Chromium against the real server: each form end to end down to the sales team's
// export, failures and retry, the forms without JavaScript, a hostile partner page, and accessibility
// in every state.
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { build } from "esbuild";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../helpers/app.ts";
import { axeViolations, launchBrowser } from "../helpers/browser.ts";
import { PDF } from "../helpers/multipart.ts";
import { startServer } from "../helpers/server.ts";

let app: FastifyInstance;
let origin: string;
let browser: Browser;
let partner: Server;
let partnerOrigin: string;
const dataDir = tempDataDir();
const databaseUrl = `sqlite:${path.join(dataDir, "qto.sqlite")}`;

/**
 * A partner's page: hostile CSS, its own copy of React, a strict CSP, and our script included twice.
 * It listens before the API starts (whose ALLOWED_ORIGINS must name it) and reads `origin` per request.
 */
async function startPartner(): Promise<void> {
  const react = await build({
    stdin: {
      contents: `import { createElement } from "react"; import { createRoot } from "react-dom/client";
        createRoot(document.getElementById("react-root")).render(createElement("p", { id: "react-says" }, "Rendered by the partner's React"));`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    write: false,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const files: Record<string, [string, string]> = {
    "/react-app.js": ["text/javascript", react.outputFiles[0]!.text],
    "/listen.js": [
      "text/javascript",
      `window.qtoEvents = []; for (const type of ["qto:ready", "qto:submitted", "qto:error"])
        document.addEventListener(type, (e) => window.qtoEvents.push({ type, widget: e.target.dataset.widget, detail: e.detail }));`,
    ],
    "/hostile.css": [
      "text/css",
      `* { margin: 0; padding: 0; color: rgb(255, 0, 0) !important; font-family: "Comic Sans MS", fantasy !important; }
       input, button, select, textarea { display: none !important; height: 2px !important; border: 9px dotted red !important; }
       div { background: yellow !important; }`,
    ],
  };
  partner = createServer((request, response) => {
    const file = files[request.url ?? ""];
    if (file) return response.writeHead(200, { "content-type": file[0] }).end(file[1]);
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `default-src 'self'; script-src 'self' ${origin}; style-src 'self'; connect-src ${origin}`,
    }).end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partner builders</title>
        <link rel="stylesheet" href="/hostile.css">
        <script src="/listen.js"></script>
        <script src="/react-app.js" defer></script>
        <script src="${origin}/widgets/embed.js" defer></script>
        <script src="${origin}/widgets/embed.js" defer></script>
        </head><body><main><h1>Partner builders</h1><div id="react-root"></div>
        <h2>Get a quote</h2><div data-widget="quote-form" data-partner="acme-partner"></div>
        <h2>Contact</h2><div data-widget="contact-form" data-partner="acme-partner" data-email="prefill@example.com"></div>
        </main></body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  await startPartner();
  ({ app, origin } = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_PROJECTS: "0",
    RATE_LIMIT_LEADS: "1000/1m",
    ALLOWED_ORIGINS: partnerOrigin,
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  partner?.close();
});

/** The leads of one type as the sales team's export command prints them. */
function exported(
  type: string,
): Array<{ reference: string; partner: string; payload: Record<string, unknown>; files: string[] }> {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/leads.ts", "export", "--type", type, "--format", "json"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

async function open(url: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  // Fail fast with the step that failed, rather than at the test's timeout.
  page.setDefaultTimeout(5000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto(url.startsWith("http") ? url : origin + url);
  return { page, errors, close: () => context.close() };
}

/** axe on a page a JavaScript-less context shows: the same HTML, checked in a context that runs axe. */
async function axeOnHtmlOf(page: Page) {
  const html = await page.content();
  const { page: checker, close } = await open("/404.html");
  await checker.setContent(html, { waitUntil: "load" });
  const violations = await axeViolations(checker);
  await close();
  return violations;
}

/** Waits for the widget in `selector` to render its form in its shadow root. */
async function widget(page: Page, name: string) {
  const host = page.locator(`[data-widget="${name}"]`);
  await host.scrollIntoViewIfNeeded();
  await expect.poll(() => host.evaluate((el) => Boolean(el.shadowRoot?.querySelector("form")))).toBe(true);
  // The widget's own tree: the plain form it replaced is still in the light DOM, hidden.
  return host.locator(".qto");
}

async function confirmationReference(page: Page, host: ReturnType<Page["locator"]>) {
  await host.locator(".confirmation").waitFor();
  return (await host.locator(".confirmation strong").textContent())!;
}

describe("e2e: lead forms", () => {
  it("sends a contact message and the sales team finds it in the export", async () => {
    const { page, errors, close } = await open("/ContactUs/?utm_source=e2e");
    const form = await widget(page, "contact-form");
    expect(await axeViolations(page)).toEqual([]);
    await form.locator('[name="name"]').fill("Dana Reyes");
    await form.locator('[name="email"]').fill("dana@example.com");
    await form.locator('[name="message"]').fill("Concrete take-off for a 3-story office, please.");
    await form.getByRole("button", { name: "Send message" }).click();
    const reference = await confirmationReference(page, form);
    expect(await axeViolations(page)).toEqual([]);
    const lead = exported("contact").find((l) => l.reference === reference);
    expect(lead?.payload).toMatchObject({ name: "Dana Reyes", email: "dana@example.com" });
    expect(errors).toEqual([]);
    await close();
  });

  it("marks every problem beside its field, focuses the summary, and passes axe while invalid", async () => {
    const { page, close } = await open("/Sample/");
    const form = await widget(page, "sample-form");
    await form.locator('[name="email"]').fill("lee@");
    await form.getByRole("button", { name: "Request samples" }).click();
    await form.locator(".summary").waitFor();
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.className)).toBe("summary");
    await expect
      .poll(() => form.locator(".error").allTextContents())
      .toEqual(["Select a sample type.", "Name is required.", "Enter a valid email address."]);
    expect(await axeViolations(page)).toEqual([]);
    await form.locator('[name="sample_type"]').selectOption("new-school");
    await form.locator('[name="name"]').fill("Lee Chen");
    await form.locator('[name="email"]').fill("lee@example.com");
    await form.getByRole("button", { name: "Request samples" }).click();
    const reference = await confirmationReference(page, form);
    expect(exported("sample").some((l) => l.reference === reference)).toBe(true);
    await close();
  });

  it("sends a quote with a real PDF and stores the file", async () => {
    const { page, close } = await open("/quote/");
    const form = await widget(page, "quote-form");
    await form.locator('[name="full_name"]').fill("Sam Park");
    await form.locator('[name="email"]').fill("sam@example.com");
    await form.locator('[name="phone_number"]').fill("555-010-4455");
    await form.locator('[name="project_title"]').fill("Oak Grove Elementary");
    await form.locator('[name="project_location"]').fill("Dallas, TX");
    await form.locator('[name="estimated_value_of_a_project"]').selectOption("1m-10m");
    await form.locator('[name="project_required_date"]').fill("2027-01-15");
    await form.locator('[name="select_csi_divisions"][value="03"]').check();
    await form.locator('[name="select_csi_divisions"][value="09"]').check();
    await form.locator('[name="scope_of_project"]').fill("Full take-off of divisions 03 and 09.");
    await form
      .locator('[name="specification_files"]')
      .setInputFiles({ name: "plans.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(page, form);
    const lead = exported("quote").find((l) => l.reference === reference)!;
    expect(lead.payload).toMatchObject({ select_csi_divisions: ["03", "09"], project_title: "Oak Grove Elementary" });
    expect(lead.files).toHaveLength(1);
    await close();
  });

  it("sends a blog reply held for moderation", async () => {
    const { page, close } = await open("/Blog_Detail6/");
    const form = await widget(page, "reply-form");
    await form.locator('[name="name"]').fill("Ari");
    await form.locator('[name="email"]').fill("ari@example.com");
    await form.locator('[name="message"]').fill("Useful checklist, thanks.");
    await form.getByRole("button", { name: "Post reply" }).click();
    await expect.poll(() => form.locator(".confirmation h3").textContent()).toMatch(/awaits moderation/);
    await close();
  });

  it("keeps every value when the API is unreachable, then retries successfully", async () => {
    const { page, close } = await open("/ContactUs/");
    const form = await widget(page, "contact-form");
    await form.locator('[name="name"]').fill("Offline Olive");
    await form.locator('[name="email"]').fill("olive@example.com");
    await form.locator('[name="message"]').fill("Sent while the network is down.");

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/reactapp/create-contact/", async (route) => {
      await held;
      await route.abort("connectionfailed");
    });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.getByRole("button").first().textContent()).toMatch(/Sending/);
    expect(await axeViolations(page)).toEqual([]);
    release();
    await form.locator(".failure").waitFor();
    expect(await form.locator(".failure").textContent()).toMatch(/could not reach our server/);
    expect(await form.locator('[name="name"]').inputValue()).toBe("Offline Olive");
    expect(await form.locator('[name="message"]').inputValue()).toBe("Sent while the network is down.");
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/reactapp/create-contact/");
    await form.getByRole("button", { name: "Try again" }).click();
    const reference = await confirmationReference(page, form);
    expect(
      exported("contact")
        .filter((l) => l.payload.name === "Offline Olive")
        .map((l) => l.reference),
    ).toEqual([reference]);
    await close();
  });

  it("captures a lead with JavaScript disabled, through the plain form and the thank-you page", async () => {
    const { page, close } = await open("/ContactUs/", { javaScriptEnabled: false });
    const form = page.locator('form[data-lead-form="contact"]');
    await form.locator('[name="name"]').fill("No Script");
    await form.locator('[name="email"]').fill("noscript@example.com");
    await form.locator('[name="message"]').fill("Sent without JavaScript.");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/\/thank-you\/\?/);
    const reference = (await page.locator(".thank-you__reference").textContent())!;
    expect(exported("contact").find((l) => l.reference === reference)?.payload).toMatchObject({ name: "No Script" });
    expect(await axeOnHtmlOf(page)).toEqual([]);
    await close();
  });

  it("shows the plain form again with messages when JavaScript is off and an answer is wrong", async () => {
    const { page, close } = await open("/Sample/", { javaScriptEnabled: false });
    const form = page.locator('form[data-lead-form="sample"]');
    await form.locator('[name="sample_type"]').selectOption("masonry");
    await form.locator('[name="name"]').fill("Lee Chen");
    // The browser's own check lets this address through; the server's does not.
    await form.locator('[name="email"]').fill("lee@example");
    await form.getByRole("button", { name: "Request samples" }).click();
    await page.locator(".lead-form__summary").waitFor();
    expect(await form.locator('[name="name"]').inputValue()).toBe("Lee Chen");
    expect(await form.locator('[name="sample_type"]').inputValue()).toBe("masonry");
    expect(await page.locator(".lead-form__error").allTextContents()).toEqual(["Enter a valid email address."]);
    expect(await axeOnHtmlOf(page)).toEqual([]);
    await close();
  });

  it("works on a partner page with hostile CSS, its own React and a strict CSP, and tags the leads", async () => {
    const { page, errors, close } = await open(partnerOrigin);
    const contact = await widget(page, "contact-form");
    const quote = await widget(page, "quote-form");
    expect(await page.locator("#react-says").textContent()).toBe("Rendered by the partner's React");
    // Loading the script twice mounts nothing twice.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { qtoEvents: Array<{ type: string }> }).qtoEvents.filter((e) => e.type === "qto:ready")
            .length,
      ),
    ).toBe(2);
    // The host's CSS does not reach into the widget.
    const email = contact.locator('[name="email"]');
    expect(await email.inputValue()).toBe("prefill@example.com");
    expect((await email.boundingBox())!.height).toBeGreaterThan(30);
    const style = await contact
      .locator("label")
      .first()
      .evaluate((el) => getComputedStyle(el));
    expect(style.color).not.toBe("rgb(255, 0, 0)");
    expect(style.fontFamily).not.toMatch(/Comic/);
    expect(await quote.locator('[name="full_name"]').isVisible()).toBe(true);

    await contact.locator('[name="name"]').fill("Partner Pat");
    await contact.locator('[name="message"]').fill("Sent from a partner's site.");
    await contact.getByRole("button", { name: "Send message" }).click();
    const reference = await confirmationReference(page, contact);
    const events = await page.evaluate(() => (window as unknown as { qtoEvents: unknown[] }).qtoEvents);
    expect(events).toContainEqual({
      type: "qto:submitted",
      widget: "contact-form",
      detail: { widget: "contact-form", type: "contact", reference },
    });
    expect(exported("contact").find((l) => l.reference === reference)?.partner).toBe("acme-partner");
    expect(errors).toEqual([]);
    await close();
  });

  it("mounts widgets added later and unmounts those removed, through the page and QTOWidgets", async () => {
    const { page, close } = await open(partnerOrigin);
    await widget(page, "contact-form");
    await page.evaluate(() => {
      const late = document.createElement("div");
      late.id = "late";
      late.dataset.widget = "sample-form";
      document.querySelector("main")!.append(late);
    });
    await widget(page, "sample-form");
    await page.evaluate(() => document.getElementById("late")!.remove());
    await page.evaluate(() => {
      const manual = document.createElement("div");
      manual.id = "manual";
      document.querySelector("main")!.append(manual);
      (window as unknown as { QTOWidgets: { mount(el: Element, name: string, o: object): void } }).QTOWidgets.mount(
        manual,
        "reply-form",
        { extra: { article: "/Blog_Detail/" } },
      );
    });
    await expect
      .poll(() => page.evaluate(() => Boolean(document.getElementById("manual")!.shadowRoot?.querySelector("form"))))
      .toBe(true);
    await page.evaluate(() =>
      (window as unknown as { QTOWidgets: { unmount(el: Element): void } }).QTOWidgets.unmount(
        document.getElementById("manual")!,
      ),
    );
    await expect
      .poll(() => page.evaluate(() => document.getElementById("manual")!.shadowRoot!.childNodes.length))
      .toBe(0);
    await close();
  });
});
