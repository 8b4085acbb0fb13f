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
