// Every kind of e-mail the site sends, composed and written to an outbox by the real mailer, then read
// back from its .eml: each is multipart/alternative with a plain-text and an HTML part in the firm's
// layout; a person is greeted by their name, never a username, "Hello," when no name is known; every link
// is absolute, on the site's address; an alert's HTML carries the unsubscribe link its headers name.
import path from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { composeStaffResetMail } from "../../../../server/domains/accounts/account-mail.ts";
import { composeBidReminder, composeSearchAlert } from "../../../../server/domains/alerts/reminder-mail.ts";
import { composeAlert } from "../../../../server/domains/alerts/watch-alert-mail.ts";
import { composeLeadMail } from "../../../../server/domains/leads/lead-mail.ts";
import { composeSampleDelivery } from "../../../../server/domains/leads/sample-delivery.ts";
import { composeMessageMail, composeStatusMail } from "../../../../server/domains/orders/fulfilment-mail.ts";
import { composeOrderMail } from "../../../../server/domains/orders/order-mail.ts";
import { mailer, type MailMessage } from "../../../../server/infra/mail/mailer.ts";
import { tempDataDir } from "../../../helpers/app.ts";
import { outboxMails } from "../../../helpers/outbox.ts";
import { SITE_DIR } from "../../../helpers/site.ts";

const SITE_URL = "https://qto.example";
const UNSUBSCRIBE = `${SITE_URL}/reactapp/watch/unsubscribe/?token=t0k3n`;
const person = { id: 3, full_name: "Dana Reyes", email: "dana@example.com" };
const project = { id: 7, name: "Riverside Library", city: "Austin", state: "TX", bid_date: "2027-01-15" };
const billing = {
  name_on_card: "Sam Park",
  address: "1 Main St",
  city: "Austin",
  state: "TX",
  zip: "78701",
  country: "US",
};
const order = {
  id: 42,
  number: "QTO-O-4F7K2M9X",
  created_at: "2026-11-27T04:00:00Z",
  buyer: { username: "dreyes", full_name: "Dana Reyes", email: "dana@example.com" },
  lines: [{ project_id: 7, project_name: "Riverside Library", size: "medium", price: 179, discount: 0 }],
  total: 179,
  billing,
  card: { brand: "visa", last4: "4242" },
  payment_reference: "pi_1",
  test: false,
};
const message = {
  id: 5,
  side: "staff" as const,
  body: "Your plans are <clear>; we start Monday.",
  file_name: null,
  order_id: 42,
  number: order.number,
  buyer: "dreyes",
  buyer_name: "",
  billing: JSON.stringify(billing),
  buyer_email: "dana@example.com",
};

