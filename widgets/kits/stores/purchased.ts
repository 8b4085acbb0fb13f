// The projects the signed-in customer bought a take-off of, as the server last said: the board and the
// detail show "Purchased" for them instead of Add to Cart (project-kit/purchased.ts asks the server).
// The account's, like its stars: signing out forgets them.
import { localStore } from "./local-store.ts";
import { PURCHASED, cleanIds } from "./shapes.ts";

export const purchased = localStore(PURCHASED, cleanIds);
