// A TOTP secret must be kept as itself to check codes, so unlike a password it cannot be hashed: it is
// sealed (AES-256-GCM) under SECOND_FACTOR_KEY, which lives in the environment, not the database. A copy
// of the database (a backup, a dump) then gives nobody the staff's second factors, and GCM's tag refuses
// a sealed value altered or moved; a plain one written in its place is refused too (only sealPlain, at
// start, takes the plain secrets stored before sealing). https://cheatsheetseries.owasp.org/cheatsheets/Multifactor_Authentication_Cheat_Sheet.html
// (secrets "stored securely"); https://nodejs.org/api/crypto.html#class-cipheriv
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Sealed values begin with this, so one written before sealing (plain base32) is told apart. */
const SEALED = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `owner` (the staff member's id) is bound to the sealed value: opened for anyone else, it is refused. */
export type SecretBox = {
  seal(secret: string, owner: number): string;
  /** The secret a sealed value holds. Throws if it is not sealed, or was altered or moved. */
  open(stored: string, owner: number): string;
  isSealed(stored: string): boolean;
};

export function secretBox(passphrase: string): SecretBox {
  // A key of its own for this use, whatever the passphrase looks like (RFC 5869).
  const key = Buffer.from(hkdfSync("sha256", passphrase, "", "qto second-factor secrets", 32));
  return {
    seal(secret, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(String(owner)));
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
    },
    open(stored, owner) {
      const bytes = Buffer.from(stored.slice(SEALED.length), "base64url");
      if (!stored.startsWith(SEALED) || bytes.length <= IV_BYTES + TAG_BYTES) throw new Error("not a sealed secret");
      // The tag's full length, stated: Node would otherwise take a shortened one, and a forger needs fewer tries.
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(String(owner)));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    },
    isSealed: (stored) => stored.startsWith(SEALED),
  };
}
