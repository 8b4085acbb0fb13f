// The process's log: JSON lines for machines (production, and wherever standard output is not a terminal)
// or pino-pretty's coloured lines for a person at one (`npm run dev`, a newcomer's `npm start`). Either way
// a line names a request by its id, method, route and path, never by what the visitor sent: no body, no
// query value, no cookie, token or e-mail address (OWASP Logging Cheat Sheet, "Data to exclude":
// https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html#data-to-exclude).
import type { FastifyRequest } from "fastify";
import pino from "pino";
import { safeUrl } from "./safe-url.ts";

export type LogFormat = "json" | "pretty";

/** The format asked for, or else pretty for development at a terminal and JSON everywhere else. */
export const logFormatFor = (
  asked: LogFormat | undefined,
  env: "development" | "production" | "test",
  terminal: boolean,
): LogFormat => asked ?? (env === "development" && terminal ? "pretty" : "json");

/**
 * Headers that carry credentials, should a line ever log them (the serializers below do not). pino
 * replaces them before the line is written (https://getpino.io/#/docs/redaction).
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrftoken"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["x-csrftoken"]',
];

/** A request id a proxy in front may send (nginx's $request_id is 32 hex digits); anything else is not logged. */
const PROXY_REQUEST_ID = /^[0-9a-f-]{8,64}$/i;

/** What a line says of a request: no body, no cookie, no query value. */
function requestFields(request: FastifyRequest) {
  const proxyId = request.headers["x-request-id"];
  return {
    method: request.method,
    url: safeUrl(request.url),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
    ...(typeof proxyId === "string" && PROXY_REQUEST_ID.test(proxyId) && { proxyRequestId: proxyId }),
  };
}

/**
 * An error as a line keeps it: its kind, message, code and stack. Drivers add fields that quote the
 * data (PostgreSQL's `detail`: "Key (email)=(dana@example.com) already exists."), so only these are kept.
 */
function errorFields(error: Error) {
  const { type, message, stack, code, statusCode, constraint, table } = pino.stdSerializers.err(error);
  return { type, message, stack, code, statusCode, constraint, table };
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: requestFields, err: errorFields },
  };
}

/**
 * pino-pretty's stream to standard output. It is a development dependency, loaded only here: a production
 * install (`npm ci --omit=dev`) has none, and a process that asked for it says what to do.
 */
export async function prettyStream(): Promise<NodeJS.WritableStream> {
  try {
    const { default: pretty } = await import("pino-pretty");
    return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  } catch (error) {
    throw new Error(
      "LOG_FORMAT=pretty needs pino-pretty, a development dependency: install them (npm ci) or set LOG_FORMAT=json.",
      { cause: error },
    );
  }
}
