// Watch-list alerts in Chromium against the real server: a signed-in visitor stars a project on the
// board; a change of its bid date and an addendum (told through the domain events, as the desk tells
// them) put one e-mail each in the outbox for that visitor; the unsubscribe link from the e-mail works in
// a browser that never signed in, and after it no more alerts come. axe-core on the unsubscribe page.
import { describe, expect, it } from "vitest";
import type { EventType } from "../../../contract/staff/events.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { lastLinkToken, outboxMails } from "../../helpers/outbox.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";
import { boardShown } from "../helpers/project-board.ts";
import { useVisitor } from "../helpers/visitor.ts";

const dataDir = tempDataDir();
const site = useLiveSite({ SEED_PROJECTS: "12", JOBS_POLL_MS: "0", DATA_DIR: dataDir });
const visitor = useVisitor(site);
const EMAIL = "wes@example.com";

const emit = (type: EventType, data: Record<string, unknown>) =>
  site.app.db.transaction().execute((trx) => site.app.events.emit(trx, type, data));
// The alerts sent to `email` (they carry the one-click unsubscribe; the account's other mail does not).
const mailsTo = (email: string) =>
  outboxMails(dataDir).filter((mail) => mail.headers.to === email && mail.headers["list-unsubscribe"]);

describe("e2e: watch-list alerts", () => {
  let projectId: number;
  let projectName: string;

  it("e-mails a visitor who starred a project about its new bid date and its addendum", async () => {
    const { page } = visitor;
    // Registering signs the visitor in: the board then keeps each star on the server too.
    await page.goto(`${site.origin}/Register/`);
    const form = page.locator('[data-widget="register-form"] form');
    const password = "a long enough passphrase";
    await form.locator('[name="username"]').fill("wes");
    await form.locator('[name="email"]').fill(EMAIL);
    await form.locator('[name="password"]').fill(password);
    await form.locator('[name="confirm_password"]').fill(password);
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${site.origin}/`);
    // Alerts go only to a verified address: the link e-mailed at registration verifies it.
    await site.app.jobs.runDue();
    await page.goto(
      `${site.origin}/account/verify-email/?token=${lastLinkToken(dataDir, EMAIL, "/account/verify-email/")}`,
    );
    await page.getByRole("heading", { name: "Address verified" }).waitFor();

    await visitor.openBoard();
    const card = visitor.board().locator(".card").first();
    projectName = (await card.locator("h3").textContent())!.trim();
    projectId = Number((await card.locator("h3 a").getAttribute("href"))!.split("/").pop());
    await visitor
      .board()
      .getByRole("button", { name: `Favorite ${projectName}` })
      .click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${site.origin}/reactapp/favorites/`)).json()) as { ids: number[] }).ids,
      )
      .toEqual([projectId]);

    await emit("project.updated", {
      project_id: projectId,
      changes: [{ field: "bid_date", before: "2026-12-01", after: "2026-12-15" }],
    });
    await emit("project.document_added", {
      project_id: projectId,
      document_id: 1,
      kind: "addendums",
      name: "ADDENDUM-01.pdf",
    });
    await site.app.jobs.runDue();

    const mails = mailsTo(EMAIL);
    expect(mails.map((mail) => mail.headers.subject)).toEqual([
      `${projectName}: bid date changed`,
      `${projectName}: addendum posted`,
    ]);
    expect(mails[0]!.text).toContain("Bid date: 2026-12-01 → 2026-12-15");
    expect(mails[1]!.text).toContain("Addendum posted: ADDENDUM-01.pdf");
    expect(mails[0]!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("unsubscribes from the e-mail's link without signing in, and no alert comes after", async () => {
    const [mail] = mailsTo(EMAIL);
    const link = new URL(/^<(.+)>$/.exec(mail!.headers["list-unsubscribe"]!)![1]!);
    // The e-mail's link names SITE_URL; the test server listens on a port of its own.
    const { page, errors, close } = await openPage(site, `${link.pathname}${link.search}`, { width: 320 });
    expect((await page.context().cookies()).find((cookie) => cookie.name === "sessionid")).toBeUndefined();
    await page.getByRole("heading", { name: "Stop watch-list alerts?" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Unsubscribe from alerts" }).click();
    await page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();

    // A link whose token was altered says so, and changes nothing.
    const altered = await openPage(
      site,
      `${link.pathname}?token=${link.searchParams.get("token")!.replace(/^\d+/, "999")}`,
    );
    expect(altered.response!.status()).toBe(400);
    await altered.page.getByRole("heading", { name: "This unsubscribe link does not work" }).waitFor();
    expect(await axeViolations(altered.page)).toEqual([]);
    await altered.close();

    const before = mailsTo(EMAIL).length;
    await emit("project.closed", { project_id: projectId, awarded_company: "Keystone Builders", awarded_amount: 5000 });
    await site.app.jobs.runDue();
    expect(mailsTo(EMAIL)).toHaveLength(before);
    // The star stays.
    await visitor.openBoard();
    await boardShown(visitor.board());
    expect(
      await visitor
        .board()
        .getByRole("button", { name: `Favorite ${projectName}` })
        .getAttribute("aria-pressed"),
    ).toBe("true");
  });
});
