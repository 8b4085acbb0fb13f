// POST /v1/checkout/sessions parameters, read and checked as the API checks them for a payment-mode,
// hosted-page session with inline prices (`price_data`). `payment_method_types` is not accepted: API
// 2026-09-30.endive removed it (https://docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions);
// `allowed_payment_method_types` filters the methods the account offers (here: card, and ACH debit for
// USD), dropping the ones that do not apply.
import type Stripe from "stripe";
import type { Form } from "./form-encoding.ts";
import type { SessionInput } from "./objects/checkout-session.ts";
import type { LineInput } from "./objects/line-items.ts";
import type { IntentData } from "./objects/payment-intent.ts";
import { array, integer, metadata, object, onlyKnown, requiredString, string, strings } from "./params.ts";
import { invalidParam, missingParam } from "./stripe-errors.ts";

const TOP = [
  "mode",
  "line_items",
  "client_reference_id",
  "customer_email",
  "success_url",
  "cancel_url",
  "metadata",
  "expires_at",
  "payment_intent_data",
  "allowed_payment_method_types",
  "excluded_payment_method_types",
  "locale",
  "submit_type",
  "customer_creation",
  "ui_mode",
  "expand",
];
const LINE = ["price_data", "quantity", "metadata"];
const PRICE_DATA = ["currency", "unit_amount", "product_data", "tax_behavior"];
const PRODUCT_DATA = ["name", "description", "images", "metadata", "tax_code", "unit_label"];
const INTENT_DATA = ["metadata", "description", "receipt_email", "statement_descriptor_suffix"];

export type SessionParams = {
  session: Omit<SessionInput, "livemode" | "created">;
  lines: LineInput[];
  intent: IntentData;
};

export function sessionParams(params: Form, now: number): SessionParams {
  onlyKnown(params, TOP);
  const mode = requiredString(params.mode, "mode");
  if (mode !== "payment") throw invalidParam("mode", "The fake Stripe models mode=payment only.");
  const uiMode = string(params.ui_mode, "ui_mode") ?? "hosted_page";
  if (uiMode !== "hosted_page") throw invalidParam("ui_mode", "The fake Stripe models ui_mode=hosted_page only.");

  const lines = (array(params.line_items, "line_items") ?? []).map((line, index) =>
    lineOf(line, `line_items[${index}]`),
  );
  if (!lines.length) throw missingParam("line_items");
  if (lines.length > 100) throw invalidParam("line_items", "You may only specify up to 100 line items.");
  const currency = lines[0]!.currency;
  if (lines.some((line) => line.currency !== currency)) {
    throw invalidParam("line_items", "All line items must use the same currency.");
  }

  const expiresAt = integer(params.expires_at, "expires_at") ?? now + 24 * 3600;
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
    throw invalidParam(
      "expires_at",
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
    );
  }
  const clientReferenceId = string(params.client_reference_id, "client_reference_id") ?? null;
  if (clientReferenceId && clientReferenceId.length > 200) {
    throw invalidParam("client_reference_id", "client_reference_id may be at most 200 characters long.");
  }

  const intentData = object(params.payment_intent_data, "payment_intent_data") ?? {};
  onlyKnown(intentData, INTENT_DATA, "payment_intent_data");

  return {
    session: {
      expiresAt,
      currency,
      amountTotal: lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
      clientReferenceId,
      customerEmail: string(params.customer_email, "customer_email") ?? null,
      successUrl: url(params.success_url, "success_url"),
      cancelUrl: url(params.cancel_url, "cancel_url"),
      metadata: metadata(params.metadata) ?? {},
      ...paymentMethods(params, currency),
      locale: (string(params.locale, "locale") ?? null) as Stripe.Checkout.Session.Locale | null,
      submitType: oneOf(params.submit_type, "submit_type", ["auto", "book", "donate", "pay", "subscribe"]),
      customerCreation:
        oneOf(params.customer_creation, "customer_creation", ["always", "if_required"]) ?? "if_required",
    },
    lines,
    intent: {
      metadata: metadata(intentData.metadata, "payment_intent_data[metadata]") ?? {},
      description: string(intentData.description, "payment_intent_data[description]") ?? null,
      receiptEmail: string(intentData.receipt_email, "payment_intent_data[receipt_email]") ?? null,
      statementDescriptorSuffix:
        string(intentData.statement_descriptor_suffix, "payment_intent_data[statement_descriptor_suffix]") ?? null,
    },
  };
}

function lineOf(value: Form[string], param: string): LineInput {
  const line = object(value, param) ?? {};
  onlyKnown(line, LINE, param);
  const priceData = object(line.price_data, `${param}[price_data]`);
  if (!priceData) throw missingParam(`${param}[price_data]`);
  onlyKnown(priceData, PRICE_DATA, `${param}[price_data]`);
  const productData = object(priceData.product_data, `${param}[price_data][product_data]`);
  if (!productData) throw missingParam(`${param}[price_data][product_data]`);
  onlyKnown(productData, PRODUCT_DATA, `${param}[price_data][product_data]`);
  const currency = requiredString(priceData.currency, `${param}[price_data][currency]`).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidParam(`${param}[price_data][currency]`, `Invalid currency: ${currency}.`);
  const unitAmount = integer(priceData.unit_amount, `${param}[price_data][unit_amount]`, { min: 0 });
  if (unitAmount === undefined) throw missingParam(`${param}[price_data][unit_amount]`);
  const quantity = integer(line.quantity, `${param}[quantity]`, { min: 1 });
  if (quantity === undefined) throw missingParam(`${param}[quantity]`);
  return {
    name: requiredString(productData.name, `${param}[price_data][product_data][name]`),
    currency,
    unitAmount,
    quantity,
    metadata: metadata(line.metadata, `${param}[metadata]`) ?? {},
  };
}

/** The methods the session offers: the account's (card; ACH debit for USD), filtered as asked. */
function paymentMethods(params: Form, currency: string) {
  const allowed = strings(params.allowed_payment_method_types, "allowed_payment_method_types") ?? null;
  const excluded = strings(params.excluded_payment_method_types, "excluded_payment_method_types") ?? [];
  const offered = ["card", ...(currency === "usd" ? ["us_bank_account"] : [])].filter(
    (type) => (!allowed || allowed.includes(type)) && !excluded.includes(type),
  );
  if (!offered.length) {
    throw invalidParam("allowed_payment_method_types", "No valid payment method types for this Checkout Session.");
  }
  return { allowedPaymentMethodTypes: allowed, paymentMethodTypes: offered };
}

function url(value: Form[string] | undefined, param: string): string | null {
  const text = string(value, param);
  if (text === undefined) return null;
  if (text.length > 5000 || !URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
    throw invalidParam(param, "Not a valid URL", "url_invalid");
  }
  return text;
}

function oneOf<T extends string>(value: Form[string] | undefined, param: string, choices: readonly T[]): T | null {
  const text = string(value, param);
  if (text === undefined) return null;
  if (!choices.includes(text as T)) throw invalidParam(param, `Invalid ${param}: must be one of ${choices.join(", ")}`);
  return text as T;
}
