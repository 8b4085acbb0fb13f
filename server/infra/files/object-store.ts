// Where stored files' bytes live, behind one interface: a folder on local disk (disk-objects.ts, the
// embedded default) or an S3-compatible bucket (s3-objects.ts, when S3_URL is set) that every server
// process reaches alike. A new file is written to a local staging path first, checked there (size,
// kind by content), and only then committed under its key.
import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";

/** An object answered to an HTTP GET: the status (200, 206, 304, 404, 416…), its headers and body. */
export type ServedObject = {
  statusCode: number;
  headers: Record<string, string | number>;
  stream?: Readable;
};

export type ObjectStore = {
  /** A local path to write the bytes of a new object under `key` to. */
  staging(key: string): Promise<string>;
  /** Makes the bytes written at `staged` the object `key` (and frees the staging path). */
  commit(key: string, staged: string): Promise<void>;
  /** Drops what was staged for `key`, committed or not. */
  discard(key: string, staged: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The objects whose key starts with `prefix`, with when each was last written. */
  list(prefix: string): Promise<Array<{ key: string; modifiedMs: number }>>;
  /** The object for a browser's GET, honouring its Range and validators (RFC 9110 §13, §14). */
  serve(key: string, request: IncomingMessage): Promise<ServedObject>;
};
