// How long the HTTP server waits on a client, in milliseconds: each limit cuts one kind of slow client
// (slowloris headers, slow-POST bodies, idle sockets). OWASP's Denial of Service cheat sheet:
// https://cheatsheetseries.owasp.org/cheatsheets/Denial_of_Service_Cheat_Sheet.html
import type { FastifyServerOptions } from "fastify";

export type Timeouts = {
  /** A socket that sends nothing for this long is closed (Node's server.timeout). */
  connectionTimeout: number;
  /** The request line and headers must arrive within this (Node's headersTimeout). */
  headersTimeout: number;
  /** An ordinary body (JSON, a form) must arrive within this once its headers have. */
  bodyTimeout: number;
  /** A multipart body (files) may take longer than `bodyTimeout` while it averages at least this rate. */
  uploadMinBytesPerSecond: number;
  /** No request, uploads included, may take longer than this to arrive (Node's requestTimeout). */
  requestTimeout: number;
  /** An idle kept-alive socket is closed after this. */
  keepAliveTimeout: number;
  /** How often Node checks headersTimeout and requestTimeout (its default, 30 s, would add that much). */
  checkInterval: number;
};

/** Node's part of `timeouts` as Fastify's server options; the body limits are the bodyTimeout plugin's. */
export function serverTimeoutOptions(timeouts: Partial<Timeouts>): Partial<FastifyServerOptions> {
  const { connectionTimeout, requestTimeout, keepAliveTimeout, headersTimeout, checkInterval } = timeouts;
  const http = {
    ...(headersTimeout !== undefined && { headersTimeout }),
    ...(checkInterval !== undefined && { connectionsCheckingInterval: checkInterval }),
  };
  return {
    ...(connectionTimeout !== undefined && { connectionTimeout }),
    ...(requestTimeout !== undefined && { requestTimeout }),
    ...(keepAliveTimeout !== undefined && { keepAliveTimeout }),
    ...(Object.keys(http).length > 0 && { http }),
  };
}

// A listening server's limits (server.ts; deploy/nginx/qto.conf keeps to them). A slow client is cut,
// not waited on (docs/operations.md, "Timeouts"): headers within 20 s, an ordinary body within 25 s of them, a
// quote's files as long as they average 32 KB/s (256 kbit/s, a slow upload line) and 15 minutes at most
// (10 files of 25 MB need 280 KB/s), and a socket silent for 30 s is dropped. Keep-alive outlasts the
// 60 s idle timeout of common load balancers, so they never reuse a socket we have just closed. Node
// checks the header and request limits every 5 s (its default is 30 s).
export const SERVER_TIMEOUTS: Timeouts = {
  headersTimeout: 20_000,
  bodyTimeout: 25_000,
  uploadMinBytesPerSecond: 32 * 1024,
  requestTimeout: 15 * 60_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 65_000,
  checkInterval: 5_000,
};
