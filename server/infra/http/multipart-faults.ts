// Which failures of a multipart body are the sender's fault, and the answer to each: a broken body is
// a 400 like any malformed input, never a 500 (RFC 9110 §15.6: a 5xx says the server failed), in the
// words Django REST Framework uses ({"detail": "Multipart form parse error - …"}). Anything not named here (a full disk, a bug)
// stays a server fault.
import type { MultipartValue } from "@fastify/multipart";

const PREFIX = "Multipart form parse error - ";

/**
 * A boundary is 1 to 70 of RFC 2046's bchars, the last not a space, quoted or not
 * (https://www.rfc-editor.org/rfc/rfc2046#section-5.1.1). busboy fails on an empty one, or one over
 * 256 characters, with errors of its own; this names the problem before it parses anything.
 */
const BOUNDARY =
  /;\s*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?])"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))\s*(?:;|$)/i;

export type MultipartFault = { statusCode: 400 | 413; body: Record<string, unknown> };

const fault = (statusCode: 400 | 413, reason: string): MultipartFault => ({
  statusCode,
  body: { detail: `${PREFIX}${reason}` },
});

const INVALID_BOUNDARY = fault(400, "Invalid boundary in multipart.");

/** The fault of a multipart Content-Type without a usable boundary; undefined when it has one. */
export function boundaryFault(contentType: string | undefined): MultipartFault | undefined {
  return BOUNDARY.test(contentType ?? "") ? undefined : INVALID_BOUNDARY;
}

// busboy's own words (@fastify/busboy, Dicer) for a body that stops before its closing boundary, and
// for a boundary it cannot use (which boundaryFault catches first).
const TRUNCATED = /unexpected end of multipart data/i;
const NO_BOUNDARY = /boundary not found|boundary required|needle cannot/i;

/**
 * A field part sent as `Content-Type: application/json`, which @fastify/multipart parses into a value
 * (https://github.com/fastify/fastify-multipart#json-fields). No form here takes one, and walking such a
 * value (String() of an array 5,000 levels deep) ran out of stack: it is refused instead.
 */
class FieldNotText extends Error {}

/** A field part's text; throws (a 400 through multipartFault) for a field sent as JSON. */
export function fieldText(part: MultipartValue): string {
  if (typeof part.value !== "string") throw new FieldNotText("A field is plain text, not JSON.");
  return part.value;
}

/** The answer to an error raised while reading a multipart body, when the body is to blame. */
export function multipartFault(error: unknown): MultipartFault | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error instanceof FieldNotText) return fault(400, error.message);
  if (TRUNCATED.test(error.message)) return fault(400, "The body ends before its closing boundary.");
  if (NO_BOUNDARY.test(error.message)) return INVALID_BOUNDARY;
  // @fastify/multipart's own refusals (FST_PARTS_LIMIT, FST_PROTO_VIOLATION, FST_INVALID_JSON_FIELD_ERROR,
  // FST_MP_PREMATURE_CLOSE …) carry a 4xx; its 406 for a field that is not the JSON it claims is a
  // malformed body like any other.
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code !== "string" || !code.startsWith("FST_") || typeof statusCode !== "number") return undefined;
  if (statusCode === 413) return fault(413, `${error.message}.`);
  if (statusCode >= 400 && statusCode < 500) return fault(400, `${error.message}.`);
  return undefined;
}
