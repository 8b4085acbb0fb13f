// The Charge behind a PaymentIntent: a card charge (ch_…) that succeeds or is declined at once, or a
// bank debit (py_…) pending until it settles or fails, as ACH Direct Debit does.
import type Stripe from "stripe";
import { newId } from "../ids.ts";

export type ChargeOutcome = "succeeded" | "declined" | "pending";

const OUTCOMES: Record<ChargeOutcome, Stripe.Charge.Outcome> = {
  succeeded: outcome("approved_by_network", null, "Payment complete.", "authorized"),
  pending: outcome("approved_by_network", null, "Payment complete.", "authorized"),
  declined: outcome(
    "declined_by_network",
    "generic_decline",
    "The bank did not return any further details with this decline.",
    "issuer_declined",
  ),
};

function outcome(networkStatus: string, reason: string | null, sellerMessage: string, type: string) {
  return {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: networkStatus,
    reason,
    risk_level: "normal",
    risk_score: 20,
    seller_message: sellerMessage,
    type,
  };
}

export function charge(input: {
  intent: Stripe.PaymentIntent;
  method: Stripe.PaymentMethod;
  outcome: ChargeOutcome;
  created: number;
}): Stripe.Charge {
  const { intent, method } = input;
  const paid = input.outcome === "succeeded";
  const declined = input.outcome === "declined";
  return {
    id: newId(method.type === "card" ? "ch" : "py"),
    object: "charge",
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: paid ? newId("txn") : null,
    billing_details: { ...method.billing_details },
    calculated_statement_descriptor: "FAKE STRIPE TEST",
    captured: paid,
    created: input.created,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: declined ? "card_declined" : null,
    failure_message: declined ? "Your card was declined." : null,
    fraud_details: {},
    livemode: intent.livemode,
    metadata: {},
    on_behalf_of: null,
    outcome: OUTCOMES[input.outcome],
    paid,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: details(method, declined ? null : intent.amount),
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: intent.statement_descriptor_suffix,
    status: declined ? "failed" : input.outcome,
    transfer_data: null,
    transfer_group: null,
  };
}

function details(method: Stripe.PaymentMethod, authorized: number | null): Stripe.Charge.PaymentMethodDetails {
  if (method.us_bank_account) {
    const bank = method.us_bank_account;
    return {
      type: "us_bank_account",
      us_bank_account: {
        account_holder_type: bank.account_holder_type,
        account_type: bank.account_type,
        bank_name: bank.bank_name,
        fingerprint: bank.fingerprint,
        last4: bank.last4,
        payment_reference: null,
        routing_number: bank.routing_number,
      },
    };
  }
  const card = method.card!;
  return {
    type: "card",
    card: {
      amount_authorized: authorized,
      authorization_code: authorized === null ? null : "123456",
      brand: card.brand,
      checks: card.checks,
      country: card.country,
      electronic_commerce_indicator: null,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: card.fingerprint ?? null,
      funding: card.funding,
      installments: null,
      last4: card.last4,
      mandate: null,
      network: "visa",
      network_token: { used: false },
      network_transaction_id: "000000000000000",
      regulated_status: card.regulated_status,
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  };
}
