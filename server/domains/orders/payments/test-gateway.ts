// The reference payment provider: a local test gateway whose hosted page at /test-gateway/pay/:id stands
// in for a real provider's. Its cards behave as the best-known provider's public test cards:
//   4242 4242 4242 4242 approves; 4000 0000 0000 0002 declines; 4000 0000 0000 9995 declines for
//   insufficient funds; 4000 0000 0000 0069 is expired. Any other valid number approves.
// Paying sends the buyer to the order's return URL and writes the same `payment.event` job a provider's
// webhook would, so orders are settled the same two ways whichever provider runs. Of the card it keeps
// the brand and last four digits, never the number, and nothing of the page's POST is logged. It runs
// only in development and tests: the configuration refuses it elsewhere.
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { brandOf, digitsOf, expiryValid, luhnValid, securityCodeValid } from "./cards.ts";
import { payPage } from "./page/pay-page.ts";
import { PAYMENT_EVENT_JOB, type PaymentEvent, type PaymentProvider } from "./provider.ts";
import { testGatewaySessions } from "./test-gateway-sessions.ts";

type Decline = "card_declined" | "insufficient_funds" | "expired_card";
// Keyed by the number a visitor typed: a Map finds nothing of Object's own.
const TEST_CARDS = new Map<string, Decline>([
  ["4000000000000002", "card_declined"],
  ["4000000000009995", "insufficient_funds"],
  ["4000000000000069", "expired_card"],
]);
const MESSAGES: Record<Decline, string> = {
  card_declined: "Your card was declined. Nothing was charged: try another card.",
  insufficient_funds: "Your card has insufficient funds. Nothing was charged: try another card.",
  expired_card: "Your card has expired. Nothing was charged: try another card.",
};

const FormSchema = v.object({
  action: v.picklist(["pay", "cancel"]),
  number: v.optional(v.string(), ""),
  exp: v.optional(v.string(), ""),
  cvc: v.optional(v.string(), ""),
});

/** Why a card typed on the page cannot pay, or its brand and last four digits. */
function cardOf(form: v.InferOutput<typeof FormSchema>): { error: string } | { brand: string; last4: string } {
  const digits = digitsOf(form.number);
  if (!luhnValid(digits)) return { error: "Enter a valid card number." };
  const brand = brandOf(digits);
  const [month = "", year = ""] = form.exp.replace(/\s/g, "").split("/");
  const fullYear = year.length === 2 ? `20${year}` : year;
  if (!expiryValid(month.padStart(2, "0"), fullYear)) return { error: "Enter an expiry date that has not passed." };
  if (!securityCodeValid(form.cvc.trim(), brand))
    return { error: brand === "amex" ? "Enter the 4-digit code." : "Enter the 3-digit code." };
  const decline = TEST_CARDS.get(digits);
  return decline ? { error: MESSAGES[decline] } : { brand, last4: digits.slice(-4) };
}

/** The test gateway is a payment provider whose refunds can be looked at. */
export type TestGateway = PaymentProvider & {
  /** The payments refunded so far, oldest first. */
  refunds(): Promise<string[]>;
};

export function testGateway(app: FastifyInstance, { basePath = "/test-gateway" } = {}): TestGateway {
  const sessions = testGatewaySessions(app.db);
  const css = readFileSync(new URL("./page/pay.css", import.meta.url), "utf8");
  const html = (reply: import("fastify").FastifyReply, body: string, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);

  app.register(async (gateway) => {
    gateway.get(`${basePath}/pay.css`, async (_request, reply) =>
      reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(css),
    );
    const params = v.object({ id: v.pipe(v.string(), v.regex(/^tgs_[0-9a-f]{24}$/)) });
    const sessionOf = async (raw: unknown) => {
      const parsed = v.safeParse(params, raw);
      return parsed.success ? sessions.byId(parsed.output.id) : undefined;
    };
    const page = (session: NonNullable<Awaited<ReturnType<typeof sessionOf>>>, extra = {}) =>
      payPage({
        action: `${basePath}/pay/${session.id}`,
        orderNumber: session.order_number,
        amountCents: Number(session.amount_cents),
        ...extra,
      });
    const closedMessage = async (id: string) => {
      const state = await sessions.state(id);
      if (state.status === "complete") return "This order is paid.";
      if (state.status === "expired") return "This payment page has expired. Nothing was charged.";
      return undefined;
    };

    gateway.get(`${basePath}/pay/:id`, async (request, reply) => {
      const session = await sessionOf(request.params);
      if (!session) return html(reply, "<!doctype html><title>Not found</title><p>No such payment page.</p>", 404);
      return html(reply, page(session, { closed: await closedMessage(session.id) }));
    });

    // Card numbers pass through here: nothing about these requests is logged.
    gateway.post(`${basePath}/pay/:id`, { logLevel: "silent" }, async (request, reply) => {
      const session = await sessionOf(request.params);
      if (!session) return html(reply, "<!doctype html><title>Not found</title><p>No such payment page.</p>", 404);
      const closed = await closedMessage(session.id);
      if (closed) return html(reply, page(session, { closed }), 409);
      const form = v.safeParse(FormSchema, request.body);
      if (!form.success) return html(reply, page(session, { error: "Enter your card's details." }), 400);
      if (form.output.action === "cancel") return reply.redirect(session.cancel_url, 303);
      const card = cardOf(form.output);
      if ("error" in card) return html(reply, page(session, { error: card.error }), 402);
      if (!(await sessions.pay(session.id, card)))
        return html(reply, page(session, { closed: "This page has expired." }), 409);
      const event: PaymentEvent = { eventId: `${session.id}:paid`, kind: "checkout.settled", sessionId: session.id };
      await app.jobs.enqueue(app.db, PAYMENT_EVENT_JOB, event, { key: `${PAYMENT_EVENT_JOB}:${event.eventId}` });
      return reply.redirect(session.return_url, 303);
    });
  });

  return {
    name: "test-gateway",
    testMode: true,
    async createCheckout(order) {
      const sessionId = await sessions.open(order);
      // The gateway is served by the site the buyer comes back to.
      return { sessionId, url: new URL(`${basePath}/pay/${sessionId}`, order.returnUrl).href };
    },
    retrieve: (sessionId) => sessions.state(sessionId),
    expire: (sessionId) => sessions.expire(sessionId),
    async refund(paymentId) {
      const refundId = await sessions.refund(paymentId);
      return refundId
        ? { ok: true, refundId }
        : { ok: false, reason: "not_refundable", message: "The test gateway has no such payment." };
    },
    async *listCompleted(since, until) {
      yield* await sessions.completed(since, until);
    },
    dashboardUrl: () => undefined,
    refunds: () => sessions.refunded(),
  };
}
