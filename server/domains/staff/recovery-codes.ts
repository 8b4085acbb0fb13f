// Recovery codes: ten random codes of 50 bits each (10 base32 characters), shown once as "abcde-fghij"
// and stored as SHA-256 hashes. A fast hash is enough for random codes of that strength (a slow one
// guards guessable passwords; nobody guesses 2^50 codes through a throttled endpoint).
import { createHash, randomBytes } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../../contract/staff/second-factor.ts";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

function newCode(): string {
  const bytes = randomBytes(10);
  // Each byte's low five bits pick a letter: 32 divides 256, so every letter is equally likely.
  const code = [...bytes].map((byte) => ALPHABET[byte & 31]).join("");
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The code as typed, without its dash or spaces, lower-case, hashed. */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
