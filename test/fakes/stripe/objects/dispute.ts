// A Dispute a cardholder's bank opens on a charge (what `charge.dispute.created` carries).
import type Stripe from "stripe";
import { newId } from "../ids.ts";

const NO_EVIDENCE: Stripe.Dispute.Evidence = {
  access_activity_log: null,
  billing_address: null,
  cancellation_policy: null,
  cancellation_policy_disclosure: null,
  cancellation_rebuttal: null,
  customer_communication: null,
  customer_email_address: null,
  customer_name: null,
  customer_purchase_ip: null,
  customer_signature: null,
  duplicate_charge_documentation: null,
  duplicate_charge_explanation: null,
  duplicate_charge_id: null,
  enhanced_evidence: {},
  product_description: null,
  receipt: null,
  refund_policy: null,
  refund_policy_disclosure: null,
  refund_refusal_explanation: null,
  service_date: null,
  service_documentation: null,
  shipping_address: null,
  shipping_carrier: null,
  shipping_date: null,
  shipping_documentation: null,
  shipping_tracking_number: null,
  uncategorized_file: null,
  uncategorized_text: null,
};

export function dispute(input: { charge: Stripe.Charge; reason: string; created: number }): Stripe.Dispute {
  const { charge } = input;
  return {
    id: newId("dp"),
    object: "dispute",
    amount: charge.amount - charge.amount_refunded,
    balance_transactions: [],
    charge: charge.id,
    created: input.created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: { ...NO_EVIDENCE },
    evidence_details: {
      due_by: input.created + 7 * 24 * 3600,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: "not_submitted",
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: charge.livemode,
    metadata: {},
    payment_intent: typeof charge.payment_intent === "string" ? charge.payment_intent : null,
    reason: input.reason,
    status: "needs_response",
  };
}
