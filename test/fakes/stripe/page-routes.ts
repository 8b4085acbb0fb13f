// The hosted page's routes: GET /pay/:id shows it; POST /pay/:id is the buyer's choice. Paying
// completes the session and redirects (303) to its success_url with {CHECKOUT_SESSION_ID} filled in,
// as Checkout does (https://docs.stripe.com/payments/checkout/custom-success-page); a declined card
// comes back to the page, which says so; Cancel goes to cancel_url and leaves the session open.
import type { FastifyInstance } from "fastify";
import type { Form } from "./form-encoding.ts";
import { paymentPage, unknownPage } from "./hosted-page.ts";
import type { PayWith, SessionFlow } from "./session-flow.ts";
import type { FakeState } from "./state.ts";

const OUTCOMES = new Set<string>(["card", "declined_card", "us_bank_account", "cancel"]);

export function pageRoutes(app: FastifyInstance, state: FakeState, sessions: SessionFlow) {
  app.get<{ Params: { id: string } }>("/pay/:id", async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    if (!session) return reply.code(404).send(unknownPage());
    const notice = (request.query as Form).notice === "card_declined" ? "card_declined" : undefined;
    return paymentPage(session, state.lineItems.get(session.id) ?? [], notice);
  });

  app.post<{ Params: { id: string } }>("/pay/:id", async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    const outcome = String((request.body as Form | undefined)?.outcome ?? "");
    if (!session) return reply.code(404).type("text/html; charset=utf-8").send(unknownPage());
    if (!OUTCOMES.has(outcome)) return reply.code(400).send("Choose how to pay.");
    // A page left open after the session closed (paid in another tab, expired) shows where it stands.
    if (session.status !== "open") return reply.redirect(`/pay/${session.id}`, 303);
    if (outcome === "cancel") return reply.redirect(session.cancel_url ?? `/pay/${session.id}`, 303);
    if (!sessions.pay(session.id, outcome as PayWith)) {
      return reply.redirect(`/pay/${session.id}?notice=card_declined`, 303);
    }
    const success = session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
    return reply.redirect(success ?? `/pay/${session.id}`, 303);
  });
}
