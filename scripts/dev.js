// `npm run dev`: one command for editing. Eleventy rebuilds the site on every change and its dev server
// reloads the page; Rollup rebuilds the widgets that changed (watch mode) and the page reloads again;
// the Fastify server serves the API (restarted by node --watch when server code changes). All of it
// answers at http://localhost:PORT (8080), through scripts/lib/dev-proxy.js.
import { spawn } from "node:child_process";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { watch } from "rollup";
import { loadConfigFile } from "rollup/loadConfigFile";
import { buildMailLayout } from "../build/mail-layout.js";
import { startDevProxy } from "./lib/dev-proxy.js";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "localhost";
const [apiPort, pagesPort] = [port + 1, port + 2];

// The widgets: Rollup's watch mode rebuilds only what an edit touched.
const { options, warnings } = await loadConfigFile(path.resolve("rollup.config.mjs"));
warnings.flush();
const widgets = watch(options);
// The first build rewrites dist/widgets (a file read mid-write is empty), so nothing is served before it ends.
const firstBuild = new Promise((resolve) =>
  widgets.on("event", (event) => ["END", "ERROR"].includes(event.code) && resolve()),
);
widgets.on("event", (event) => {
  if (event.code === "ERROR") console.error(`dev: widgets: ${event.error.message}`);
  if (event.code === "END") console.log("dev: widgets rebuilt");
  event.result?.close();
});

// The site: Eleventy's own watcher and dev server, which also reloads when the widgets' loader changes.
const eleventy = new Eleventy(undefined, undefined, {
  configPath: ".eleventy.js",
  quietMode: true,
  config(eleventyConfig) {
    eleventyConfig.setServerOptions({ port: pagesPort, watch: ["dist/widgets/embed.js"], showAllHosts: false });
  },
});
await eleventy.init();
await eleventy.watch();
await eleventy.serve(pagesPort);

// The API serves the site's index and the widgets' folder, so it starts once both are built; its e-mails
// are written in the layout the build compiles (an edit to it shows at the next `npm run dev`).
await firstBuild;
await buildMailLayout();
// The API, in development mode (no HSTS on plain HTTP), restarted when its code changes.
const api = spawn(
  process.execPath,
  ["--watch-path=server", "--watch-path=contract", "--import", "tsx", "server/server.ts"],
  {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", PORT: String(apiPort), HOST: "127.0.0.1" },
  },
);

await startDevProxy({ port, host, apiPort, pagesPort });
console.log(`dev: http://${host}:${port}/ (site with live reload, widgets and API)`);

const stop = () => {
  api.kill();
  void widgets.close();
  void eleventy.stopWatch?.();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
