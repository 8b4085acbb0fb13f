// Every paid order reaches the sales team the way leads do: stored with its announcement job, whose run
// writes its e-mail (here to the outbox, as there is no SMTP) and marks the order notified; a job a
// crash left unrun is run after the restart, once; a failed write is retried; a refused card (the order
// left awaiting payment) announces nothing; and the e-mail carries nothing of the card beyond its brand
// and last four digits.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { announcement } from "../../../../server/infra/mail/announcer.ts";
import { jobs } from "../../../../server/infra/jobs/jobs.ts";
import { luhnValid } from "../../../../server/domains/orders/payments/cards.ts";
import { ordersRepository } from "../../../../server/domains/orders/orders-repository.ts";
import { usersRepository } from "../../../../server/domains/accounts/users-repository.ts";
import { BILLING, CARDS, cardForm, follow, payOnGateway, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";

const { approves: APPROVES, declines: DECLINES } = CARDS;

/** Undoes quoted-printable, which folds the body's long lines and could split a number across two. */
const unfold = (eml: string) =>
  eml.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The outbox's messages: `raw` as written, `text` as a mail client shows it. */
const outbox = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, "outbox")).map((file) => {
      const raw = readFileSync(path.join(dataDir, "outbox", file), "utf8");
      return { file, raw, text: unfold(raw) };
    });
  } catch {
    return [];
  }
};

/** The sales team's e-mails about order `number` (the buyer's receipt names it too). */
const toFirm = (dataDir: string, number: string) =>
  outbox(dataDir).filter((mail) => mail.file.includes(number) && /^To: leads@qtosolutions\.com$/m.test(mail.raw));

/** 13 to 19 digits (spaces or dashes between) that pass Luhn: a card number, which must never appear. */
const cardNumbers = (text: string) =>
  (text.match(/(?<![\d.])\d[\d -]{11,24}\d(?![\d.])/g) ?? [])
    .map((n) => n.replace(/[ -]/g, ""))
    .filter((d) => d.length >= 13 && d.length <= 19 && luhnValid(d));

describe.each(TEST_DATABASES)("server: order notifications on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  let cookies: Record<string, string>;
  let token: string;
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "20", JOBS_POLL_MS: "0" });
    app.events.on(async ({ type, data }) => void events.push({ type, data }));
    ({ cookies, token } = await signedIn(app, "buyer"));
    // The registration's e-mail verification, sent first, so each test counts its order's job alone.
    await app.jobs.runDue();
  });
  afterAll(() => app?.close());

  /** The order's 201, and the payment page's answer to `card` (followed back to the site when paid). */
  const order = async (card: string, lines: object[]) => {
    const response = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies,
      headers: { "x-csrftoken": token },
      payload: { lines, ...BILLING },
    });
    const paid = await payOnGateway(app, response.json().checkout_url, cardForm(card));
    if (paid.statusCode === 303) await follow(app, paid, cookies);
    return { response, paid };
  };
  const notifiedAt = async (number: string) =>
    (await app.db.selectFrom("orders").select("notified_at").where("number", "=", number).executeTakeFirstOrThrow())
      .notified_at;

  it("writes the order's e-mail in its job after the 201, then marks the order notified", async () => {
    const lines = [
      { project_id: 1, size: "medium" },
      { project_id: 2, size: "small" },
      { project_id: 3, size: "large" },
    ];
    const { response } = await order(APPROVES, lines);
    expect(response.statusCode, response.body).toBe(201);
    const { number, total } = response.json();
    // The 201 waited for no e-mail: the job that writes it is stored with the order, and its event told.
    expect(await notifiedAt(number)).toBeNull();
    expect(events.filter((event) => event.type === "order.placed").map((event) => event.data)).toEqual([
      expect.objectContaining({ number, total, test: true }),
    ]);
    expect(outbox(dataDir).filter((mail) => mail.file.includes(number))).toEqual([]);

    // The announcement, the buyer's receipt (order-receipt.test.ts), and the payment's own event, which
    // finds the order placed and changes nothing.
    expect(await app.jobs.runDue()).toBe(3);
    expect(await notifiedAt(number)).not.toBeNull();
    const mails = toFirm(dataDir, number);
    expect(mails).toHaveLength(1);
    const eml = mails[0]!.text;
    expect(eml).toContain(`Subject: New order ${number}`);
    // The test gateway charges no card: the sales team must not take the order for a sale.
    expect(eml).toContain(`Subject: New order ${number} (TEST: no card charged)`);
    expect(eml).toMatch(/^TEST ORDER: paid through the test payment provider\. No card was charged\.$/m);
    expect(eml).toMatch(/^From: website@qtosolutions\.com$/m);
    expect(eml).toMatch(/^To: leads@qtosolutions\.com$/m);
    expect(eml).toMatch(/^Reply-To: buyer@example\.com$/m);
    expect(eml).toContain("buyer: buyer <buyer@example.com>");
    const stored = await app.db.selectFrom("order_lines").selectAll().where("project_id", "in", [1, 2, 3]).execute();
    expect(stored).toHaveLength(3);
    for (const line of stored) {
      expect(eml).toContain(`project #${line.project_id} ${line.project_name}: ${line.size}`);
      // Three take-offs earn the volume discount, so each line shows one.
      expect(eml).toMatch(new RegExp(`#${line.project_id} .*discount \\$\\d`));
    }
    // A test order's total was charged to nobody: never "total charged".
    expect(eml).toContain(`total (test: not charged): $${total.toFixed(2)}`);
    expect(eml).not.toContain("total charged");
    expect(eml).toContain("Dana Reyes\n12 Main St\nAustin, TX 78701\nUS");
    expect(eml).toContain("card: Visa ending in 4242");
    const { payment_reference } = await app.db
      .selectFrom("orders")
      .select("payment_reference")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(eml).toContain(`payment reference: ${payment_reference}`);
  });

  it("announces nothing for a refused card", async () => {
    const before = outbox(dataDir).length;
    const { response, paid } = await order(DECLINES, [{ project_id: 4, size: "small" }]);
    expect(response.statusCode).toBe(201);
    expect(paid.statusCode).toBe(402);
    expect(await app.jobs.runDue()).toBe(0);
    // Give a (wrongly) started notification the time to land before looking.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outbox(dataDir)).toHaveLength(before);
    expect(await ordersRepository(app.db).unnotified()).toEqual([]);
  });

  it("retries later an order whose e-mail could not be written, and logs nothing as written", async () => {
    const { response } = await order(APPROVES, [{ project_id: 5, size: "small" }]);
    const { number } = response.json();
    // The firm's announcement fails once; the buyer's receipt, which may be sent beside it, goes out.
    const original = app.mailer.send.bind(app.mailer);
    let failed = false;
    const send = vi.spyOn(app.mailer, "send").mockImplementation(async (message, reference) => {
      if (message.id === `order-${number}` && !failed) {
        failed = true;
        throw new Error("outbox not writable");
      }
      return original(message, reference);
    });
    expect(await app.jobs.runDue()).toBe(3);
    expect(send).toHaveBeenCalledTimes(2);
    expect(failed).toBe(true);
    expect(await notifiedAt(number)).toBeNull();
    expect(toFirm(dataDir, number)).toEqual([]);

    expect(await app.jobs.runDue(new Date(Date.now() + 60 * 60 * 1000))).toBe(1);
    expect(await notifiedAt(number)).not.toBeNull();
    expect(toFirm(dataDir, number)).toHaveLength(1);
    send.mockRestore();
  });

  it("writes no card number into any e-mail", async () => {
    const mails = outbox(dataDir);
    expect(mails.length).toBeGreaterThan(0);
    for (const { file, raw, text } of mails) {
      expect(cardNumbers(raw), file).toEqual([]);
      expect(cardNumbers(text), file).toEqual([]);
      expect(text.replace(/[\s-]/g, "")).not.toContain("4242424242424242");
    }
  });
});

