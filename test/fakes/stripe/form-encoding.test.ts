// The fake reads Stripe's form encoding back into the parameters the SDK was given: checked against the
// SDK's own encoder, whose request body is caught before it leaves (a fetch that answers itself).
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { parseStripeForm, sameParameters } from "./form-encoding.ts";

/** The body (or, for a GET, the query) the SDK sends for one call. */
async function encoded(call: (stripe: Stripe) => Promise<unknown>): Promise<{ body: string; query: string }> {
  let sent = { body: "", query: "" };
  const capture = async (url: string | URL | Request, init?: RequestInit) => {
    sent = { body: String(init?.body ?? ""), query: new URL(String(url)).search.slice(1) };
    return new Response('{"object":"list","data":[],"has_more":false,"url":"/"}', {
      headers: { "content-type": "application/json" },
    });
  };
  const stripe = new Stripe("sk_test_encoder", {
    httpClient: Stripe.createFetchHttpClient(capture as typeof fetch),
    maxNetworkRetries: 0,
    telemetry: false,
  });
  await call(stripe);
  return sent;
}

describe("test/fakes/stripe: the form decoder", () => {
  it("gives back what the SDK encoded: nested objects, 120 array items in order, and awkward characters", async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({
      price_data: {
        currency: "usd",
        unit_amount: 100 + index,
        product_data: { name: `Take-off #${index} & "plan" [A] 50% + tax = ✓`, metadata: { sku: `a b/${index}` } },
      },
      quantity: 1 + (index % 3),
    }));
    const { body } = await encoded((stripe) =>
      stripe.checkout.sessions.create({
        mode: "payment",
        line_items: lines,
        success_url: "https://example.com/ok?session_id={CHECKOUT_SESSION_ID}&x=1",
        metadata: { order: "QTO-1", note: "", empty_later: "x" },
        expires_at: 1_800_000_000,
        allowed_payment_method_types: ["card", "us_bank_account"],
      }),
    );

    expect(parseStripeForm(body)).toEqual({
      mode: "payment",
      line_items: lines.map((line) => ({
        price_data: {
          currency: "usd",
          unit_amount: String(line.price_data.unit_amount),
          product_data: line.price_data.product_data,
        },
        quantity: String(line.quantity),
      })),
      success_url: "https://example.com/ok?session_id={CHECKOUT_SESSION_ID}&x=1",
      metadata: { order: "QTO-1", note: "", empty_later: "x" },
      expires_at: "1800000000",
      allowed_payment_method_types: ["card", "us_bank_account"],
    });
  });

  it("reads a GET's query the same way: ranges and expand lists", async () => {
    const { query } = await encoded((stripe) =>
      stripe.checkout.sessions.list({
        created: { gte: 1_790_000_000, lt: 1_800_000_000 },
        status: "complete",
        limit: 100,
        expand: ["data.payment_intent", "data.payment_intent.latest_charge"],
      }),
    );

    expect(parseStripeForm(query)).toEqual({
      created: { gte: "1790000000", lt: "1800000000" },
      status: "complete",
      limit: "100",
      expand: ["data.payment_intent", "data.payment_intent.latest_charge"],
    });
  });

  it("keeps keys that would reach Object.prototype out", () => {
    const parsed = parseStripeForm("__proto__[polluted]=1&metadata[constructor][x]=2&metadata[ok]=3");
    expect(parsed).toEqual({ metadata: { ok: "3" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("tells the same parameters in another order from different ones", () => {
    expect(sameParameters("a=1&b[0]=x&b[1]=y", "b[0]=x&a=1&b[1]=y")).toBe(true);
    expect(sameParameters("a=1&b[0]=x&b[1]=y", "a=1&b[0]=y&b[1]=x")).toBe(false);
    expect(sameParameters("a=1", "a=1&c=")).toBe(false);
  });
});
