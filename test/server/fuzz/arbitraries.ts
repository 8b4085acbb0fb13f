// What a hostile client sends, as fast-check arbitraries: header values, query strings, paths, and
// bodies of every type the server parses (JSON, form, multipart), from plausible to broken.
// https://owasp.org/www-community/Fuzzing
import fc from "fast-check";

/** Keys that reach `Object.prototype` when a lookup is keyed by request data. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

/** Values that broke parsers and validators before: numbers out of range, impossible dates, schemes. */
const NASTY_VALUES = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "0x10",
  "2027-02-30",
  "0000-01-01",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\uFEFF",
  "\uD800",
  "true",
  "null",
  "[]",
  "{}",
  ...PROTOTYPE_KEYS,
];

/** Any text: nasty values, short unicode strings, and now and then a long one. */
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
);

/** A header value Node accepts on the wire: visible ASCII, spaces and tabs (RFC 9110, 5.5). */
export const headerValue = fc.oneof(
  fc.constantFrom(
    "",
    "__proto__",
    "evil.example",
    "[",
    "[::1]",
    "evil.example:99999",
    "a b",
    "1.2.3.4, 10.0.0.1, ::1",
    "unknown",
    "bytes=0-0,-1",
    "bytes=99999999-",
    "*/*",
    "text/html",
    "gzip;q=0, br;q=abc",
    "https",
    "javascript",
    "%E0%A4%A",
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
);

/** Content types the server does and does not accept, well- and ill-formed. */
export const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-16",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; boundary=x",
    "text/plain",
    "application/xml",
    "application/octet-stream",
    "application/json, text/html",
    ";",
    "",
  ),
  headerValue,
);

/** A cookie header: the server's own cookie names and others, with plausible and broken values. */
export const cookieHeader = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("sessionid", "csrftoken", "_csrf", "__proto__", "constructor"), fc.string()),
      fc.oneof(fc.constantFrom("%", "%E0%A4%A", '"', "s%3Aabc.def", "a=b=c"), headerValue),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name.replace(/[^!#$%&'*+\-.^_`|~\w]/g, "")}=${value}`))
  .map((pairs) => pairs.join("; "));

/** An Idempotency-Key the server accepts: 8 to 200 printable ASCII characters. */
const idempotencyKey = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  minLength: 8,
  maxLength: 40,
});

/** Every request header the server or its plugins read, each present or not, with hostile values. */
export const headers = fc.record(
  {
    host: headerValue,
    accept: fc.oneof(fc.constantFrom("text/html", "application/json", "*/*"), headerValue),
    "accept-encoding": headerValue,
    "accept-language": headerValue,
    origin: fc.oneof(fc.constantFrom("null", "https://evil.example", "http://localhost:80"), headerValue),
    referer: headerValue,
    cookie: cookieHeader,
    "x-csrftoken": headerValue,
    // A well-formed key now and then, so a body reaches what the key does with it (its fingerprint).
    "idempotency-key": fc.oneof(headerValue, idempotencyKey),
    "x-forwarded-for": headerValue,
    "x-forwarded-host": headerValue,
    "x-forwarded-proto": headerValue,
    range: headerValue,
    "if-none-match": headerValue,
    "if-modified-since": headerValue,
    "user-agent": headerValue,
  },
  { requiredKeys: [] },
);

/** Percent-encodes text as a browser would; a lone surrogate becomes U+FFFD, as in its UTF-8. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, "utf8").toString("utf8"));

/** Encodes a query-string part, or leaves it raw (broken escapes such as `%zz` and `%` included). */
const queryPart = (part: fc.Arbitrary<string>) =>
  fc.oneof(part.map(encode), fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "a%5B%5D", "a[]", "a[b]", "+", "=="));

/** A query string over `names` (repeated, missing, empty) mixed with prototype keys and junk. */
export function queryString(names: readonly string[], values: fc.Arbitrary<string> = text) {
  const name = fc.oneof(fc.constantFrom(...names, ...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));
  const pair = fc.oneof(
    fc.tuple(queryPart(name), queryPart(values)).map(([k, v]) => `${k}=${v}`),
    queryPart(name),
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => (pairs.length ? `?${pairs.join("&")}` : ""));
}

/** One path segment: plausible, traversal, encoded separators, broken escapes. */
export const pathSegment = fc.oneof(
  fc.constantFrom(
    "..",
    "%2e%2e",
    "%2F",
    "%5C",
    "%00",
    "%zz",
    "%",
    "",
    ".",
    "AboutUS",
    "aboutus",
    "index.html",
    "ProjectDetail",
    "thank-you",
    "assets",
    "reactapp",
    "widgets",
    "embed.js",
    "%E0%A4%A",
    ...PROTOTYPE_KEYS,
  ),
  fc.string({ maxLength: 20 }).map(encode),
  fc.integer({ min: -1, max: 2 ** 40 }).map(String),
);

/** Bodies that look like a form: the real field names mixed with junk, holding values of any type. */
export function bodies(fields: readonly string[]) {
  const key = fc.oneof(fc.constantFrom(...fields, ...PROTOTYPE_KEYS, "fax_number", "partner"), fc.string());
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 4 }),
    fc.object({ maxDepth: 2 }),
  );
  return fc.oneof(
    fc.dictionary(key, value).map((body) => ({ payload: JSON.stringify(body), type: "application/json" })),
    fc.string().map((t) => ({ payload: t, type: "application/json" })),
    fc
      .dictionary(key, text)
      .map((body) => ({ payload: new URLSearchParams(body).toString(), type: "application/x-www-form-urlencoded" })),
    fc.jsonValue().map((json) => ({ payload: JSON.stringify(json), type: "application/json" })),
    fc.tuple(text, contentType).map(([payload, type]) => ({ payload, type })),
  );
}