describe.each(TEST_DATABASES)("server: orders left unannounced on $name", ({ url }) => {
  it("announces an order whose job a previous run left unrun after the restart, once", async () => {
    const databaseUrl = await url();
    const dataDir = tempDataDir();
    // Stored as the route stores it, with its job, but the process "died" before the job ran.
    const { db } = openDatabase(databaseUrl);
    await migrate(db);
    const user = await usersRepository(db).create({
      username: "orphan",
      email: "orphan@example.com",
      password_hash: "not a real hash",
    });
    if (!("id" in user)) throw new Error("the test user already exists");
    const unstarted = jobs(db, { pollMs: 0, log: {} as FastifyBaseLogger });
    const id = await ordersRepository(db).create({
      number: "QTO-O-ORPHAN01",
      userId: user.id,
      lines: [{ project_id: 7, project_name: "Riverside Library", size: "medium", price: 179, discount: 0 }],
      total: 179,
      billing: BILLING,
      provider: "test-gateway",
      test: true,
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("orders")
        .set({ status: "placed", payment_reference: "pay_test_orphan", card_brand: "visa", card_last4: "4242" })
        .where("id", "=", id)
        .execute();
      await unstarted.enqueue(trx, ...announcement("order", id));
    });
    await db.destroy();

    const app = await testApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    await app.ready();
    expect(await app.jobs.runDue()).toBe(1);
    const written = outbox(dataDir);
    expect(written).toHaveLength(1);
    expect(written[0]!.text).toContain("Subject: New order QTO-O-ORPHAN01");
    expect(written[0]!.text).toContain("project #7 Riverside Library: medium, $179.00, no discount");
    expect(written[0]!.text).toContain("total (test: not charged): $179.00");
    expect(written[0]!.text).toContain("buyer: orphan <orphan@example.com>");
    expect(await ordersRepository(app.db).unnotified()).toEqual([]);
    await app.close();

    const again = await testApp({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PROJECTS: "0",
      JOBS_POLL_MS: "0",
    });
    await again.ready();
    expect(await again.jobs.runDue()).toBe(0);
    expect(outbox(dataDir)).toHaveLength(1);
    await again.close();
  });
});
