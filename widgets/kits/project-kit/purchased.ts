// Asks the server which projects the signed-in customer bought, once per page that shows projects (the
// board or the detail; content pages never pay for it). What this browser remembers shows at once; the
// answer corrects it. Only when an account is remembered: anonymous visitors make no request.
import type { PurchasedProjects } from "../../../contract/account/account.ts";
import { request } from "../core/api.ts";
import { account } from "../stores/account.ts";
import { purchased } from "../stores/purchased.ts";

let asked = false;

/** Refreshes the purchased store from `site`'s API, the first time a page asks. */
export function refreshPurchased(site: string) {
  if (asked || !account.get()) return;
  asked = true;
  // A failure keeps what is remembered: the button is a convenience, the cart and checkout still work.
  request<PurchasedProjects>(`${site}/reactapp/account/purchased/`).then(
    ({ ids }) => purchased.set(ids),
    () => {},
  );
}
