// How many of the app's requests are being worked on now: counted from their onRequest hook to the end
// of their response. A response's "close" comes once it was sent or the visitor went away, except for a
// pipelined request still queued behind another when the connection closes: Node destroys it and its
// response never closes. Its request's "close" then comes with its socket destroyed. (A request's
// "close" also comes once its body was read, its socket still open: not the end of the work.)
import type { FastifyInstance } from "fastify";

export function requestsInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook("onRequest", async (request, reply) => {
    inFlight++;
    let counted = true;
    const done = () => {
      if (counted) inFlight--;
      counted = false;
    };
    reply.raw.once("close", done);
    request.raw.once("close", () => request.raw.socket?.destroyed && done());
  });
  return () => inFlight;
}
