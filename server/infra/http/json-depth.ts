// How deeply a JSON text nests objects and arrays, read in one pass without recursion. No form or console
// body here nests more than a few levels, but the code that walks a parsed body (the Idempotency-Key's
// fingerprint, String() of an array) recurses once a level, so a body 5,000 levels deep ran it out of
// stack: a 500 for the sender's input. Refusing such a text before it is parsed keeps every walk bounded.

/** The deepest nesting any JSON the server reads may have: well past its deepest body (an order's lines). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/** Whether the JSON `text` opens more than `max` objects or arrays inside one another (brackets in strings aside). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}
