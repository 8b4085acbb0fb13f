// The plain HTML forms work without JavaScript: a browser's post gets a redirect to the thank-you page
// naming the reference, or the form's page again with every answer kept and each problem marked.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart } from "../../../helpers/multipart.ts";
import { SITE_DIR } from "../../../helpers/site.ts";

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const form = (fields: Record<string, string | readonly string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) params.append(name, item);
  return params.toString();
};

describe("server: lead forms posted by a browser without JavaScript", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000/1m" });
  });
  afterAll(() => app?.close());

  const post = (path: string, payload: string | Buffer, headers: Record<string, string>) =>
    app.inject({ method: "POST", url: path, payload, headers: { ...BROWSER, ...headers } });
  const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

  it("stores the lead and redirects to a thank-you page naming its reference", async () => {
    const before = await app.leads.count();
    const response = await post(
      VALID_LEADS.contact.path,
      form({ ...VALID_LEADS.contact.body, source_page: "/ContactUs/", fax_number: "" }),
      urlencoded,
    );
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, "http://x");
    expect(location.pathname).toBe("/thank-you/");
    const reference = location.searchParams.get("reference")!;
    expect(await app.leads.count()).toBe(before + 1);

    const page = await app.inject({ url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const doc = parse(page.body);
    expect(doc.querySelector(".thank-you__reference")?.text).toBe(reference);
    expect(doc.querySelector("[data-thanks-title]")?.text).toMatch(/message is on its way/);
  });

  it("accepts the quote form's multipart body with no file chosen", async () => {
    const { payload, headers } = multipart([
      ...Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
        [value].flat().map((item) => ({ name, value: item })),
      ),
      { name: "source_page", value: "/quote/" },
      { name: "specification_files", filename: "", content: Buffer.alloc(0), type: "application/octet-stream" },
    ]);
    const response = await post(VALID_LEADS.quote.path, payload, headers);
    expect(response.statusCode, response.body).toBe(303);
  });

  it("shows the form's page again with the answers kept and every problem beside its field", async () => {
    const before = await app.leads.count();
    const response = await post(
      VALID_LEADS.quote.path,
      form({
        ...VALID_LEADS.quote.body,
        email: "not-an-email",
        scope_of_project: 'Tricky </textarea><script>alert("x")</script> & more',
        select_csi_divisions: ["03", "31"],
        website_url: 'https://x.example/" onfocus="alert(1)',
        source_page: "/quote/",
      }),
      urlencoded,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(await app.leads.count()).toBe(before);

    const doc = parse(response.body);
    const quote = doc.querySelector('form[data-lead-form="quote"]')!;
    expect(doc.querySelector("title")?.text).toMatch(/^Check your answers/);
    expect(quote.querySelector(".lead-form__summary")?.text).toMatch(/Enter a valid email address/);
    const email = quote.querySelector('[name="email"]')!;
    expect(email.getAttribute("value")).toBe("not-an-email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(email.getAttribute("aria-describedby")!.split(" ")[0]!)?.text).toBe(
      "Enter a valid email address.",
    );
    // What the visitor typed comes back as text, never as markup.
    expect(quote.querySelector("textarea")?.text).toBe('Tricky </textarea><script>alert("x")</script> & more');
    expect(doc.querySelectorAll("script").every((s) => !s.text.includes("alert"))).toBe(true);
    expect(quote.querySelector('[name="website_url"]')?.getAttribute("onfocus")).toBeUndefined();
    const checked = quote
      .querySelectorAll('[name="select_csi_divisions"][checked]')
      .map((c) => c.getAttribute("value"));
    expect(checked).toEqual(["03", "31"]);
    expect(quote.querySelector('[name="estimated_value_of_a_project"] option[selected]')?.getAttribute("value")).toBe(
      "1m-10m",
    );
  });

  it("answers JSON, not HTML, to the widgets and API clients", async () => {
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      payload: form({ ...VALID_LEADS.contact.body, email: "bad" }),
      headers: { ...urlencoded, accept: "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Enter a valid email address."] });
  });

  it("shows a plain thank-you page for an unknown or forged reference", async () => {
    const page = await app.inject({ url: "/thank-you/?type=contact&reference=<script>" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("<script>");
    expect(parse(page.body).querySelector("[data-thanks-title]")?.text).toBe("We have your request");
  });

  it("serves the widget loader to any origin and caches the hashed build folder for a year", async () => {
    const loader = await app.inject({ url: "/widgets/embed.js" });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers["access-control-allow-origin"]).toBe("*");
    expect(loader.headers["cache-control"]).toBe("public, max-age=300, must-revalidate");
    const { build } = JSON.parse(readFileSync(path.join(SITE_DIR, "..", "widgets", "manifest.json"), "utf8"));
    expect(loader.body).toContain(build);
    const quote = await app.inject({ url: `/widgets/${build}/quote-form.js` });
    expect(quote.statusCode).toBe(200);
    expect(quote.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
