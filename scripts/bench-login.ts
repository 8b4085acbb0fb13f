// `npm run bench:login`: a benchmark, not a test. Starts the server in its own process, fires a burst
// of logins at once (each from its own loopback address, so the per-IP limit lets them all reach the
// password hash) and meanwhile requests GET /AboutUS/ and a project list one after another, then prints
// their p50 and p99. Target: under 100 ms p99 while the logins hash.
import http from "node:http";
import { seededServer } from "./lib/seeded-server.ts";

const BURST = Number(process.env.BENCH_LOGINS ?? 40);
const PASSWORD = "a long enough passphrase for the benchmark";
const { server } = await seededServer(Number(process.env.BENCH_PROJECTS ?? 1_000));
const { hostname, port } = new URL(server.origin);
const probeAgent = new http.Agent({ keepAlive: true });

type Answer = { status: number; cookies: string[]; body: string; ms: number };

/** One request; `from` picks the loopback address it is sent from (Linux routes all of 127/8 to lo). */
function request(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        ...(options.from ? { localAddress: options.from, agent: false } : { agent: probeAgent }),
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            cookies: res.headers["set-cookie"] ?? [],
            body,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const figures = (values: number[]) =>
  `${values.length} requests, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

// A CSRF cookie and token, good for every call below.
const csrf = await request("/reactapp/csrf/");
const cookie = csrf.cookies.map((c) => c.split(";")[0]).join("; ");
const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
const post = (path: string, payload: object, from?: string) =>
  request(path, {
    method: "POST",
    from,
    headers: { cookie, "x-csrftoken": token, "content-type": "application/json" },
    body: JSON.stringify(payload),
  });

const registered = await post("/reactapp/register/", {
  username: "bench",
  email: "bench@example.com",
  password: PASSWORD,
  confirm_password: PASSWORD,
});
if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.body}`);

const PAGE = "/AboutUS/";
const API = "/reactapp/projects/projects/?format=json&page=1&page_size=20";
for (const path of [PAGE, API]) {
  const warm = await request(path);
  if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}; is the site built?`);
}

/** Requests `path` one after another until `until` settles; the latency of each. */
async function probe(path: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) times.push((await request(path)).ms);
  return times;
}

const quiet = new Promise((resolve) => setTimeout(resolve, 2_000));
const [quietPage, quietApi] = await Promise.all([probe(PAGE, quiet), probe(API, quiet)]);
console.log(`no logins:   ${PAGE} ${figures(quietPage)}; project list ${figures(quietApi)}`);

const started = performance.now();
const burst = Promise.all(
  Array.from({ length: BURST }, (_, i) =>
    post("/reactapp/drflogin/", { username: "bench", password: PASSWORD }, `127.0.0.${10 + i}`),
  ),
);
const [page, api, logins] = await Promise.all([probe(PAGE, burst), probe(API, burst), burst]);
const statuses = logins.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});
console.log(
  `${BURST} logins at once: done in ${Math.round(performance.now() - started)} ms, answers ${JSON.stringify(statuses)}, ` +
    `login ${figures(logins.map((a) => a.ms))}`,
);
console.log(`during them: ${PAGE} ${figures(page)}; project list ${figures(api)}`);
const worst = Math.max(percentile(page, 99), percentile(api, 99));
console.log(
  `page and API p99 during the burst: ${worst.toFixed(1)} ms (target under 100 ms): ${worst < 100 ? "met" : "MISSED"}`,
);
await server.stop();
process.exit(0);
