// The Idempotency-Key header that makes a retried POST safe (leads and orders): 8 to 200 printable
// ASCII characters. A request without one is processed as it comes.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** The request's key, undefined when it sent none, or null after answering 400 for a malformed one. */
export function idempotencyKeyOr400(request: FastifyRequest, reply: FastifyReply): string | undefined | null {
  const key = request.headers["idempotency-key"];
  if (key === undefined) return undefined;
  if (typeof key === "string" && IDEMPOTENCY_KEY.test(key)) return key;
  reply.code(400).send({ detail: "Idempotency-Key must be 8 to 200 printable characters." });
  return null;
}

// Object keys in a fixed order, so a retry that serialises its fields in another order is the same body.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([name, item]) => [name, canonical(item)]));
  }
  return value;
}

/**
 * The hash stored with a key, of the request's body as parsed (fields, and for multipart bodies each
 * file's name and size): the same for a retry, whose raw bytes may differ (a new multipart boundary).
 */
export function bodyFingerprint(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(body ?? null)))
    .digest("base64url");
}
