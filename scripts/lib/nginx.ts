// Debian's nginx (which .ci/run installs) in front of server processes, for the tests and
// `bench:api -- --processes 2`, serving the production site file deploy/nginx/qto.conf itself: the
// upstream's ports, the listening ports, the certificate (self-signed, made here with openssl), the ACME
// folder and the cache become the test's own, and every other line is what production runs. Its own
// nginx.conf, logs and temporary files live in a temporary folder.
//
// Beside the production TLS listener, the same server block gets a plain-HTTP one on loopback, so
// clients that cannot be given the test's certificate (fetch, autocannon) pass through the very same
// locations. Requests go round robin to the backends; the X-Process header picks one by its position
// ("0", "1"), and every answer says which backend gave it in X-Upstream. `edit` changes the site file
// further (a test's own upstream settings).
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, needCommand } from "./processes.ts";

export const SITE_FILE = path.resolve("deploy/nginx/qto.conf");

export type RunningNginx = {
  /** Plain HTTP into the production server block. */
  origin: string;
  /** HTTPS (HTTP/2 offered) with `certificate`, as production listens. */
  tlsOrigin: string;
  /** The port-80 server: ACME challenges, and a redirect of everything else to HTTPS. */
  redirectOrigin: string;
  /** The self-signed certificate (PEM) of 127.0.0.1 and localhost, to trust in a TLS client. */
  certificate: string;
  /** The site file as nginx runs it. */
  site: string;
  stop: () => Promise<void>;
};

export type NginxOptions = { edit?: (site: string) => string };

/** `text` with `from` replaced (every time), failing when it is not there: the site file changed shape. */
function replaced(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx/qto.conf no longer has ${from}: update scripts/lib/nginx.ts`);
  return typeof from === "string" ? text.replaceAll(from, to) : text.replace(from, to);
}

type Ports = { plain: number; tls: number; redirect: number };

/** The production site file with the test's ports, backends, certificate and folders. */
export function testSite(dir: string, ports: Ports, backends: number[]): string {
  let site = readFileSync(SITE_FILE, "utf8");
  const servers = backends.map((backend) => `server 127.0.0.1:${backend};`).join("\n    ");
  site = replaced(site, /(server 127\.0\.0\.1:\d+;\s*)+/, `${servers}\n    `);
  site = replaced(site, "/var/cache/nginx/qto", path.join(dir, "cache"));
  site = replaced(site, "/var/www/letsencrypt", path.join(dir, "acme"));
  site = replaced(site, "/etc/nginx/tls/qto.crt", path.join(dir, "cert.pem"));
  site = replaced(site, "/etc/nginx/tls/qto.key", path.join(dir, "key.pem"));
  site = replaced(site, /^\s*listen \[::\]:\d+.*;\n/gm, "");
  site = replaced(site, "listen 80;", `listen 127.0.0.1:${ports.redirect};`);
  site = replaced(
    site,
    "listen 443 ssl http2;",
    `listen 127.0.0.1:${ports.tls} ssl http2;\n    listen 127.0.0.1:${ports.plain};`,
  );
  // The test's pick of a backend by X-Process; the upstream (round robin, kept-alive) otherwise.
  return replaced(site, "proxy_pass http://qto;", "proxy_pass http://$qto_backend;");
}

function config(dir: string, site: string, backends: number[]): string {
  const picks = backends.map((backend, index) => `${index} 127.0.0.1:${backend};`).join(" ");
  writeFileSync(path.join(dir, "site.conf"), site);
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  # What Debian's /etc/nginx/nginx.conf sets around the sites it includes.
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  ssl_protocols TLSv1.2 TLSv1.3;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # nginx closes a client's connection after 1,000 requests by default; a benchmark's client loses the
  # requests it had sent on it (autocannon counted 29,980 answers of 30,000), so it is kept open here
  # (https://nginx.org/en/docs/http/ngx_http_core_module.html#keepalive_requests).
  keepalive_requests 1000000;
  map $http_x_process $qto_backend { default qto; ${picks} }
  add_header X-Upstream $upstream_addr always;
  include ${dir}/site.conf;
}
`;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days, in `dir`. */
function selfSigned(dir: string): string {
  needCommand("openssl", "apt-get install openssl");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem"), "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return readFileSync(path.join(dir, "cert.pem"), "utf8");
}

export async function startNginx(
  backends: number[],
  { edit = (site) => site }: NginxOptions = {},
): Promise<RunningNginx> {
  needCommand("nginx", "apt-get install nginx");
  const dir = mkdtempSync(path.join(tmpdir(), "qto-nginx-"));
  // Run as root, nginx's workers drop to `nobody`, who must reach the temporary folders and the cache.
  chmodSync(dir, 0o777);
  for (const folder of ["cache", "acme"]) {
    mkdirSync(path.join(dir, folder));
    chmodSync(path.join(dir, folder), 0o777);
  }
  const certificate = selfSigned(dir);
  const ports = { plain: await freePort(), tls: await freePort(), redirect: await freePort() };
  const site = edit(testSite(dir, ports, backends));
  writeFileSync(path.join(dir, "nginx.conf"), config(dir, site, backends));
  const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  nginx.stderr.on("data", (chunk: Buffer) => void (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${ports.plain}`;
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    tlsOrigin: `https://127.0.0.1:${ports.tls}`,
    redirectOrigin: `http://127.0.0.1:${ports.redirect}`,
    certificate,
    site,
    stop: async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill("SIGQUIT");
      await once(nginx, "exit");
    },
  };
}
