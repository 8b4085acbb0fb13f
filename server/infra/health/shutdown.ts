// A graceful stop that loses no request behind a load balancer, in three steps:
//  1. /readyz answers 503 at once (a balancer that probes it stops sending requests), and for `delayMs`
//     (SHUTDOWN_DELAY) the process serves as before: a balancer that does not probe (nginx) keeps using
//     the connections it holds, so it opens few new ones.
//  2. The process stops listening: a new connection is refused, which a balancer passes to another
//     process whatever the method, nothing having been sent. Connections already open are served, each
//     answer closing its own, and those still idle after IDLE_CLOSE_MS are closed: by then a balancer
//     under load has met the refusal and stopped choosing this process. Closing an idle connection while
//     the balancer sends on it resets a request it may not retry (a POST: RFC 9110 §9.2.2), which is why
//     they are not closed at once, as Node's server.close() would.
//  3. Once no connection is left, the app closes: the job runner finishes its job, the database closes.
import net from "node:net";
import type { FastifyInstance } from "fastify";

/** How long connections may stay idle after the process stopped listening before they are closed. */
export const IDLE_CLOSE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops accepting connections; resolves once every open one has ended (idle ones closed after `idleCloseMs`). */
function stopListening(app: FastifyInstance, idleCloseMs: number): Promise<void> {
  const server = app.server;
  return new Promise((resolve) => {
    const idle = setTimeout(() => server.closeIdleConnections(), idleCloseMs);
    // net.Server's own close: it stops listening and calls back once no connection is left, without
    // http.Server's closing of the idle ones (https://nodejs.org/api/http.html#serverclosecallback).
    net.Server.prototype.close.call(server, () => {
      clearTimeout(idle);
      resolve();
    });
  });
}

/** Steps 2 and 3: stops listening, waits for the open connections to end, and closes the app. */
export async function stopServing(app: FastifyInstance, idleCloseMs = IDLE_CLOSE_MS): Promise<void> {
  if (app.server.listening) {
    app.closeConnectionsAfterAnswers();
    await stopListening(app, idleCloseMs);
  }
  await app.close();
}

/** The three steps, as server.ts takes them on SIGTERM. */
export async function shutDown(app: FastifyInstance, { delayMs }: { delayMs: number }): Promise<void> {
  app.beginShutdown();
  if (delayMs > 0) await sleep(delayMs);
  await stopServing(app);
}
