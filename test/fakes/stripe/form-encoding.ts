// Stripe's v1 wire format, read back: the SDK sends parameters form-encoded with qs-style brackets and
// array indices (`line_items[0][price_data][currency]=usd`), in the body of a POST and the query of a
// GET. `qs` is not a dependency here, and its default arrayLimit (20) would turn `line_items[21]` into an
// object key while Checkout allows 100 lines; `fast-querystring` (behind @fastify/formbody) keeps keys
// flat. So: a few lines over URLSearchParams, round-tripped against the SDK's own encoder in the tests.
// Every leaf is a string, as on the wire: an empty value (`metadata[x]=`) is how the SDK sends `null`.

/** A decoded form: nested objects and arrays whose leaves are strings. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

// Keys that would reach Object.prototype through a plain object.
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseStripeForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = KEY.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    if (path.some((part) => FORBIDDEN.has(part))) continue;
    let node: Record<string, FormValue> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = path[index + 1]!;
      const child = node[key];
      if (typeof child === "object") node = child as Record<string, FormValue>;
      else node = node[key] = (/^\d+$/.test(next) ? [] : {}) as Record<string, FormValue>;
    });
  }
  return root;
}

/**
 * Two encodings carry the same parameters when they hold the same key/value pairs in any order: how
 * the fake tells a retried request from another request reusing an Idempotency-Key.
 */
export function sameParameters(a: string, b: string): boolean {
  const pairs = (text: string) =>
    [...new URLSearchParams(text)].map(([key, value]) => `${key}=${value}`).sort((x, y) => (x < y ? -1 : 1));
  return JSON.stringify(pairs(a)) === JSON.stringify(pairs(b));
}
