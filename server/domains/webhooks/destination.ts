// Where a webhook may go. An admin's URL must not turn the server into a way into the firm's own network
// (OWASP SSRF Prevention Cheat Sheet): every address the host resolves to must be public unicast, checked
// when the URL is saved and again at each delivery, inside the connection's own DNS lookup, so a name
// that later resolves elsewhere (DNS rebinding) is refused at the moment it is used.
// https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { lookup as dnsLookupAll } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

export type DestinationPolicy = {
  /** WEBHOOK_ALLOW_PRIVATE=1: private, loopback and link-local addresses allowed, and plain http. */
  allowPrivate: boolean;
  /** Production: https only (unless private addresses are allowed, as for a CRM on the private network). */
  requireHttps: boolean;
};

/**
 * Why an address is refused, or undefined when it is public unicast. ipaddr.js names the special ranges
 * (private, loopback, linkLocal, uniqueLocal, carrierGradeNat, multicast, unspecified, reserved…);
 * only "unicast" is left, for IPv4 and IPv6 alike, IPv4-mapped IPv6 judged as the IPv4 it carries.
 */
export function refusedAddress(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === "unicast" ? undefined : `${address} is a ${range} address`;
}

/** What is wrong with this URL as a webhook's destination, or undefined; resolves its host. */
export async function refusedUrl(raw: string, policy: DestinationPolicy): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter an absolute URL.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "Use an http:// or https:// URL.";
  if (url.protocol === "http:" && policy.requireHttps && !policy.allowPrivate) return "Use an https:// URL.";
  if (url.username || url.password) return "Leave user names and passwords out of the URL.";
  if (policy.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await dnsLookupAll(host, { all: true })).map((found) => found.address);
  } catch {
    return `${host} could not be found (DNS).`;
  }
  const refused = addresses.map(refusedAddress).find(Boolean);
  return refused && `This URL leads to a private network (${refused}); webhooks go to public addresses only.`;
}

/**
 * A `lookup` for http.request that resolves as usual and fails on any address refusedAddress refuses, so
 * the connection is made only to an address that was checked.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, found: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    const refused = found.map((entry) => refusedAddress(entry.address)).find(Boolean);
    if (refused) return callback(Object.assign(new Error(`refused: ${refused}`), { code: "EREFUSED" }), "", 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  });
};
