// `expand[]` (https://docs.stripe.com/api/expanding_objects): each dotted path replaces an id by the
// object it names, level by level (`payment_intent.latest_charge`); a null stays null; a list's items
// are reached through `data.`. A path through a property that cannot be expanded is refused, as
// Stripe refuses it, whether or not the object at hand has a value there.
import type { FakeState } from "./state.ts";
import { findObject, snapshot } from "./state.ts";
import { invalidParam } from "./stripe-errors.ts";
import { lineItemList } from "./objects/line-items.ts";

/** What each kind of object lets `expand` reach, and the kind found there (null: none this fake models). */
const EXPANDABLE: Record<string, Record<string, string | null>> = {
  "checkout.session": {
    payment_intent: "payment_intent",
    line_items: "list",
    customer: null,
    invoice: null,
    payment_link: null,
    setup_intent: null,
    subscription: null,
  },
  payment_intent: {
    latest_charge: "charge",
    payment_method: "payment_method",
    customer: null,
    application: null,
    on_behalf_of: null,
    review: null,
    source: null,
  },
  charge: {
    payment_intent: "payment_intent",
    balance_transaction: null,
    customer: null,
    application: null,
    application_fee: null,
    review: null,
  },
  refund: { charge: "charge", payment_intent: "payment_intent", balance_transaction: null, payment_method: null },
  dispute: { charge: "charge", payment_intent: "payment_intent" },
  payment_method: { customer: null },
  list: {},
};

type Node = Record<string, unknown>;

/** A copy of `answer` (an object or a list) with `paths` expanded. */
export function expand<T>(state: FakeState, answer: T, paths: readonly string[]): T {
  const copy = snapshot(answer) as Node;
  for (const path of paths) {
    const parts = path.split(".");
    checkPath(copy, parts, path);
    expandPath(state, copy, parts);
  }
  return copy as T;
}

function checkPath(answer: Node, parts: string[], whole: string): void {
  const listed = answer.object === "list" && parts[0] === "data";
  let kind: string | null | undefined = listed ? kindOfItems(answer) : String(answer.object);
  for (const part of listed ? parts.slice(1) : parts) {
    const next: string | null | undefined = kind ? EXPANDABLE[kind]?.[part] : undefined;
    if (next === undefined) throw invalidParam("expand", `This property cannot be expanded (${whole}).`);
    kind = next;
  }
}

/** The kind of a list's items, known from its url even when it is empty. */
const kindOfItems = (list: Node) =>
  String(list.url).startsWith("/v1/checkout/sessions") && !String(list.url).endsWith("/line_items")
    ? "checkout.session"
    : String(list.url).startsWith("/v1/refunds")
      ? "refund"
      : "list";

function expandPath(state: FakeState, node: Node, [head, ...rest]: string[]): void {
  if (head === undefined) return;
  if (node.object === "list" && head === "data") {
    for (const item of node.data as Node[]) expandPath(state, item, rest);
    return;
  }
  if (head === "line_items" && node.object === "checkout.session") {
    node.line_items = lineItemList(String(node.id), snapshot(state.lineItems.get(String(node.id)) ?? []));
  } else if (typeof node[head] === "string") {
    const found = findObject(state, node[head]);
    // An id this fake does not model (a balance transaction, say) stays an id.
    if (found) node[head] = snapshot(found);
  }
  const child = node[head];
  if (rest.length && child && typeof child === "object") expandPath(state, child as Node, rest);
}
