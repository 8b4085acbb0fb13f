// Serves a stored file to a browser: with ranges (a PDF viewer or a <video> starts before the whole
// file arrives, RFC 9110 §14), validators for caching, and the headers that keep an uploaded file from
// acting as part of our site: its real type, no sniffing, and a sandbox so a PDF's or an HTML-looking
// file's scripts get no access to our origin (https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy/sandbox).
import type { FastifyReply, FastifyRequest } from "fastify";
import { contentDisposition } from "./content-disposition.ts";
import type { FileStore } from "./file-store.ts";
import { CONTENT_TYPES, type FileKind } from "./sniff.ts";

/**
 * A bare `sandbox` leaves Chromium's own PDF viewer blank: the viewer needs scripts in the sandboxed
 * document (https://bugs.chromium.org/p/chromium/issues/detail?id=413851; seen again with Chromium 156,
 * whose viewer opens the file with `sandbox allow-scripts`: test/e2e/plan-room). `allow-scripts` without `allow-same-origin` keeps the file in an
 * opaque origin, with no access to our cookies, storage or pages.
 */
const SANDBOX = { pdf: "sandbox allow-scripts", other: "sandbox" } as const;

export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  file: {
    files: Pick<FileStore, "serve">;
    key: string;
    kind: FileKind;
    filename: string;
    disposition: "inline" | "attachment";
  },
) {
  const { statusCode, headers, stream } = await file.files.serve(file.key, request.raw);
  reply.code(statusCode).headers(headers);
  if (statusCode >= 400 || !stream) return reply.send(stream ?? "");
  return (
    reply
      .header("content-type", CONTENT_TYPES[file.kind])
      .header("content-disposition", contentDisposition(file.disposition, file.filename, `file.${file.kind}`))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", SANDBOX[file.kind === "pdf" ? "pdf" : "other"])
      // A route that already forbade storing (the staff guards' no-store) keeps it.
      .header("cache-control", reply.getHeader("cache-control") ?? "private, no-cache")
      .send(stream)
  );
}
