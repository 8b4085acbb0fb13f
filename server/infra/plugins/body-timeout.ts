// Cuts a client that sends its body too slowly (slow POST, R-U-Dead-Yet): Node's requestTimeout is one
// figure for every request, long enough for a quote's files, so a JSON body dribbled one byte at a time
// would hold a socket and a handler for all of it. An ordinary body gets `bodyTimeout` from its headers;
// a multipart body gets that plus the time its bytes so far take at `uploadMinBytesPerSecond`, so a
// large upload on a slow line goes on while a trickle is cut. The client gets 408 (RFC 9110, 15.5.9).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Timeouts } from "../http/timeouts.ts";
import { hasBody } from "../http/unread-body.ts";

type BodyTimeoutOptions = Pick<Timeouts, "bodyTimeout" | "uploadMinBytesPerSecond">;

function cut(request: FastifyRequest, reply: FastifyReply, received: number) {
  request.log.warn({ receivedBytes: received }, "request body too slow; connection closed");
  if (reply.sent) return request.raw.socket.destroy();
  // Connection: close makes Node close the socket once the answer is written, whatever is still coming.
  void reply.code(408).header("connection", "close").send({ detail: "The request body arrived too slowly." });
}

export const bodyTimeoutPlugin = fp(
  async (app: FastifyInstance, { bodyTimeout, uploadMinBytesPerSecond }: BodyTimeoutOptions) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!hasBody(request) || request.raw.complete) return;
      const started = Date.now();
      const socket = request.raw.socket;
      // Bytes the socket has delivered since this request began (a kept-alive socket counts earlier ones).
      const bytesAtStart = socket.bytesRead ?? 0;
      const readSoFar = () => (socket.bytesRead ?? 0) - bytesAtStart;
      const upload = (request.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/");
      const deadline = () => started + bodyTimeout + (upload ? (readSoFar() / uploadMinBytesPerSecond) * 1000 : 0);

      let timer: NodeJS.Timeout;
      const check = () => {
        const left = deadline() - Date.now();
        if (left > 0) timer = setTimeout(check, left);
        else cut(request, reply, readSoFar());
      };
      timer = setTimeout(check, bodyTimeout);
      const stop = () => clearTimeout(timer);
      // The body has all arrived ('end'), or the exchange is over either way.
      request.raw.once("end", stop).once("close", stop);
      reply.raw.once("finish", stop).once("close", stop);
    });
  },
  { name: "body-timeout" },
);
