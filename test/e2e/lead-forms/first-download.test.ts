// What a page with a lead form downloads first: the form renders from core alone; valibot (the
// checks kit) and the form's schema arrive once the visitor starts on the form, in time to check the
// first field left, and a form sent untouched waits for them rather than going out unchecked.
import { describe, expect, it } from "vitest";
import { useLeadSite, widget } from "../helpers/lead-forms.ts";
import { newPage } from "../helpers/live-site.ts";

const site = useLeadSite();

/** `path` opened in a fresh page, and the widget chunks it asks for from the start, by name (core, checks…). */
async function openWatched(path: string): Promise<Awaited<ReturnType<typeof newPage>> & { chunks: string[] }> {
  const opened = await newPage(site);
  const chunks: string[] = [];
  opened.page.on("request", (request) => {
    const file = new URL(request.url()).pathname.match(/\/widgets\/[^/]+\/([^/]+)\.js$/)?.[1];
    if (file) chunks.push(file);
  });
  await opened.page.goto(site.origin + path);
  return { ...opened, chunks };
}

describe("e2e: a lead form's first download", () => {
  it("renders the quote form without valibot or its schema, and loads them as the visitor starts", async () => {
    const { page, errors, close, chunks } = await openWatched("/quote/");
    const form = await widget(page, "quote-form");
    expect(chunks).toEqual(expect.arrayContaining(["core", "quote-form"]));
    expect(chunks).not.toContain("checks");
    expect(chunks).not.toContain("quote");
    expect(chunks).not.toContain("uploads");

    await form.locator('[name="email"]').fill("dana@");
    await form.locator('[name="email"]').press("Tab");
    await expect.poll(() => form.locator("#quote-email-error").textContent()).toBe("Enter a valid email address.");
    expect(chunks.filter((chunk) => ["checks", "quote"].includes(chunk)).sort()).toEqual(["checks", "quote"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("checks a contact form sent untouched once its checks have loaded, and sends nothing", async () => {
    const { page, close, chunks } = await openWatched("/ContactUs/");
    const sent: string[] = [];
    page.on("request", (request) => request.method() === "POST" && sent.push(request.url()));
    const form = await widget(page, "contact-form");
    expect(chunks).toContain("contact-form");
    expect(chunks).not.toContain("checks");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.locator(".summary h3").textContent()).toBe("3 answers need your attention");
    expect(chunks).toContain("checks");
    expect(sent).toEqual([]);
    await close();
  });
});
