// A partner who has read only docs/partners.md: the manual's snippet pasted as it stands (our address in
// place of qtosolutions.com) into a page of a site nobody has listed yet. The quote form, the contact
// form and the board appear; a quote with a PDF reaches the firm, tagged with the partner and marked as
// from an unlisted site; the board's Add to Cart brings the visitor to our cart with the project in it.
// No script error and nothing axe-core finds on the partner's page.
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { confirmationReference, fillQuoteWithPdf, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";
import { partnerPage, startPartnerSite, type PartnerSite } from "../helpers/partner-site.ts";
import { boardOn, boardShown } from "../helpers/project-board.ts";

/** The manual's first HTML block: the script tag and the placeholders, as a partner copies them. */
const SNIPPET = /```html\n([\s\S]*?)```/.exec(readFileSync("docs/partners.md", "utf8"))![1]!;

const site = useLeadSite(async () => ({ SEED_PROJECTS: "12" }));
let partner: PartnerSite | undefined;

afterAll(() => partner?.close());

describe("e2e journey: a partner embeds the widgets from the manual alone", () => {
  it("shows the manual's widgets on an unlisted site; its quote reaches the firm; Add to Cart reaches our cart", async () => {
    expect(SNIPPET).toContain("https://qtosolutions.com/widgets/embed.js");
    partner = await startPartnerSite(() =>
      partnerPage(
        "Harbor Builders: estimates and open bids",
        SNIPPET.replaceAll("https://qtosolutions.com", site.origin),
      ),
    );
    const partnerOrigin = partner.origin;
    const { page, errors, close } = await openPage(site, partnerOrigin, { timeout: 8000 });

    const quote = await widget(page, "quote-form");
    await widget(page, "contact-form");
    expect(await axeViolations(page)).toEqual([]);
    await fillQuoteWithPdf(quote);
    await quote.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(quote);
    const stored = site.exported("quote").find((lead) => lead.reference === reference)!;
    expect(stored.partner).toBe("your-partner-id");
    expect(stored.files.map((file) => file.name)).toEqual(["plans.pdf"]);
    const marked = await site.app.db
      .selectFrom("leads")
      .select("unlisted_origin")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(marked.unlisted_origin).toBe(partnerOrigin);
    expect(await axeViolations(page)).toEqual([]);

    const board = boardOn(page);
    await page.locator('[data-widget="project-board"]').scrollIntoViewIfNeeded();
    await boardShown(board);
    expect(await axeViolations(page)).toEqual([]);
    const name = await board.locator(".card h3").first().textContent();
    await board.locator(".card").first().getByRole("link", { name: "Add to Cart" }).click();
    await page.waitForURL(`${site.origin}/Cart/`);
    await expect.poll(() => page.locator('[data-widget="cart"] tbody tr').first().textContent()).toContain(name);
    expect(errors).toEqual([]);
    await close();
  });
});
