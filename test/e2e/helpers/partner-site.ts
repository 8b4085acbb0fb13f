// A partner's site on a second local origin, for the embedding journeys: the pages its test writes,
// served from 127.0.0.1 on a free port. The page is written per request, so it can name the API's
// origin, which is known only once the live site listens.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface PartnerSite {
  origin: string;
  close(): void;
}

/** Serves what `respond` gives for each path: an HTML page, or `[content type, body]` for another file. */
export async function startPartnerSite(respond: (path: string) => string | [string, string]): Promise<PartnerSite> {
  const server = createServer((request, response) => {
    const answer = respond(request.url ?? "/");
    const [type, body] = typeof answer === "string" ? ["text/html; charset=utf-8", answer] : answer;
    response.writeHead(200, { "content-type": type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A partner's page: its title as its heading, `body` under it, `head` (our script tag, a listener) above. */
export const partnerPage = (title: string, body: string, head = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
  <body><main><h1>${title}</h1>${body}</main></body></html>`;
