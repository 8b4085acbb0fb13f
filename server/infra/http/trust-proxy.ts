// TRUST_PROXY: which hops in front of the server may state the client's address (X-Forwarded-For) and
// the scheme and host (X-Forwarded-Proto/-Host). Trusting every hop, as `trustProxy: true` did, lets any
// client forge its address past the rate limits and into the log, so the default trusts none.
// https://cheatsheetseries.owasp.org/cheatsheets/Denial_of_Service_Cheat_Sheet.html (IP spoofing via headers)
// https://fastify.dev/docs/latest/Reference/Server/#trustproxy
import { isIP } from "node:net";

/** What Fastify's `trustProxy` option receives: no proxy, a hop count, or proxy addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges, which Fastify accepts beside addresses. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; returns a message instead when the value is not one Fastify can take safely. */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim();
  if (text === "" || text === "0" || text === "false") return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (text === "true") {
    return { problem: "true trusts every client's X-Forwarded-For; give the hop count or the proxies' addresses." };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length) return { problem: `Not an address, CIDR or hop count: ${bad.join(", ")}.` };
  return entries;
}

/** The value for Fastify's `trustProxy`. Fastify 5.12 trusts no hop for a bare number (it cannot tell a
 * direct client from the first proxy), so a hop count becomes proxy-addr's own rule: the nearest `hops`
 * addresses are proxies. Only set a count when the server cannot be reached except through them. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}
