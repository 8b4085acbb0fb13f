// The payment methods the hosted page offers: Stripe's test Visa 4242 and a test US bank account
// (STRIPE TEST BANK, routing 110000000, account ending 6789), as their PaymentMethod objects.
import type Stripe from "stripe";
import { newId } from "../ids.ts";

export type MethodKind = "card" | "us_bank_account";

const billingDetails = (email: string): Stripe.PaymentMethod.BillingDetails => ({
  address: { city: null, country: "US", line1: null, line2: null, postal_code: "94107", state: null },
  email,
  name: "Test Buyer",
  phone: null,
  tax_id: null,
});

export function paymentMethod(
  kind: MethodKind,
  { livemode, created, email }: { livemode: boolean; created: number; email: string },
): Stripe.PaymentMethod {
  const common = {
    id: newId("pm"),
    object: "payment_method" as const,
    billing_details: billingDetails(email),
    created,
    customer: null,
    customer_account: null,
    livemode,
    metadata: {},
  };
  if (kind === "us_bank_account") {
    return {
      ...common,
      type: "us_bank_account",
      us_bank_account: {
        account_holder_type: "individual",
        account_type: "checking",
        bank_name: "STRIPE TEST BANK",
        financial_connections_account: null,
        fingerprint: "FakeBankFingerprint",
        last4: "6789",
        networks: { preferred: "ach", supported: ["ach"] },
        routing_number: "110000000",
        status_details: null,
      },
    };
  }
  return {
    ...common,
    type: "card",
    card: {
      brand: "visa",
      checks: { address_line1_check: null, address_postal_code_check: "pass", cvc_check: "pass" },
      country: "US",
      display_brand: "visa",
      exp_month: 12,
      exp_year: 2034,
      fingerprint: "FakeCardFingerprint",
      funding: "credit",
      generated_from: null,
      last4: "4242",
      networks: { available: ["visa"], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}
