// Bodies nested far deeper than any form, in every type the server parses: JSON objects in objects,
// arrays in arrays, both mixed, alone or as a real field's value, closed or cut short; urlencoded names
// with thousands of [brackets]; multipart fields declared application/json. A walk of such a body that
// recurses once a level runs out of stack (1,000 to 50,000 levels answered 500 once).
import fc from "fast-check";
import { MAX_JSON_DEPTH } from "../../../server/infra/http/json-depth.ts";

const depth = fc.oneof(
  fc.constantFrom(MAX_JSON_DEPTH + 1, 1_000, 5_000, 20_000, 50_000),
  fc.integer({ min: MAX_JSON_DEPTH + 1, max: 50_000 }),
);
const key = fc.constantFrom("a", "name", "email", "lines", "fields", "__proto__", "");

/** One level's opening and closing text: an object under a key, an array, or an array holding an object. */
const level: fc.Arbitrary<[open: string, close: string]> = fc.oneof(
  key.map((name): [string, string] => [`{${JSON.stringify(name)}:`, "}"]),
  fc.constant<[string, string]>(["[", "]"]),
  key.map((name): [string, string] => [`[{${JSON.stringify(name)}:`, "}]"]),
);

const nested = fc
  .record({
    depth,
    level,
    leaf: fc.constantFrom("1", '"x"', "null", "[]", "{}"),
    // Mostly closed: a body cut short is refused as broken JSON before anything walks it.
    closed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  })
  .map(
    ({ depth, level: [open, close], leaf, closed }) => open.repeat(depth) + leaf + (closed ? close.repeat(depth) : ""),
  );

const json = fc.oneof(
  nested,
  fc.tuple(key, nested).map(([name, value]) => `{"email":"a@example.com",${JSON.stringify(name)}:${value}}`),
);

const form = fc
  .tuple(key, depth, fc.constantFrom("[a]", "[]", "[0]", "[__proto__]"))
  .map(([name, depth, bracket]) => `${encodeURIComponent(name || "a")}${bracket.repeat(Math.min(depth, 20_000))}=1`);

const multipartJson = json.map((value) => {
  const boundary = "qtodeepboundary";
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\nContent-Type: application/json\r\n\r\n` +
      `${value}\r\n--${boundary}--\r\n`,
  );
});

/** Mostly an Idempotency-Key the server accepts, else none: a keyed body is walked for its fingerprint. */
const keyHeader = fc.option(
  fc.uuid().map((uuid) => ({ "idempotency-key": `deep-${uuid}` })),
  { nil: undefined },
);

/** A deeply nested body as JSON, urlencoded or multipart, most with an Idempotency-Key. */
export const deepBodies = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: json.map((payload) => ({ payload, type: "application/json" })) },
      { weight: 1, arbitrary: form.map((payload) => ({ payload, type: "application/x-www-form-urlencoded" })) },
      {
        weight: 1,
        arbitrary: multipartJson.map((payload) => ({ payload, type: "multipart/form-data; boundary=qtodeepboundary" })),
      },
    ),
    keyHeader,
  )
  .map(([body, headers]) => ({ ...body, headers }));
