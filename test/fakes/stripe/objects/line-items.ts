// A session's line items (`expand[]=line_items`), each with the inline Price and Product that
// `price_data` creates. On the wire a Price's `unit_amount_decimal` is a decimal string (the SDK turns
// it into a Stripe.Decimal), so these are typed as sent rather than as the SDK hands them out.
import type Stripe from "stripe";
import { newId } from "../ids.ts";

export type LineInput = {
  /** The product's name, which Checkout shows and the line item's `description` repeats. */
  name: string;
  currency: string;
  unitAmount: number;
  quantity: number;
  metadata: Record<string, string>;
};

type WirePrice = Omit<Stripe.Price, "unit_amount_decimal"> & { unit_amount_decimal: string | null };
export type WireLineItem = Omit<Stripe.LineItem, "price"> & { price: WirePrice | null };

export function lineItem(line: LineInput, livemode: boolean, created: number): WireLineItem {
  const amount = line.unitAmount * line.quantity;
  return {
    id: newId("li"),
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: line.currency,
    description: line.name,
    metadata: line.metadata,
    price: {
      id: newId("price"),
      object: "price",
      active: false,
      billing_scheme: "per_unit",
      created,
      currency: line.currency,
      custom_unit_amount: null,
      livemode,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: newId("prod", 14),
      recurring: null,
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: "one_time",
      unit_amount: line.unitAmount,
      unit_amount_decimal: String(line.unitAmount),
    },
    quantity: line.quantity,
  };
}

/** The lines as a list object, the shape `line_items` takes when expanded. */
export const lineItemList = (sessionId: string, items: WireLineItem[]) => ({
  object: "list" as const,
  data: items,
  has_more: false,
  url: `/v1/checkout/sessions/${sessionId}/line_items`,
});
