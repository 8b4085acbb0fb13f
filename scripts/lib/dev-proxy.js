// The front door of `npm run dev`: one port, where pages come from Eleventy's dev server (live reload,
// its WebSocket included) and everything the Fastify server owns goes to it, bodies and all.
import { createServer, request } from "node:http";
import net from "node:net";

/** What the API server answers: the API, the widgets, the test gateway, project pages and any post. */
export const toApi = (method, url) =>
  method !== "GET" && method !== "HEAD"
    ? true
    : /^\/(?:reactapp|widgets|test-gateway)\/|^\/ProjectDetail\/[^/?#]+/i.test(url);

/** Pipes `req` to 127.0.0.1:`port` and the answer back. */
function forward(req, res, port) {
  const upstream = request(
    { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => res.writeHead(502, { "content-type": "text/plain" }).end(`dev: ${error.message}`));
  req.pipe(upstream);
}

/** Listens on `port`, sending each request to `apiPort` or `pagesPort`. */
export function startDevProxy({ port, host, apiPort, pagesPort }) {
  const server = createServer((req, res) => forward(req, res, toApi(req.method, req.url) ? apiPort : pagesPort));
  // The dev server's live reload talks over a WebSocket: the upgrade is passed through as raw bytes.
  server.on("upgrade", (req, socket, head) => {
    const upstream = net.connect(pagesPort, "127.0.0.1", () => {
      const headers = Object.entries(req.headers).map(([name, value]) => `${name}: ${value}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
