// The contract's formatter, passed on through the site's kit so that its chunk, which the cart and
// the checkout both load, carries it (imported from each widget, it would be a chunk of its own).
export { formatUsd } from "../../../contract/money.ts";
