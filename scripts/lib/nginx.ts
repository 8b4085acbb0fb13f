// Debian's nginx (which .ci/run installs) as a load balancer in front of server processes, for the
// two-process test and `bench:api -- --processes 2`, run with its own configuration, logs and temporary files in a temporary folder. Requests go round
// robin to the backends; the X-Process header picks one by its position ("0", "1"), and every answer
// says which backend gave it in X-Upstream.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, needCommand } from "./processes.ts";

export type RunningNginx = { origin: string; stop: () => Promise<void> };

function config(dir: string, port: number, backends: number[]): string {
  const servers = backends.map((backend) => `server 127.0.0.1:${backend};`).join(" ");
  const picks = backends.map((backend, index) => `${index} 127.0.0.1:${backend};`).join(" ");
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 300m;
  # Connections to the backends kept open and reused, as production's load balancer does; without
  # this nginx opens a new one to Node for every request (https://nginx.org/en/docs/http/ngx_http_upstream_module.html#keepalive).
  upstream backends { ${servers} keepalive 32; }
  map $http_x_process $backend { default backends; ${picks} }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's connection after 1,000 requests by default; a benchmark's client loses the
    # requests it had sent on it (autocannon counted 29,980 answers of 30,000), so it is kept open here
    # (https://nginx.org/en/docs/http/ngx_http_core_module.html#keepalive_requests).
    keepalive_requests 1000000;
    location / {
      proxy_pass http://$backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startNginx(backends: number[]): Promise<RunningNginx> {
  needCommand("nginx", "apt-get install nginx");
  const dir = mkdtempSync(path.join(tmpdir(), "qto-nginx-"));
  // Run as root, nginx's workers drop to `nobody`, who must reach the temporary folders.
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), config(dir, port, backends));
  const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  nginx.stderr.on("data", (chunk: Buffer) => void (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
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
    stop: async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill("SIGQUIT");
      await once(nginx, "exit");
    },
  };
}
