// The payment objects behind a session, read by id (https://docs.stripe.com/api/payment_intents,
// /api/charges, /api/refunds), and POST /v1/refunds.
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { apiHandler } from "./api-handler.ts";
import { expand } from "./expand.ts";
import { LIST_PARAMS, page } from "./list.ts";
import { expandList, integer, metadata, onlyKnown, string } from "./params.ts";
import type { RefundFlow } from "./refund-flow.ts";
import { owned, refundModes, type FakeState } from "./state.ts";
import { invalidParam, invalidRequest } from "./stripe-errors.ts";

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

export function paymentRoutes(app: FastifyInstance, state: FakeState, refunds: RefundFlow) {
  const byId = <T>(store: Map<string, T>, kind: string) =>
    apiHandler(state, ({ livemode, params, path }) => {
      onlyKnown(params, ["expand"]);
      return expand(state, owned(store, kind, path.id!, livemode), expandList(params));
    });
  app.get("/v1/payment_intents/:id", byId(state.paymentIntents, "payment_intent"));
  app.get("/v1/charges/:id", byId(state.charges, "charge"));
  app.get("/v1/refunds/:id", byId(state.refunds, "refund"));
  app.get("/v1/disputes/:id", byId(state.disputes, "dispute"));

  app.post(
    "/v1/refunds",
    apiHandler(state, ({ livemode, params, cause }) => {
      onlyKnown(params, ["payment_intent", "charge", "amount", "reason", "metadata", "expand"]);
      const paymentIntent = string(params.payment_intent, "payment_intent");
      const charge = string(params.charge, "charge");
      if (!paymentIntent && !charge) {
        throw invalidRequest(
          "One of the following params should be provided for this request: charge or payment_intent.",
          {
            code: "parameter_missing",
            saved: false,
          },
        );
      }
      const reason = string(params.reason, "reason") ?? null;
      if (reason && !REASONS.includes(reason))
        throw invalidParam("reason", `Invalid reason: must be one of ${REASONS.join(", ")}`);
      const made = refunds.create(
        {
          livemode,
          paymentIntent,
          charge,
          amount: integer(params.amount, "amount", { min: 1 }),
          reason: reason as Stripe.Refund.Reason | null,
          metadata: metadata(params.metadata) ?? {},
        },
        cause,
      );
      return expand(state, made, expandList(params));
    }),
  );

  app.get(
    "/v1/refunds",
    apiHandler(state, ({ livemode, params }) => {
      onlyKnown(params, [...LIST_PARAMS, "payment_intent", "charge"]);
      const intent = string(params.payment_intent, "payment_intent");
      const charge = string(params.charge, "charge");
      const matches = (refund: Stripe.Refund) =>
        refundModes.get(refund) === livemode &&
        (!intent || refund.payment_intent === intent) &&
        (!charge || refund.charge === charge);
      return expand(
        state,
        page([...state.refunds.values()].filter(matches), params, "/v1/refunds"),
        expandList(params),
      );
    }),
  );
}
