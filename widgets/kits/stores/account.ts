// Who is signed in, as this browser last heard from the server. The session itself is an HttpOnly
// cookie that scripts cannot read; this copy lets the header show the name without a request, and
// lets every widget and tab follow a sign-in or sign-out. The server stays the judge: /session/ confirms it.
import { localStore } from "./local-store.ts";
import { ACCOUNT, cleanAccount } from "./shapes.ts";

export type { Account } from "./shapes.ts";

export const account = localStore(ACCOUNT, cleanAccount);
