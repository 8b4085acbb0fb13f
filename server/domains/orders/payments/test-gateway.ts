// The reference payment provider: a local test gateway at /test-gateway/, standing in for a real one.
// It serves the card fields for the checkout iframe, turns a card into a token, and charges tokens
// the way the best-known provider's public test cards behave:
//   4242 4242 4242 4242 approves; 4000 0000 0000 0002 declines; 4000 0000 0000 9995 declines for
//   insufficient funds; 4000 0000 0000 0069 is expired. Any other valid number approves.
// It keeps only the token, brand, last four digits and the test outcome: never the number. Anyone may ask
// for a token, so they are kept in a bounded cache and expire (a token unused for TOKEN_TTL_MS is gone,
// and past MAX_TOKENS the least recently issued go first). Approved charges are kept in the database by
// reference with their amount (test-gateway-charges.ts), so a refund can be made after a restart, and
// seen by tests. It runs only in development and tests: the configuration refuses it elsewhere.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import * as v from "valibot";
import { brandOf, digitsOf, expiryValid, luhnValid, securityCodeValid } from "./cards.ts";
import type { ChargeOutcome, PaymentProvider } from "./provider.ts";
import { testGatewayCharges, type TestCharge } from "./test-gateway-charges.ts";

/** Tokens kept at most, about 200 bytes each: a flood of token requests holds a few megabytes. */
export const MAX_TOKENS = 10_000;
/** How long a token waits for its charge: a checkout asks for one when the buyer pays. */
export const TOKEN_TTL_MS = 15 * 60_000;

type Outcome = "approve" | "card_declined" | "insufficient_funds" | "expired_card";
// Keyed by the number a visitor typed: a Map finds nothing of Object's own.
const TEST_CARDS = new Map<string, Outcome>([
  ["4000000000000002", "card_declined"],
  ["4000000000009995", "insufficient_funds"],
  ["4000000000000069", "expired_card"],
]);
const MESSAGES = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  invalid_token: "The payment could not be processed. Enter your card again.",
} as const;

const CardSchema = v.strictObject({
  number: v.string(),
  exp_month: v.string(),
  exp_year: v.string(),
  cvc: v.string(),
});

export type { TestCharge };

/** The test gateway is a payment provider whose approved charges can be looked at. */
export type TestGateway = PaymentProvider & {
  /** The approved charge with this reference (refunded or not), or undefined. */
  chargeOf(reference: string): Promise<Readonly<TestCharge> | undefined>;
  /** The references of the charges refunded so far, oldest first. */
  refunds(): Promise<string[]>;
};

type Card = { brand: string; last4: string; outcome: Outcome };

export type TestGatewayOptions = {
  basePath?: string;
  /** Options of the token cache beyond MAX_TOKENS and TOKEN_TTL_MS: tests shrink them and bring a clock. */
  tokenCache?: Pick<LRUCache.Options<string, Card, unknown>, "max" | "ttl" | "perf" | "ttlResolution">;
};

export function testGateway(
  app: FastifyInstance,
  { basePath = "/test-gateway", tokenCache }: TestGatewayOptions = {},
): TestGateway {
  const tokens = new LRUCache<string, Card>({ max: MAX_TOKENS, ttl: TOKEN_TTL_MS, ...tokenCache });
  const charges = testGatewayCharges(app.db);

  const asset = (file: string) => readFileSync(new URL(`./fields/${file}`, import.meta.url), "utf8");
  const FILES = {
    fields: ["text/html; charset=utf-8", asset("fields.html")],
    "fields.js": ["text/javascript; charset=utf-8", asset("fields.js")],
    "fields.css": ["text/css; charset=utf-8", asset("fields.css")],
  } as const;

  app.register(async (gateway) => {
    // The card fields the checkout shows in an iframe (same-origin here, as the test gateway is).
    for (const [name, [type, body]] of Object.entries(FILES)) {
      gateway.get(`${basePath}/${name}`, async (_request, reply) =>
        reply.type(type).header("cache-control", "no-cache").send(body),
      );
    }
    // Card numbers pass through here: nothing about these requests is logged.
    gateway.post(`${basePath}/tokens`, { logLevel: "silent" }, async (request, reply) => {
      const parsed = v.safeParse(CardSchema, request.body);
      if (!parsed.success) return reply.code(400).send({ error: "Enter the card's number, expiry and security code." });
      const digits = digitsOf(parsed.output.number);
      if (!luhnValid(digits)) return reply.code(400).send({ field: "number", error: "Enter a valid card number." });
      const brand = brandOf(digits);
      if (!expiryValid(parsed.output.exp_month, parsed.output.exp_year)) {
        return reply.code(400).send({ field: "expiry", error: "Enter an expiry date that has not passed." });
      }
      if (!securityCodeValid(parsed.output.cvc, brand)) {
        return reply
          .code(400)
          .send({ field: "cvc", error: brand === "amex" ? "Enter the 4-digit code." : "Enter the 3-digit code." });
      }
      const token = `tok_test_${randomBytes(12).toString("hex")}`;
      tokens.set(token, { brand, last4: digits.slice(-4), outcome: TEST_CARDS.get(digits) ?? "approve" });
      return { token, brand, last4: digits.slice(-4) };
    });
  });

  return {
    fieldsUrl: `${basePath}/fields`,
    testMode: true,
    async charge(token, amountCents, description): Promise<ChargeOutcome> {
      const card = tokens.get(token);
      if (!card) return { ok: false, code: "invalid_token", message: MESSAGES.invalid_token };
      // A token pays once, approved or not, as real providers' single-use tokens do: taken out before
      // anything is awaited, so two charges of one token cannot both find it.
      tokens.delete(token);
      if (card.outcome !== "approve") return { ok: false, code: card.outcome, message: MESSAGES[card.outcome] };
      const reference = await charges.add(amountCents, description);
      return { ok: true, brand: card.brand, last4: card.last4, reference, test: true };
    },
    // Refunding twice gives back nothing more: a retried refund is harmless and names the first.
    refund: (reference) => charges.refund(reference),
    chargeOf: (reference) => charges.chargeOf(reference),
    refunds: () => charges.refunded(),
  };
}
