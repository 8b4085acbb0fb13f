// The e-mails people get, read back from the outbox as a mail client gets them: each is
// multipart/alternative, a plain-text part and an HTML part in the firm's layout saying the same; each
// greets its reader by their name (the account's full name; "Hello," where no name is known), never by
// their username; and every link in it is absolute, on SITE_URL. The "Delivered" e-mail links to the
// order's page, as it says.
import type { FastifyInstance } from "fastify";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { outboxMails, type OutboxMail } from "../../../helpers/outbox.ts";
import { signedInStaff } from "../../../helpers/staff.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

const SITE_URL = "https://qto.example";
const NAME = "Rowan Ellis";

/** The HTML part's links and whatever else it would fetch (a font, an image), and its text as a reader sees it. */
function htmlOf(mail: OutboxMail) {
  const doc = parse(mail.html ?? "");
  const hrefs = doc
    .querySelectorAll("[href], [src]")
    .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "");
  return { hrefs, text: doc.querySelector("body")?.textContent.replace(/\s+/g, " ") ?? "" };
}

describe.each(TEST_DATABASES)("server: the e-mails people read, from the outbox, on $name", ({ url }) => {
  let app: FastifyInstance;
  const dataDir = tempDataDir();
  const sent: Record<string, OutboxMail> = {};
  let order: { id: number; number: string };

  beforeAll(async () => {
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SEED_PROJECTS: "20",
      JOBS_POLL_MS: "0",
      SITE_URL,
    });
    const buyer = await verifiedSignedIn(app, dataDir, "rowan");
    const renamed = await app.inject({
      method: "PUT",
      url: "/reactapp/account/profile/",
      payload: { full_name: NAME, company: "", role: "Architect" },
      cookies: buyer.cookies,
      headers: { "x-csrftoken": buyer.token },
    });
    expect(renamed.statusCode).toBe(200);
    const staff = await signedInStaff(app, "estimator");
    order = await placeOrder(app, buyer);
    const move = (from: string, status: string) =>
      app.inject({
        method: "POST",
        url: `/reactapp/staff/orders/${order.id}/status/`,
        ...staff.as(),
        payload: { from, status },
      });
    expect((await move("placed", "in_progress")).statusCode).toBe(200);
    const file = multipart([{ name: "file", filename: "take-off.pdf", content: PDF }]);
    const uploaded = await app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${order.id}/files/`,
      cookies: staff.cookies,
      payload: file.payload,
      headers: { ...file.headers, "x-csrftoken": staff.token },
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await move("in_progress", "delivered")).statusCode).toBe(200);
    const csrf = await app.inject({ url: "/reactapp/csrf/" });
    const cookies = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
    const forgot = await app.inject({
      method: "POST",
      url: "/reactapp/account/forgot-password/",
      payload: { email: "rowan@example.com" },
      cookies,
      headers: { "x-csrftoken": cookies.csrftoken! },
    });
    expect(forgot.statusCode).toBe(202);
    const quote = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload: VALID_LEADS.quote.body });
    expect(quote.statusCode).toBe(201);
    while ((await app.jobs.runDue()) > 0);

    const one = (match: (mail: OutboxMail) => boolean) => {
      const found = outboxMails(dataDir).filter(match);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    const subject = (pattern: RegExp) => (mail: OutboxMail) => pattern.test(mail.headers.subject ?? "");
    sent.receipt = one(subject(new RegExp(`^Your QTO Solutions order ${order.number}`)));
    sent.inProgress = one(subject(/: In progress$/));
    sent.delivered = one(subject(/: Delivered$/));
    sent.passwordReset = one(subject(/^Choose a new password/));
    sent.acknowledgement = one(subject(/^We received your quote request/));
  });
  afterAll(() => app?.close());

  it.each([
    ["receipt", `Hello ${NAME},`],
    ["inProgress", `Hello ${NAME},`],
    ["delivered", `Hello ${NAME},`],
    ["passwordReset", `Hello ${NAME},`],
    // A visitor's typed name never greets an address nobody proved (lead-acknowledgement.ts).
    ["acknowledgement", "Hello,"],
  ])("the %s is HTML with a plain-text part, greets “%s” and links only to SITE_URL", (kind, greeting) => {
    const mail = sent[kind]!;
    expect(mail.types).toEqual(["multipart/alternative", "text/plain", "text/html"]);
    expect(mail.text.split("\n")[0]).toBe(greeting);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    const html = htmlOf(mail);
    expect(html.text).toContain(greeting);
    expect(html.text).toContain("245 West 38th Street");
    // The username is a sign-in handle: no e-mail greets anyone by it.
    for (const part of [mail.text, html.text]) expect(part).not.toContain("Hello rowan");
    expect(html.hrefs.length).toBeGreaterThan(0);
    for (const href of html.hrefs) expect(href).toMatch(/^(https:\/\/qto\.example\/|mailto:|tel:)/);
    // Every link the text gives is in the HTML too: the message is said once, in two forms.
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(html.hrefs).toContain(link);
  });

  it("the Delivered e-mail links to the order's page, as it says, and to the Drive", () => {
    const { hrefs, text } = htmlOf(sent.delivered!);
    const orderPage = `${SITE_URL}/account/messages/?order=${order.id}`;
    expect(text).toMatch(/Write to us on the order's page/);
    expect(hrefs).toContain(orderPage);
    expect(hrefs).toContain(`${SITE_URL}/account/drive/`);
    expect(sent.delivered!.text).toContain(`Write to us on the order's page: ${orderPage}`);
  });

  it("replies to the receipt and the acknowledgement reach the firm", () => {
    expect(sent.receipt!.headers["reply-to"]).toBe("leads@qtosolutions.com");
    expect(sent.acknowledgement!.headers["reply-to"]).toBe("leads@qtosolutions.com");
  });
});
