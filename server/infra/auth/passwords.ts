// Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1), and the common-password check.
import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { concurrencyLimit, HASHING_CONCURRENCY } from "./hashing-queue.ts";

const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; Node's default ceiling is 32 MB.
const MAX_MEMORY = 256 * 1024 * 1024;

// Every hash, made or checked, waits its turn here.
const hashing = concurrencyLimit(HASHING_CONCURRENCY);

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(
          password.normalize("NFKC"),
          salt,
          KEY_LENGTH,
          { ...options, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

/** "scrypt$N$r$p$salt$key", salt and key in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// zxcvbn's maintained list of the 49,000 most common passwords, lower-cased.
const COMMON = new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
