// Every buyer gets a receipt once their order is paid: the number, each take-off with its project and
// price, the total, how it was paid (a test order says no card was charged), the links to the receipt and
// to the order's messages, replies to the firm; once, however the order was placed.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUsd } from "../../../../contract/money.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { mailsTo } from "../../../helpers/outbox.ts";

describe.each(TEST_DATABASES)("server: the buyer's receipt on $name", ({ url }) => {
  let app: FastifyInstance;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "20", JOBS_POLL_MS: "0" });
  });
  afterAll(() => app?.close());

  it("e-mails the buyer once, with the take-offs, the total, the payment and the links", async () => {
    const buyer = await signedIn(app, "rowan", "rowan@buildco.example");
    const { id, number } = await placeOrder(app, buyer);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const [receipt, ...more] = mailsTo(dataDir, "rowan@buildco.example").filter((mail) => mail.includes(number));
    expect(more).toEqual([]);
    expect(receipt).toMatch(
      new RegExp(`^Subject: Your QTO Solutions order ${number} \\(test: no card charged\\)$`, "m"),
    );
    expect(receipt).toMatch(/^Reply-To: leads@qtosolutions\.com$/m);
    const order = (await app.orders.paid(id))!;
    for (const line of order.lines) expect(receipt).toContain(`- ${line.project_name}: `);
    expect(receipt).toContain(`Total: ${formatUsd(order.total)}`);
    expect(receipt).toContain("Test order: paid through the test payment provider, so no card was charged.");
    expect(receipt).toContain(`http://localhost:8080/account/billing/receipt/?order=${number}`);
    expect(receipt).toContain(`http://localhost:8080/account/messages/?order=${id}`);
  });
});
