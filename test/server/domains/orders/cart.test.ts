// The cart is priced by the server from the catalogue: the client's figures are ignored.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  TAKEOFF_SIZE_VALUES,
  type TakeoffSize,
  takeoffSizes as sizes,
} from "../../../../contract/choices/takeoff-sizes.ts";
import type { CartQuote } from "../../../../contract/schemas/cart.ts";
import { priceCart } from "../../../../server/domains/orders/cart-pricing.ts";
import { SIZE_PRICES, takeoffPrice, takeoffPrices } from "../../../../server/domains/projects/takeoff-prices.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe("server: cart pricing", () => {
  it("has a price for every take-off size the contract offers", () => {
    for (const size of sizes) expect(SIZE_PRICES[size.value as keyof typeof SIZE_PRICES]).toBeGreaterThan(0);
  });

  const line = (project_id: number, size: TakeoffSize, bid_amount = 500_000) => ({
    project_id,
    project_name: `P${project_id}`,
    size,
    price: takeoffPrice(size, bid_amount),
  });

  it("discounts carts of three projects or more, sums prices and discounts, and gives a point a dollar", () => {
    expect(priceCart([line(1, "small"), line(2, "medium")])).toEqual({
      lines: [
        { project_id: 1, project_name: "P1", size: "small", price: 99, discount: 0, subtotal: 99 },
        { project_id: 2, project_name: "P2", size: "medium", price: 179, discount: 0, subtotal: 179 },
      ],
      subtotal: 278,
      discount: 0,
      total: 278,
      reward_points: 278,
    });
    const three = priceCart([line(1, "small"), line(2, "small"), line(3, "large", 3_000_000)]);
    // A large project's take-off is $374 (299 × 1.25 = 373.75, rounded); 8% off is $8 and $30.
    expect(three.lines.map((l) => [l.price, l.discount, l.subtotal])).toEqual([
      [99, 8, 91],
      [99, 8, 91],
      [374, 30, 344],
    ]);
    expect(three.subtotal).toBe(572);
    expect(three.discount).toBe(46);
    expect(three.total).toBe(526);
    expect(three.reward_points).toBe(526);
  });

  it("computes every price, discount, subtotal, total and reward point in whole dollars", () => {
    const size = fc.constantFrom(...TAKEOFF_SIZE_VALUES);
    // Bid amounts either side of the large-project threshold, and carts below and above the volume discount.
    const cart = fc.array(fc.record({ size, bid: fc.integer({ min: 0, max: 50_000_000 }) }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(cart, (lines) => {
        const quote = priceCart(lines.map(({ size, bid }, index) => line(index + 1, size, bid)));
        const amounts = [quote.subtotal, quote.discount, quote.total, quote.reward_points];
        for (const priced of quote.lines) amounts.push(priced.price, priced.discount, priced.subtotal);
        for (const amount of amounts) expect(Number.isInteger(amount), `${amount}`).toBe(true);
        expect(quote.total).toBe(quote.subtotal - quote.discount);
      }),
    );
    for (const bid of [0, 2_000_000, 2_000_001, 40_000_000])
      for (const price of Object.values(takeoffPrices(bid))) expect(Number.isInteger(price), `${price}`).toBe(true);
  });
});

describe.each(TEST_DATABASES)("server: POST /reactapp/cart/quote/ on $name", ({ url }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "20" });
  });
  afterAll(() => app?.close());
  const quote = (payload: object) => app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload });

  it("prices the lines from the catalogue and ignores the client's prices", async () => {
    const response = await quote({
      lines: [
        { project_id: 1, size: "medium", price: 0.01, discount: 999 },
        { project_id: 2, size: "small", subtotal: -5 },
      ],
      total: 0,
    });
    // A cart-wide total from the client is not even accepted.
    expect(response.statusCode).toBe(400);
    const priced = await quote({ lines: [{ project_id: 1, size: "medium", price: 0.01, discount: 999 }] });
    expect(priced.statusCode, priced.body).toBe(200);
    const body = priced.json<CartQuote>();
    expect(body.lines[0]!.price).toBeGreaterThanOrEqual(SIZE_PRICES.medium);
    expect(body.lines[0]!.discount).toBe(0);
    expect(body.lines[0]!.project_name.length).toBeGreaterThan(0);
    expect(body.reward_points).toBe(Math.round(body.total));

    const cart = await quote({
      lines: [
        { project_id: 1, size: "medium" },
        { project_id: 2, size: "small" },
        { project_id: 3, size: "large" },
      ],
    });
    const three = cart.json<CartQuote>();
    const sum = (amount: (line: CartQuote["lines"][number]) => number) =>
      Math.round(three.lines.reduce((total, line) => total + amount(line), 0) * 100) / 100;
    expect(three.lines.every((line) => line.discount > 0)).toBe(true);
    expect(three.subtotal).toBe(sum((line) => line.price));
    expect(three.discount).toBe(sum((line) => line.discount));
    expect(three.total).toBe(sum((line) => line.subtotal));
    expect(Math.round((three.subtotal - three.discount) * 100)).toBe(Math.round(three.total * 100));
  });

  it("counts a project once, refuses unknown projects and sizes, and prices an empty cart at zero", async () => {
    const twice = (
      await quote({
        lines: [
          { project_id: 3, size: "small" },
          { project_id: 3, size: "small" },
        ],
      })
    ).json<CartQuote>();
    expect(twice.lines).toHaveLength(1);
    const unknown = await quote({ lines: [{ project_id: 999_999, size: "small" }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ lines: ["Unknown project: 999999."], unknown_projects: [999_999] });
    expect((await quote({ lines: [{ project_id: 1, size: "huge" }] })).json()).toHaveProperty("lines");
    expect((await quote({ lines: [] })).json()).toEqual({
      lines: [],
      subtotal: 0,
      discount: 0,
      total: 0,
      reward_points: 0,
    });
  });
});
