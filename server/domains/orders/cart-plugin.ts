// The cart feature: the server's price of a cart (`app.cart.quote`), which the cart and checkout show
// and the orders feature charges, and POST /reactapp/cart/quote/.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { quoteCart } from "./quote-cart.ts";
import { cartRoutes } from "./routes/cart.ts";

export type CartPricing = { quote(lines: Array<{ project_id: number; size: string }>): ReturnType<typeof quoteCart> };

declare module "fastify" {
  interface FastifyInstance {
    cart: CartPricing;
  }
}

export const cartFeature = fp(
  async (app: FastifyInstance) => {
    app.decorate("cart", { quote: (lines) => quoteCart(app.projects, lines) } satisfies CartPricing);
    await app.register(cartRoutes);
  },
  { name: "cart", dependencies: ["projects"] },
);
