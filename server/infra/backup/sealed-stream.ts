// Encrypts an archive as it is written and decrypts it as it is read, under BACKUP_KEY, so a copy of the
// archive (a bucket's, a stolen disk's) gives nothing away, and an altered, cut or re-ordered one is
// refused. The construction is age's STREAM (https://github.com/C2SP/C2SP/blob/main/age.md, "Payload"),
// with AES-256-GCM from node:crypto: each archive has a random salt, from which HKDF-SHA256 derives the
// archive's own key from BACKUP_KEY; the payload is cut in 64 KiB chunks, each sealed on its own with a
// nonce made of its number and a flag on the last one, so every chunk is checked before it is used, and
// a chunk dropped, moved or cut off at the end fails its check. One GCM message for the whole file would
// give plaintext out before its tag is checked, and caps a message at 64 GiB.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

const MAGIC = Buffer.from("QTOSEAL1");
const SALT_BYTES = 32;
const HEADER_BYTES = MAGIC.length + SALT_BYTES;
const CHUNK = 64 * 1024;
const TAG = 16;

/** An archive refused as it was read: a wrong key, or bytes altered or missing. */
export class SealBroken extends Error {}

const BROKEN =
  "The archive could not be decrypted: BACKUP_KEY is not the one it was made with, or it was altered or cut short.";

function archiveKey(secret: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, salt, "qto-backup archive v1", 32));
}

/** Chunk `index`'s nonce: its number, big-endian in 11 bytes, then 1 for the last chunk, 0 before it. */
function nonce(index: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(index, 7);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/** Cuts what passes into chunks of `size`, holding back the last one until the stream ends. */
function chunked(
  size: number,
  onHeader: ((header: Buffer) => void) | undefined,
  seal: (chunk: Buffer, last: boolean) => Buffer,
) {
  let pending: Buffer = Buffer.alloc(0);
  let headerLeft = onHeader ? HEADER_BYTES : 0;
  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      try {
        pending = pending.length ? Buffer.concat([pending, data]) : data;
        if (headerLeft) {
          if (pending.length < headerLeft) return done();
          onHeader!(pending.subarray(0, headerLeft));
          pending = pending.subarray(headerLeft);
          headerLeft = 0;
        }
        // A full chunk goes out only once a byte after it has come: until then it may be the last.
        while (pending.length > size) {
          this.push(seal(pending.subarray(0, size), false));
          pending = pending.subarray(size);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (headerLeft) throw new SealBroken(BROKEN);
        done(null, seal(pending, true));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** A stream that encrypts what is written to it under `secret`. */
export function sealing(secret: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, salt]);
  const key = archiveKey(secret, salt);
  let index = 0;
  const stream = chunked(CHUNK, undefined, (chunk, last) => {
    const cipher = createCipheriv("aes-256-gcm", key, nonce(index++, last)).setAAD(header);
    return Buffer.concat([cipher.update(chunk), cipher.final(), cipher.getAuthTag()]);
  });
  stream.push(header);
  return stream;
}

/** A stream that decrypts what `sealing(secret)` wrote, failing with SealBroken on any altered byte. */
export function unsealing(secret: string): Transform {
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let index = 0;
  return chunked(
    CHUNK + TAG,
    (bytes) => {
      if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new SealBroken("This is not an encrypted archive.");
      header = Buffer.from(bytes);
      key = archiveKey(secret, header.subarray(MAGIC.length));
    },
    (chunk, last) => {
      if (chunk.length < TAG) throw new SealBroken(BROKEN);
      const decipher = createDecipheriv("aes-256-gcm", key!, nonce(index++, last)).setAAD(header!);
      decipher.setAuthTag(chunk.subarray(chunk.length - TAG));
      try {
        return Buffer.concat([decipher.update(chunk.subarray(0, chunk.length - TAG)), decipher.final()]);
      } catch {
        throw new SealBroken(BROKEN);
      }
    },
  );
}

/** Whether `start`, an archive's first bytes, begins as `sealing` writes. */
export const isSealed = (start: Buffer): boolean => start.subarray(0, MAGIC.length).equals(MAGIC);
