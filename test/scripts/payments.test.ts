// `npm run payments -- reconcile`: against the fake Stripe, a run of 100 paid orders shows no difference;
// a refund made in the Dashboard whose webhook was lost is reported (exit 1), and `--fix` records it
// through the webhook job's own function (exit 0); a bad command line is a usage error (exit 2).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { FakeStripe } from "../fakes/stripe/index.ts";
import { BILLING, signedIn } from "../helpers/accounts.ts";
import { stripeApp, stripeEnv } from "../helpers/stripe-app.ts";

const execute = promisify(execFile);

describe("npm run payments -- reconcile", () => {
  let app: FastifyInstance;
  let fake: FakeStripe;
  let dataDir: string;
  let close: () => Promise<void>;
  const numbers: string[] = [];

  beforeAll(async () => {
    ({ app, fake, dataDir, close } = await stripeApp());
    const buyer = await signedIn(app, "buyer");
    for (let i = 0; i < 100; i++) {
      const created = await app.inject({
        method: "POST",
        url: "/reactapp/orders/",
        cookies: buyer.cookies,
        headers: { "x-csrftoken": buyer.token },
        payload: { lines: [{ project_id: 1 + (i % 5), size: "small" }], ...BILLING },
      });
      const { number, checkout_url } = created.json();
      numbers.push(number);
      await fake.pay(new URL(checkout_url).pathname.split("/").pop()!, "card");
    }
    await fake.webhooksDelivered();
    await app.jobs.runDue();
  }, 120_000);
  afterAll(() => close?.());

  /** Runs the CLI against the app's database and the fake; answers its exit code and output. */
  async function payments(...args: string[]) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_PROJECTS: "0",
      JOBS_POLL_MS: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
      ...stripeEnv(fake.url),
    };
    try {
      const { stdout } = await execute("node", ["--import", "tsx", "scripts/payments.ts", ...args], { env });
      return { code: 0, stdout, stderr: "" };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }
  const today = new Date().toISOString().slice(0, 10);

  it("finds no difference on a run of 100 paid orders", { timeout: 60_000 }, async () => {
    const placed = await app.db.selectFrom("orders").select("status").where("status", "=", "placed").execute();
    expect(placed).toHaveLength(100);
    const run = await payments("reconcile", "--since", today);
    expect(run.stdout.trim()).toBe("reconcile: 100 sessions, 100 orders, no differences");
    expect(run.code).toBe(0);
  });

  it("reports a Dashboard refund whose webhook was lost, and records it with --fix", { timeout: 60_000 }, async () => {
    const order = await app.db
      .selectFrom("orders")
      .select(["number", "payment_reference", "checkout_session_id"])
      .where("number", "=", numbers[7]!)
      .executeTakeFirstOrThrow();
    fake.webhookUrl = undefined;
    fake.refundFromDashboard(order.payment_reference!);
    const found = await payments("reconcile", "--since", today);
    expect(found.code).toBe(1);
    expect(found.stdout).toContain(`${order.number}  ${order.checkout_session_id}  refund-unrecorded  `);
    expect(found.stdout).toContain("reconcile: 100 sessions, 100 orders, 1 difference");

    const fixed = await payments("reconcile", "--since", today, "--fix");
    expect(fixed.stdout).toContain(`fixed ${order.number}: refund of`);
    expect(fixed.code).toBe(0);
    const after = await app.db
      .selectFrom("orders")
      .select("status")
      .where("number", "=", order.number)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("refunded");
    expect((await payments("reconcile", "--since", today)).code).toBe(0);
  });

  it("answers a bad command line with its usage and exit code 2", { timeout: 60_000 }, async () => {
    for (const args of [[], ["reconcile"], ["reconcile", "--since", "November"], ["refund", "--since", today]]) {
      const run = await payments(...args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toContain("usage: npm run payments -- reconcile --since YYYY-MM-DD");
    }
  });
});
