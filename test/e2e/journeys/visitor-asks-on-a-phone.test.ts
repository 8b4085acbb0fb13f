// A visitor on a phone (390 px) asks for a quote with their plans as a PDF, for the whole project, then for
// a free sample. Each gets its confirmation on screen, with a reference to quote on the quote's; the
// visitor's inbox holds an acknowledgement naming the PDF received and the sample with its spreadsheet
// and marked-up plan, both HTML with a plain-text part, links on the site and replies going to the firm;
// the sales team's e-mail reads the quote by its form's labels ("Whole project (all divisions)") and
// names the file. axe-core finds nothing on any screen, and no script fails.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { outboxMails, type OutboxMail } from "../../helpers/outbox.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, fillQuoteWithPdf, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite(async () => ({ JOBS_POLL_MS: "0", SITE_URL: "http://qto.test" }));
const FIRM = "leads@qtosolutions.com";

const mailTo = (address: string, subject: RegExp): OutboxMail | undefined =>
  outboxMails(site.dataDir).find((mail) => mail.headers.to === address && subject.test(mail.headers.subject ?? ""));

/** Every link of an e-mail's HTML part. */
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));

/** HTML beside its plain text, replies to the firm, links on the site (or mailto:/tel:), no typed name. */
function expectReadableFromTheFirm(mail: OutboxMail) {
  expect(mail.types).toEqual(expect.arrayContaining(["text/plain", "text/html"]));
  expect(mail.headers["reply-to"]).toBe(FIRM);
  expect(links(mail.html!).filter((href) => !/^(http:\/\/qto\.test\/|mailto:|tel:)/.test(href))).toEqual([]);
  expect(mail.text.split("\n")[0]).toBe("Hello,");
}

describe("e2e journey: a visitor asks for a quote and a sample on a phone", () => {
  it("sends a quote for the whole project with a PDF, and hears back by e-mail with the file named", async () => {
    const { page, errors, close } = await openPage(site, "/quote/", { width: 390, timeout: 8000 });
    const form = await widget(page, "quote-form");
    expect(await axeViolations(page)).toEqual([]);
    await fillQuoteWithPdf(form);
    await form.getByLabel("Whole project (all divisions)").check();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(form);
    expect(await form.locator(".confirmation").textContent()).toContain("Quote it if you call");
    expect(await axeViolations(page)).toEqual([]);

    await site.app.jobs.runDue();
    const acknowledgement = mailTo("sam@example.com", /quote request/i)!;
    expect(acknowledgement, "the acknowledgement").toBeDefined();
    expectReadableFromTheFirm(acknowledgement);
    for (const part of [acknowledgement.text, acknowledgement.html!]) {
      expect(part).toContain(reference);
      expect(part).toContain("plans.pdf");
    }
    // The sales team reads the quote by its form's words and knows the file came.
    const forSales = outboxMails(site.dataDir).find(
      (mail) => mail.headers.to === FIRM && mail.text.includes(reference),
    )!;
    expect(forSales.text).toContain("Whole project (all divisions)");
    expect(forSales.text).not.toContain("select_csi_divisions");
    expect(forSales.text).toContain("plans.pdf");
    expect(forSales.headers["reply-to"]).toBe("sam@example.com");
    expect(errors).toEqual([]);
    await close();
  });

  it("asks for a sample and receives its spreadsheet and marked-up plan by e-mail", async () => {
    const { page, errors, close } = await openPage(site, "/Sample/", { width: 390, timeout: 8000 });
    const form = await widget(page, "sample-form");
    await form.locator('[name="sample_type"]').selectOption("concrete");
    await fillFields(form, { name: "Lee Chen", email: "lee@example.com" });
    await form.getByRole("button", { name: "Request samples" }).click();
    await confirmationReference(form);
    expect(await axeViolations(page)).toEqual([]);

    await site.app.jobs.runDue();
    const sample = mailTo("lee@example.com", /sample/i)!;
    expect(sample, "the sample").toBeDefined();
    expectReadableFromTheFirm(sample);
    expect(sample.types).toEqual(
      expect.arrayContaining(["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/pdf"]),
    );
    expect(links(sample.html!)).toContain("http://qto.test/quote/");
    expect(errors).toEqual([]);
    await close();
  });
});
