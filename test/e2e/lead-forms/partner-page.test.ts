// The lead widgets on a partner's page in Chromium: hostile CSS, the partner's own React, a strict CSP
// and our script included twice; leads tagged with the partner; widgets mounted and unmounted later.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

let partner: Server;
let partnerOrigin: string;
// The partner's page must listen before the API starts, whose ALLOWED_ORIGINS names it.
const site = useLeadSite(async () => {
  await startPartner();
  return { ALLOWED_ORIGINS: partnerOrigin };
});
afterAll(() => partner?.close());

/** A partner's page: hostile CSS, its own copy of React, a strict CSP, and our script included twice. */
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
  // The API's origin is read per request: it is known only once the API listens.
  partner = createServer((request, response) => {
    const file = files[request.url ?? ""];
    if (file) return response.writeHead(200, { "content-type": file[0] }).end(file[1]);
    const origin = site.origin;
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

describe("e2e: lead forms on a partner's page", () => {
  it("works on a partner page with hostile CSS, its own React and a strict CSP, and tags the leads", async () => {
    const { page, errors, close } = await openPage(site, partnerOrigin);
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

    await fillFields(contact, { name: "Partner Pat", message: "Sent from a partner's site." });
    await contact.getByRole("button", { name: "Send message" }).click();
    const reference = await confirmationReference(contact);
    const events = await page.evaluate(() => (window as unknown as { qtoEvents: unknown[] }).qtoEvents);
    expect(events).toContainEqual({
      type: "qto:submitted",
      widget: "contact-form",
      detail: { widget: "contact-form", type: "contact", reference },
    });
    expect(site.exported("contact").find((l) => l.reference === reference)?.partner).toBe("acme-partner");
    expect(errors).toEqual([]);
    await close();
  });

  it("mounts widgets added later and unmounts those removed, through the page and QTOWidgets", async () => {
    const { page, close } = await openPage(site, partnerOrigin);
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
