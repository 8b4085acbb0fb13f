// A file's size as a browser downloads it: raw, gzip (level 9) and brotli (quality 11), in bytes.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const KB = 1024;

export function sizes(code) {
  const buffer = Buffer.from(code);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** One line of a size table: the name, then raw, gzip and brotli in KB. */
export function sizeRow(name, { raw, gzip, brotli }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`.padStart(10);
  return `${name.padEnd(36)} ${kb(raw)} ${kb(gzip)} ${kb(brotli)}`;
}

export const SIZE_HEADER = `${"file".padEnd(36)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"brotli".padStart(10)}`;
