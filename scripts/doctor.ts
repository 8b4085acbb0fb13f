// Checks the configuration and every service it names before anyone starts the server:
//   npm run doctor
// Reads the environment as the server does, then reaches the database (and whether its migrations are
// this code's), the store of uploaded files, Redis and the mail server when configured, the built site,
// the payment provider and the backup destination; prints one line each, ✓ fine, ! worth knowing, ✗ a
// problem said plainly. Exit codes: 0 nothing wrong, 1 a problem.
import { loadConfig, type Config } from "../server/config.ts";
import { CHECKS, type Finding } from "./lib/doctor-checks.ts";

const MARKS = { ok: "✓", note: "!", problem: "✗" } as const;
/** No check waits on a service longer than this. */
const CHECK_MS = 15_000;

const print = ({ state, what, says }: Finding) => console.log(`${MARKS[state]} ${what}: ${says}`);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  const problems = (error as Error).message.replace(/^Invalid configuration:\n/, "").split("\n");
  console.log(`${MARKS.problem} configuration: the server would refuse to start:`);
  for (const line of problems) console.log(`    ${line.trim()}`);
  process.exit(1);
}
print({ state: "ok", what: "configuration", says: `read from the environment (NODE_ENV=${config.env}).` });

const findings = await Promise.all(
  CHECKS.map((check) =>
    Promise.race([
      check(config).catch((error: Error): Finding[] => [{ state: "problem", what: check.name, says: error.message }]),
      new Promise<Finding[]>((resolve) =>
        setTimeout(
          () => resolve([{ state: "problem", what: check.name, says: `no answer within ${CHECK_MS / 1000} s.` }]),
          CHECK_MS,
        ).unref(),
      ),
    ]),
  ),
);
for (const finding of findings.flat()) print(finding);
const problems = findings.flat().filter((finding) => finding.state === "problem").length;
console.log(
  problems
    ? `${problems} problem${problems === 1 ? "" : "s"}: fix ${problems === 1 ? "it" : "them"} before starting the server.`
    : "Nothing wrong.",
);
process.exit(problems ? 1 : 0);
