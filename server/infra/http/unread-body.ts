// A request refused before its body is read (by a guard that runs onRequest) would still have that body
// read off the socket and thrown away by Node, so that the connection can carry the next request: up to
// 20 MB for nothing. Closing the connection once the refusal is written spares it (RFC 9112, 9.6).
import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether the request says it has a body (a length over 0, or chunks). */
export const hasBody = (request: FastifyRequest) =>
  Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;

/** Has the connection closed after this answer when the request's body has not been read to its end. */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (hasBody(request) && !request.raw.readableEnded) reply.header("connection", "close");
}
