// Errors in Stripe's shape (https://docs.stripe.com/api/errors): `{ "error": { type, code, message,
// param, ... } }` with the HTTP status that makes the SDK raise the matching class. The SDK picks the
// class by status, not by `type`: 400/404 → StripeInvalidRequestError (or StripeIdempotencyError when
// `type` is idempotency_error), 401 → StripeAuthenticationError, 402 → StripeCardError,
// 403 → StripePermissionError, 429 → StripeRateLimitError, anything else → StripeAPIError.

export type StripeErrorBody = {
  type: "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: string;
};

export class FakeStripeError extends Error {
  /**
   * `saved` says whether an Idempotency-Key keeps this answer for its retries: Stripe saves the first
   * answer of a request that started executing, not one that failed validation
   * (https://docs.stripe.com/api/idempotent_requests).
   */
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly saved = true,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replace(/_/g, "-")}`;

/** A 400 invalid_request_error; `saved: false` for a parameter that failed validation. */
export function invalidRequest(
  message: string,
  { code, param, status = 400, saved = true }: { code?: string; param?: string; status?: number; saved?: boolean } = {},
): FakeStripeError {
  return new FakeStripeError(
    status,
    { type: "invalid_request_error", message, ...(code && { code, doc_url: docUrl(code) }), ...(param && { param }) },
    saved,
  );
}

/** A parameter that failed validation: never saved under an Idempotency-Key. */
export const invalidParam = (param: string, message: string, code = "parameter_invalid") =>
  invalidRequest(message, { code, param, saved: false });

export const missingParam = (param: string) =>
  invalidParam(param, `Missing required param: ${param}.`, "parameter_missing");

export const unknownParam = (param: string) =>
  invalidParam(
    param,
    `Received unknown parameter: ${param}. (The fake Stripe server in test/fakes/stripe does not implement it.)`,
    "parameter_unknown",
  );

/** An object that does not exist, or exists only in the other mode (Stripe says which). */
export function noSuch(kind: string, id: string, { param, status = 404, otherMode }: NoSuch = {}) {
  const hint = otherMode
    ? `; a similar object exists in ${otherMode} mode, but a ${otherMode === "live" ? "test" : "live"} mode key was used to make this request.`
    : "";
  return invalidRequest(`No such ${kind}: '${id}'${hint}`, { code: "resource_missing", param, status, saved: false });
}
type NoSuch = { param?: string; status?: number; otherMode?: "test" | "live" };

/** The body of a Stripe error answer. */
export const errorPayload = (error: FakeStripeError) => ({ error: error.body });
