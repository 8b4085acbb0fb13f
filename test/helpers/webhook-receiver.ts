// A webhook receiver on loopback for tests: it records each request (headers and body), answers with
// the statuses it is told to (then 200), and checks signatures with the Standard Webhooks package.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type Received = { headers: IncomingHttpHeaders; body: string; status: number };

export async function webhookReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      response.statusCode = statuses.shift() ?? 200;
      received.push({ headers: request.headers, body, status: response.statusCode });
      response.end(response.statusCode === 200 ? "thanks" : "receiver trouble");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/qto`,
    received,
    /** The next answers, in order, before the receiver answers 200 again. */
    answerNext: (...codes: number[]) => void statuses.push(...codes),
    /** Forgets the answers still to come: 200 from now on. */
    answerOk: () => void statuses.splice(0),
    /** The request's payload if its signature verifies under `secret` (throws otherwise). */
    verify: ({ headers, body }: Received, secret: string) =>
      new Webhook(secret).verify(body, {
        "webhook-id": String(headers["webhook-id"]),
        "webhook-timestamp": String(headers["webhook-timestamp"]),
        "webhook-signature": String(headers["webhook-signature"]),
      }) as { type: string; timestamp: string; data: Record<string, unknown> },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
