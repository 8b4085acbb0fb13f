// The console's guards answer before the body is read: a visitor who is not staff sends the headers of
// a 20 MB import (or any console change) and hears 401 or 403 at once, without sending a byte of the
// body, and the connection is closed after the answer so that the body is not read either. Before, the
// import's text/csv parser buffered all 20 MB (and a JSON change its 1 MB) before the guard ran.
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_PATHS } from "../../../../contract/staff/project-import.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { startServer } from "../../../helpers/server.ts";

/** How long an answer may take to come while no byte of the body is sent: the server waits for none. */
const NO_BODY_WAIT_MS = 5_000;

type Answer = { status: number; closed: boolean };

/** How long a connection stays open after the answer before it counts as kept for the body. */
const CLOSE_WAIT_MS = 500;

/**
 * Sends a request's headers only (announcing `length` bytes of body) on a new connection, and resolves
 * with the answer's status and whether the server then closed the connection; rejects when no answer
 * comes, since the server is then waiting for the body.
 */
function headersOnly(port: number, path: string, type: string, length: number, cookie = ""): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let status = 0;
    const finish = (closed: boolean) => {
      clearTimeout(noAnswer);
      socket.destroy();
      resolve({ status, closed });
    };
    const noAnswer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: no answer in ${NO_BODY_WAIT_MS} ms; the server waits for the body`));
    }, NO_BODY_WAIT_MS);
    socket.on("data", (chunk) => {
      if (status) return;
      status = Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1]);
      // Answered: the server closes the connection now, or keeps it to read the body still to come.
      setTimeout(() => finish(false), CLOSE_WAIT_MS);
    });
    socket.on("end", () => finish(true));
    socket.on("error", reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n` +
        (cookie ? `Cookie: ${cookie}\r\n` : "") +
        "\r\n",
    );
  });
}

const MULTIPART = "multipart/form-data; boundary=qtoguardboundary";
const UPLOADS = [
  { path: IMPORT_PATHS.import, type: "text/csv", length: IMPORT_LIMITS.maxBytes },
  { path: IMPORT_PATHS.import, type: MULTIPART, length: IMPORT_LIMITS.maxBytes },
  { path: "/reactapp/staff/projects/", type: "application/json", length: 1024 * 1024 },
  { path: "/reactapp/staff/projects/1/documents/", type: MULTIPART, length: 100 * 1024 * 1024 },
  { path: "/reactapp/staff/orders/1/files/", type: MULTIPART, length: 50 * 1024 * 1024 },
];

describe("server/staff/guards: refused before the body is read", () => {
  let app: FastifyInstance;
  let port: number;
  let customer: string;
  beforeAll(async () => {
    const started = await startServer({ SEED_PROJECTS: "1" });
    app = started.app;
    port = Number(new URL(started.origin).port);
    const { cookies } = await signedIn(app, "not-staff");
    customer = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  });
  afterAll(() => app?.close());

  it.each(UPLOADS)("answers 401 to $type on $path before any of its body is sent", async ({ path, type, length }) => {
    expect(await headersOnly(port, path, type, length)).toEqual({ status: 401, closed: true });
  });

  it.each(UPLOADS)("answers 403 to a customer's $type on $path before any of its body is sent", async (upload) => {
    const { path, type, length } = upload;
    expect(await headersOnly(port, path, type, length, customer)).toEqual({ status: 403, closed: true });
  });
});
