// A Refund of a charge: a card refund succeeds at once; a bank debit's stays pending, as Stripe's do.
import type Stripe from "stripe";
import { newId } from "../ids.ts";

export function refund(input: {
  charge: Stripe.Charge;
  amount: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
  created: number;
}): Stripe.Refund {
  const { charge } = input;
  const card = charge.payment_method_details?.type === "card";
  return {
    id: newId("re"),
    object: "refund",
    amount: input.amount,
    balance_transaction: card ? newId("txn") : null,
    charge: charge.id,
    created: input.created,
    currency: charge.currency,
    customer: null,
    customer_account: null,
    destination_details: card
      ? {
          type: "card",
          card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
        }
      : { type: "us_bank_transfer", us_bank_transfer: { reference: null, reference_status: "pending" } },
    metadata: input.metadata,
    payment_intent: typeof charge.payment_intent === "string" ? charge.payment_intent : null,
    payment_method: charge.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: card ? "succeeded" : "pending",
    ...(card ? {} : { pending_reason: "processing" as const }),
    transfer_reversal: null,
  };
}
