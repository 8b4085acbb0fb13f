// Every suite reads the real build, so build it once before any test runs.
import { execFileSync } from "node:child_process";

export default function setup() {
  execFileSync(process.execPath, ["scripts/build.js", "--if-stale"], { stdio: "inherit" });
}
