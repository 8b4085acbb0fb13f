// scripts/build.js: each half rebuilt only when its own sources changed, and a failed rebuild keeps
// the last good build (with --or-last-good, as `npm start` runs it, the server still starts).
import { cpSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildIn, projectCopy } from "../helpers/project-copy.ts";

/** A copy whose dist/ holds the current build, both halves stamped as built after their sources. */
function builtCopy(): string {
  const dir = projectCopy({ withDist: true });
  cpSync("dist/widgets", path.join(dir, "dist/widgets"), { recursive: true });
  cpSync("dist/mail", path.join(dir, "dist/mail"), { recursive: true });
  for (const part of ["site", "widgets", "mail"]) writeFileSync(path.join(dir, `dist/.build-stamp-${part}`), "");
  return dir;
}

/** Marks `file` of the copy as edited a second from now, after the stamps. */
function touch(dir: string, file: string) {
  const later = new Date(Date.now() + 1000);
  utimesSync(path.join(dir, file), later, later);
}

describe("scripts/build", () => {
  it("rebuilds only the site after a content edit", () => {
    const dir = builtCopy();
    touch(dir, "pages/_data/faq.json");
    const { status, output } = buildIn(dir, "--if-stale");
    expect(status, output).toBe(0);
    expect(output).toMatch(/build: site in \d+ ms/);
    expect(output).toContain("build: widgets is up to date");
    expect(output).toContain("build: mail is up to date");
  });

  it("compiles the e-mails' layout again when the site's colours change, and keeps it when MJML refuses an edit", () => {
    const dir = builtCopy();
    const tokens = path.join(dir, "pages/_includes/common/tokens.css");
    writeFileSync(tokens, readFileSync(tokens, "utf8").replace("--color-navy: #0b2545;", "--color-navy: #102a43;"));
    touch(dir, "pages/_includes/common/tokens.css");
    const rebuilt = buildIn(dir, "--if-stale");
    expect(rebuilt.status, rebuilt.output).toBe(0);
    expect(rebuilt.output).toMatch(/build: mail in \d+ ms/);
    expect(rebuilt.output).toContain("build: widgets is up to date");
    const layout = path.join(dir, "dist/mail/layout.html");
    const good = readFileSync(layout, "utf8");
    expect(good).toContain("#102a43");
    expect(good).toContain("{{ greeting }}");

    const source = path.join(dir, "server/infra/mail/layout.mjml");
    writeFileSync(source, readFileSync(source, "utf8").replace("<mj-spacer", "<mj-spacr"));
    const refused = buildIn(dir, "--only=mail", "--or-last-good");
    expect(refused.status, refused.output).toBe(0);
    expect(refused.output).toMatch(/layout\.mjml: .*mj-spacr/);
    expect(refused.output).toContain("build: mail NOT rebuilt (see above); dist/mail still holds the last good build.");
    expect(readFileSync(layout, "utf8")).toBe(good);
  });

  it("keeps the last good site when the rebuild fails, and says why", () => {
    const dir = builtCopy();
    const home = path.join(dir, "dist/site/index.html");
    writeFileSync(home, readFileSync(home, "utf8").replace("</body>", "<!-- last good --></body>"));
    writeFileSync(path.join(dir, "pages/_data/counters.json"), "[{ not json");
    touch(dir, "pages/_data/counters.json");

    const started = buildIn(dir, "--if-stale", "--or-last-good");
    expect(started.status, started.output).toBe(0);
    expect(started.output).toContain("counters.json: cannot be read");
    expect(started.output).toContain("build: site NOT rebuilt (see above); dist/site still holds the last good build.");
    expect(readFileSync(home, "utf8")).toContain("<!-- last good -->");

    // Without --or-last-good (npm run build, the tests) the failure fails the command.
    expect(buildIn(dir, "--if-stale").status).toBe(1);
  });

  it("fails without --or-last-good when there is no earlier build to serve", () => {
    const dir = projectCopy();
    writeFileSync(path.join(dir, "pages/_data/counters.json"), "[{ not json");
    const { status, output } = buildIn(dir, "--only=site", "--or-last-good");
    expect(status).toBe(1);
    expect(output).toContain("build: site NOT built (see above), and there is no earlier build in dist/site.");
  });

  it("keeps the last good widgets when their rebuild fails", () => {
    const dir = builtCopy();
    const embed = readFileSync(path.join(dir, "dist/widgets/embed.js"), "utf8");
    // A broken Rollup config fails as any widget error would, without a minute of type checking.
    writeFileSync(path.join(dir, "rollup.config.mjs"), "export default [;\n");
    const { status, output } = buildIn(dir, "--only=widgets", "--or-last-good");
    expect(status, output).toBe(0);
    expect(output).toContain("build: widgets NOT rebuilt (see above); dist/widgets still holds the last good build.");
    expect(output).not.toMatch(/^\s*at /m);
    expect(readFileSync(path.join(dir, "dist/widgets/embed.js"), "utf8")).toBe(embed);
  });
});
