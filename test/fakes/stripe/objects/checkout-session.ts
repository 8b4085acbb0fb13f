// A Checkout Session as the API answers it (API 2026-10-28.endive), typed by the SDK so that no field
// the SDK declares is missing: the fields this fake does not model are null or empty, as Stripe sends
// them for a payment-mode session that does not use the feature.
import type Stripe from "stripe";
import { sessionId } from "../ids.ts";

export type SessionInput = {
  livemode: boolean;
  created: number;
  expiresAt: number;
  currency: string;
  amountTotal: number;
  clientReferenceId: string | null;
  customerEmail: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  allowedPaymentMethodTypes: string[] | null;
  paymentMethodTypes: string[];
  locale: Stripe.Checkout.Session.Locale | null;
  submitType: Stripe.Checkout.Session.SubmitType | null;
  customerCreation: Stripe.Checkout.Session.CustomerCreation;
};

/** A new open session; `hostedPage` turns its id into the URL of the fake's payment page. */
export function checkoutSession(input: SessionInput, hostedPage: (id: string) => string): Stripe.Checkout.Session {
  const id = sessionId(input.livemode);
  return {
    id,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: input.customerCreation,
    customer_details: input.customerEmail
      ? {
          address: null,
          business_name: null,
          email: input.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: "none",
          tax_ids: null,
        }
      : null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: { enabled: false, invoice_data: invoiceData },
    livemode: input.livemode,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: "payment",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: "unpaid",
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: input.submitType,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: hostedPage(id),
    wallet_options: null,
  };
}

const invoiceData: Stripe.Checkout.Session.InvoiceCreation.InvoiceData = {
  account_tax_ids: null,
  custom_fields: null,
  description: null,
  footer: null,
  issuer: null,
  metadata: null,
  rendering_options: null,
};

/** The buyer's details once they paid on the hosted page (the test buyer's, as Stripe's test mode). */
export const paidCustomerDetails = (email: string | null): Stripe.Checkout.Session.CustomerDetails => ({
  address: { city: null, country: "US", line1: null, line2: null, postal_code: "94107", state: null },
  business_name: null,
  email: email ?? "buyer@example.com",
  individual_name: null,
  name: "Test Buyer",
  phone: null,
  tax_exempt: "none",
  tax_ids: [],
});
