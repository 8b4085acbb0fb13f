// The Checkout Session endpoints the product calls (https://docs.stripe.com/api/checkout/sessions):
// create, retrieve, expire, list, and a session's line items.
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { apiHandler } from "./api-handler.ts";
import { expand } from "./expand.ts";
import { createdFilter, LIST_PARAMS, page } from "./list.ts";
import { expandList, object, onlyKnown, string } from "./params.ts";
import { sessionParams } from "./session-params.ts";
import type { SessionFlow } from "./session-flow.ts";
import { owned, type FakeState } from "./state.ts";

const LIST_FILTERS = ["created", "status", "payment_intent", "customer_details"];

export function checkoutRoutes(app: FastifyInstance, state: FakeState, sessions: SessionFlow) {
  const session = (id: string, livemode: boolean) => owned(state.sessions, "checkout.session", id, livemode);

  app.post(
    "/v1/checkout/sessions",
    apiHandler(state, ({ livemode, params }) => {
      const created = state.clock();
      const { session: input, lines, intent } = sessionParams(params, created);
      const made = sessions.create({ ...input, livemode, created }, lines, intent);
      return expand(state, made, expandList(params));
    }),
  );

  app.get(
    "/v1/checkout/sessions/:id",
    apiHandler(state, ({ livemode, params, path }) => {
      onlyKnown(params, ["expand"]);
      return expand(state, session(path.id!, livemode), expandList(params));
    }),
  );

  app.post(
    "/v1/checkout/sessions/:id/expire",
    apiHandler(state, ({ livemode, params, path, cause }) => {
      onlyKnown(params, ["expand"]);
      const expired = sessions.expire(session(path.id!, livemode).id, cause);
      return expand(state, expired, expandList(params));
    }),
  );

  app.get(
    "/v1/checkout/sessions/:id/line_items",
    apiHandler(state, ({ livemode, params, path }) => {
      onlyKnown(params, [...LIST_PARAMS]);
      const { id } = session(path.id!, livemode);
      // Line items list in the order given, not newest first: page() reverses, so hand it reversed.
      const items = [...(state.lineItems.get(id) ?? [])].reverse();
      return page(items, params, `/v1/checkout/sessions/${id}/line_items`);
    }),
  );

  app.get(
    "/v1/checkout/sessions",
    apiHandler(state, ({ livemode, params }) => {
      onlyKnown(params, [...LIST_PARAMS, ...LIST_FILTERS]);
      const created = createdFilter(params);
      const status = string(params.status, "status");
      const intent = string(params.payment_intent, "payment_intent");
      const details = object(params.customer_details, "customer_details") ?? {};
      onlyKnown(details, ["email"], "customer_details");
      const email = string(details.email, "customer_details[email]");
      const matches = (candidate: Stripe.Checkout.Session) =>
        candidate.livemode === livemode &&
        created(candidate.created) &&
        (!status || candidate.status === status) &&
        (!intent || candidate.payment_intent === intent) &&
        (!email || candidate.customer_details?.email === email);
      const found = page([...state.sessions.values()].filter(matches), params, "/v1/checkout/sessions");
      return expand(state, found, expandList(params));
    }),
  );
}
