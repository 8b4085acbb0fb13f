// What every /v1 endpoint does around its own work, as Stripe's API does: records the request for the
// tests, checks the secret key (its mode decides which objects it sees and the `livemode` of what it
// creates), answers only the API version the SDK pins, replays or refuses a reused Idempotency-Key
// (https://docs.stripe.com/api/idempotent_requests), and turns a thrown FakeStripeError into Stripe's
// error shape. Answers carry a `request-id`, as Stripe's do; never a `Stripe-Notice`.
import type { FastifyReply, FastifyRequest } from "fastify";
import Stripe from "stripe";
import { sameParameters, type Form } from "./form-encoding.ts";
import { requestId } from "./ids.ts";
import type { EventCause } from "./objects/event.ts";
import type { FakeState } from "./state.ts";
import { errorPayload, FakeStripeError, invalidRequest } from "./stripe-errors.ts";

export type ApiCall = { livemode: boolean; params: Form; id: string; cause: EventCause; path: Record<string, string> };
export type ApiWork = (call: ApiCall) => unknown;

/** The raw form body of each request, kept by the content-type parser for idempotency checks. */
export const rawBodies = new WeakMap<FastifyRequest, string>();

const KEY = /^Bearer (sk_(test|live)_[A-Za-z0-9_]+)$/;
const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer " +
  "auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details.";

export function apiHandler(state: FakeState, work: ApiWork) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const id = requestId();
    const send = (status: number, payload: string) =>
      reply
        .code(status)
        .header("request-id", id)
        .header("stripe-version", Stripe.API_VERSION)
        .type("application/json")
        .send(payload);
    const fail = (error: FakeStripeError) => send(error.status, JSON.stringify(errorPayload(error), null, 2));

    const authorization = KEY.exec(request.headers.authorization ?? "");
    if (!authorization) {
      const given = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      return fail(invalidRequest(given ? `Invalid API Key provided: ${mask(given)}` : NO_KEY, { status: 401 }));
    }
    const livemode = authorization[2] === "live";
    const version = header(request, "stripe-version");
    if (version && version !== Stripe.API_VERSION) {
      return fail(
        invalidRequest(`The fake Stripe answers API version ${Stripe.API_VERSION} only, not ${version}.`, {
          param: "Stripe-Version",
        }),
      );
    }

    const key = request.method === "POST" ? header(request, "idempotency-key") : undefined;
    const call: ApiCall = {
      livemode,
      params: (request.method === "POST" ? request.body : request.query) as Form,
      id,
      cause: { id, idempotency_key: key ?? null },
      path: request.params as Record<string, string>,
    };
    if (!key) return run(work, call, send, fail);

    if (key.length > 255) {
      return fail(
        invalidRequest("Invalid idempotency_key: must be at most 255 characters long.", { param: "Idempotency-Key" }),
      );
    }
    const scoped = `${livemode ? "live" : "test"}:${key}`;
    const body = rawBodies.get(request) ?? "";
    const saved = state.idempotency.get(scoped);
    if (saved) {
      if (saved.status === undefined) return fail(idempotencyError(409, IN_PROGRESS));
      if (saved.method !== request.method || saved.path !== request.url || !sameParameters(saved.body, body)) {
        return fail(
          idempotencyError(
            400,
            `${DIFFERENT} Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      reply.header("idempotent-replayed", "true").header("original-request", saved.requestId ?? id);
      return send(saved.status, saved.payload!);
    }
    state.idempotency.set(scoped, { method: request.method, path: request.url, body });
    return run(work, call, send, fail, (status, payload, keep) => {
      if (keep)
        state.idempotency.set(scoped, {
          method: request.method,
          path: request.url,
          body,
          status,
          payload,
          requestId: id,
        });
      else state.idempotency.delete(scoped);
    });
  };
}

type Sender = (status: number, payload: string) => FastifyReply;

async function run(
  work: ApiWork,
  call: ApiCall,
  send: Sender,
  fail: (error: FakeStripeError) => FastifyReply,
  remember: (status: number, payload: string, keep: boolean) => void = () => {},
) {
  try {
    const payload = JSON.stringify(await work(call), null, 2);
    remember(200, payload, true);
    return send(200, payload);
  } catch (thrown) {
    // Anything but a FakeStripeError is a bug of the fake: a 500 that says so, which the SDK raises.
    const error =
      thrown instanceof FakeStripeError
        ? thrown
        : new FakeStripeError(500, { type: "api_error", message: `The fake Stripe failed: ${String(thrown)}` }, false);
    if (!(thrown instanceof FakeStripeError)) console.error(thrown);
    remember(error.status, JSON.stringify(errorPayload(error), null, 2), error.saved);
    return fail(error);
  }
}

const IN_PROGRESS =
  "There is currently another in-progress request using this Idempotency-Key (that probably means you submitted " +
  "twice, and the other request is still going through). Please try again later.";
const DIFFERENT = "Keys for idempotent requests can only be used with the same parameters they were first used with.";

const idempotencyError = (status: number, message: string) =>
  new FakeStripeError(status, { type: "idempotency_error", message }, false);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const mask = (key: string) => `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
