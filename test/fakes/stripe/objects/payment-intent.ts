// The PaymentIntent Checkout creates when the buyer first confirms (not at session creation: see
// https://docs.stripe.com/changelog/2022-08-01/deferred-paymentintent-checkout-session).
import type Stripe from "stripe";
import { newId } from "../ids.ts";

/** What `payment_intent_data` asked for when the session was created. */
export type IntentData = {
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  statementDescriptorSuffix: string | null;
};

export function paymentIntent(input: {
  livemode: boolean;
  created: number;
  amount: number;
  currency: string;
  paymentMethodTypes: string[];
  data: IntentData;
}): Stripe.PaymentIntent {
  const id = newId("pi");
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${newId("x").slice(2)}`,
    confirmation_method: "automatic",
    created: input.created,
    currency: input.currency,
    customer: null,
    customer_account: null,
    description: input.data.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: input.livemode,
    managed_payments: null,
    metadata: input.data.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: input.data.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: input.data.statementDescriptorSuffix,
    status: "requires_payment_method",
    transfer_group: null,
  };
}

/** The error a declined card leaves on its PaymentIntent. */
export const cardDeclined = (charge: string, method: Stripe.PaymentMethod): Stripe.PaymentIntent.LastPaymentError => ({
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
  doc_url: "https://docs.stripe.com/error-codes/card-declined",
  charge,
  payment_method: method,
});