/** [kind, message, whom it greets (undefined: the team's notice, no greeting)]. */
const KINDS: Array<[string, MailMessage, string | undefined]> = [
  [
    "sales team's lead notice",
    composeLeadMail(
      {
        ...{ id: 12, type: "contact", reference: "QTO-C-ABCDEFGH", files: [] },
        ...{ fields: { name: "Dana Reyes", email: "dana@example.com", message: "Hi" } },
        ...{ partner: "", partner_name: null, unlisted_origin: null },
      },
      SITE_URL,
    ).message,
    undefined,
  ],
  ["sales team's order notice", composeOrderMail(order as never, SITE_URL).message, undefined],
  [
    "sample",
    composeSampleDelivery(
      { reference: "QTO-S-1", email: "dana@example.com", sampleType: "concrete" },
      { siteDir: SITE_DIR, siteUrl: SITE_URL, replyTo: "leads@qto.example" },
    ),
    // A typed name never greets an address nobody proved (sample-delivery.ts).
    "Hello,",
  ],
  [
    "status, by the billing name when the account has none",
    composeStatusMail(
      { number: order.number, full_name: "", billing: JSON.stringify(billing), email: "dana@example.com" },
      { orderId: 42, status: "in_progress" },
      SITE_URL,
    ),
    "Hello Sam Park,",
  ],
  [
    "status, with neither name known",
    composeStatusMail(
      { number: order.number, full_name: "", billing: "{}", email: "dana@example.com" },
      { orderId: 42, status: "refunded", refundReference: "re_1" },
      SITE_URL,
    ),
    "Hello,",
  ],
  ["staff's message to the buyer", composeMessageMail(message, SITE_URL), "Hello Sam Park,"],
  ["buyer's message to the team", composeMessageMail({ ...message, id: 6, side: "customer" }, SITE_URL), undefined],
  [
    "staff reset",
    { id: "r", ...composeStaffResetMail({ name: "Kim Lee", email: "k@x.example", siteUrl: SITE_URL }) },
    "Hello Kim Lee,",
  ],
  [
    "watch-list alert",
    composeAlert(
      "evt-1",
      { ...person, email_verified_at: "2026-01-01" },
      { ...project, awarded_company: null, awarded_amount: null } as never,
      { headline: "Bid date changed", lines: ["Bid date: 2027-01-15 → 2027-02-01"] },
      { siteUrl: SITE_URL, projectUrl: `${SITE_URL}/ProjectDetail/7`, unsubscribeUrl: UNSUBSCRIBE },
    ),
    "Hello Dana Reyes,",
  ],
  [
    "saved-search alert",
    composeSearchAlert(
      person,
      { search: { id: 1, name: "Texas schools", summary: "Texas" }, projects: [project], kind: "instant" },
      { siteUrl: SITE_URL, unsubscribeUrl: UNSUBSCRIBE },
    ),
    "Hello Dana Reyes,",
  ],
  [
    "bid reminder, without a name",
    composeBidReminder(
      { ...person, full_name: "" },
      { project: { ...project, bid_time: null, time_zone: null }, days: 1 },
      { siteUrl: SITE_URL, unsubscribeUrl: UNSUBSCRIBE },
    ),
    "Hello,",
  ],
];

describe("server: every kind of e-mail, read back from the outbox", async () => {
  const outboxDir = path.join(tempDataDir(), "outbox");
  const transport = mailer({ to: "leads@qtosolutions.com", from: "website@qtosolutions.com", outboxDir });
  for (const [, mail] of KINDS) await transport.send(mail, mail.id);
  const read = new Map(outboxMails(path.dirname(outboxDir)).map((mail) => [mail.headers["message-id"], mail]));

  it.each(KINDS)("the %s: HTML and plain text, its greeting, links on the site", (_, sent, greeting) => {
    const mail = read.get(`<${sent.id}@qtosolutions.com>`)!;
    // The two forms of one message side by side; a sample's files beside them (multipart/mixed).
    const alternative = mail.types.indexOf("multipart/alternative");
    expect(mail.types.slice(alternative, alternative + 3)).toEqual([
      "multipart/alternative",
      "text/plain",
      "text/html",
    ]);
    const doc = parse(mail.html ?? "");
    const text = doc.querySelector("body")!.textContent.replace(/\s+/g, " ");
    expect(text).toContain("QTO Solutions LLC");
    if (greeting) {
      expect(mail.text.split("\n")[0]).toBe(greeting);
      expect(text).toContain(greeting);
    } else expect(mail.text).not.toMatch(/^Hello/m);
    expect(`${mail.text} ${text}`).not.toMatch(/Hello dreyes/);
    const hrefs = doc.querySelectorAll("a").map((a) => a.getAttribute("href")!);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/qto\.example\/|mailto:|tel:)/);
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(hrefs).toContain(link);
    if (mail.headers["list-unsubscribe"]) expect(hrefs).toContain(UNSUBSCRIBE);
  });

  it("escapes what people wrote: their words are text in the HTML, never markup", () => {
    const mail = read.get("<order-message-5@qtosolutions.com>")!;
    expect(mail.html).toContain("Your plans are &lt;clear&gt;; we start Monday.");
    // Shown as written: its own line breaks kept, no space of the layout's added before or after.
    const quoted = parse(mail.html!).querySelector('[style*="pre-wrap"]')!;
    expect(quoted.textContent).toBe(message.body);
    expect(mail.text).toContain("Your plans are <clear>; we start Monday.");
  });
});
