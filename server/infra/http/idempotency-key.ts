// The Idempotency-Key header that makes a retried POST safe (leads and orders): 8 to 200 printable
// ASCII characters. A request without one is processed as it comes.
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
