// Talks to the API the way the legacy calls did (JSON, CSRF headers from the cookies that carry them)
// and turns every way a request can fail into one message a visitor can act on.
import type { FieldErrors } from "../../../contract/schemas/errors.ts";

export const TIMEOUT_MS = 15_000;

type FailureKind = "network" | "timeout" | "server" | "invalid" | "rate-limited" | "not-found" | "refused";

export class ApiError extends Error {
  declare readonly kind: FailureKind;
  declare readonly fieldErrors: FieldErrors;
  /** The HTTP status (none when no answer came) and the server's own explanation, when it gave one. */
  declare readonly status?: number;
  declare readonly detail?: string;

  constructor(message: string, kind: FailureKind, fieldErrors: FieldErrors = {}, status?: number, detail?: string) {
    super(message);
    // One assignment, not four class fields and four again in the constructor: this ships to every page.
    Object.assign(this, { kind, fieldErrors, status, detail });
  }
}

const LATER = "Your answers are kept: try again in a moment.";
export const MESSAGES = {
  network: "We could not reach our server. Check your connection, then try again.",
  timeout: `Our server did not answer in time. ${LATER}`,
  server: `Something went wrong on our side. ${LATER}`,
  invalid: "Some answers need a second look.",
  "rate-limited": "Too many submissions from your network. Wait a few minutes, then try again.",
} as const;
const KINDS = { 400: "invalid", 403: "refused", 404: "not-found", 429: "rate-limited" } as const;

function cookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** Headers the firm's Django back end expects when the cookies that carry them are present. */
export function csrfHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const csrf = cookie("csrftoken");
  const xsrf = cookie("XSRF-TOKEN");
  if (csrf) headers["X-CSRFToken"] = csrf;
  if (xsrf) headers["X-XSRF-TOKEN"] = xsrf;
  return headers;
}

export function failure(status: number, body: unknown): ApiError {
  const { detail, ...fields } = (body instanceof Object ? body : {}) as FieldErrors & { detail?: unknown };
  const reason = typeof detail === "string" ? detail : undefined;
  const kind = KINDS[status as keyof typeof KINDS] ?? "server";
  // A 400 says what is wrong, and so does a 403 (a lead from a site staff blocked: ORIGIN_BLOCKED, not
  // "check your connection"); the others keep the server's words in `detail`, for callers that want them.
  if (kind === "invalid") return new ApiError(reason ?? MESSAGES.invalid, kind, fields, status, reason);
  if (kind === "refused") return new ApiError(reason ?? MESSAGES.server, kind, {}, status, reason);
  return new ApiError(kind === "rate-limited" ? MESSAGES[kind] : MESSAGES.server, kind, {}, status, reason);
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * fetch with a 15 s timeout, JSON both ways (a FormData body goes as it is: multipart without progress,
 * when the uploads kit could not be fetched), and ApiError for every failure.
 */
export async function request<T>(url: string, { method = "GET", body, headers }: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(json ? { "Content-Type": "application/json" } : {}),
        ...csrfHeaders(),
        ...headers,
      },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
      signal: timeout,
    });
  } catch {
    throw timeout.aborted ? new ApiError(MESSAGES.timeout, "timeout") : new ApiError(MESSAGES.network, "network");
  }
  if (!response.ok) throw failure(response.status, await response.json().catch(() => undefined));
  return (await response.json()) as T;
}

/** Runs `load` (a dynamic import of a kit): a chunk the network lost fails as the network does. */
export const loaded = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(() => {
    throw new ApiError(MESSAGES.network, "network");
  });
