// The references people quote when they call or write: "QTO-Q-7K2M9XPD" for a quote request,
// "QTO-O-4Q9R493M" for an order. One format and one generator for leads and orders.
import type { LeadType } from "./schemas/lead-paths.ts";

export type ReferenceKind = LeadType | "order";

/** The letter after "QTO-" that says what a reference is for. */
export const REFERENCE_PREFIXES = {
  contact: "C",
  quote: "Q",
  sample: "S",
  reply: "R",
  order: "O",
} as const satisfies Record<ReferenceKind, string>;

// Crockford's base32 without look-alike letters: easy to read out on the phone. 32 characters, so
// each random byte's low 5 bits pick one evenly.
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Characters after the prefix: 8 of 32, 40 random bits. */
export const REFERENCE_LENGTH = 8;

/** Recognises a whole reference of one of these kinds. */
export function referencePattern(kinds: readonly ReferenceKind[]): RegExp {
  const prefixes = kinds.map((kind) => REFERENCE_PREFIXES[kind]).join("");
  return new RegExp(`^QTO-[${prefixes}]-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
}

/** Recognises a lead's reference (contact, quote, sample, reply). */
export const LEAD_REFERENCE = referencePattern(["contact", "quote", "sample", "reply"]);
/** Recognises an order's number. */
export const ORDER_REFERENCE = referencePattern(["order"]);

/** Random bytes drawn from the CSPRNG at a time, each handed out once. */
const RANDOM_POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let handedOut = 0;

/**
 * `length` random bytes from the platform's CSPRNG (Web Crypto, in browsers and Node alike), drawn 4 KB
 * at a time: a call into the CSPRNG for each reference cost a per cent of a lead's CPU.
 */
function cryptoRandomBytes(length: number): Uint8Array {
  if (handedOut + length > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(RANDOM_POOL_BYTES));
    handedOut = 0;
  }
  handedOut += length;
  return pool.subarray(handedOut - length, handedOut);
}

/** A new reference of this kind; `randomBytes` is for tests. */
export function newReference(kind: ReferenceKind, randomBytes = cryptoRandomBytes): string {
  const code = Array.from(
    randomBytes(REFERENCE_LENGTH),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  ).join("");
  return `QTO-${REFERENCE_PREFIXES[kind]}-${code}`;
}
