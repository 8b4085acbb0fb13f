// The e-mails' layout: server/infra/mail/layout.mjml, filled with the firm's facts, links, colours and type
// (the site's own: pages/_data/, tokens.css), compiled by MJML to dist/mail/layout.html, which the server
// fills for each message (server/infra/mail/mail-html.ts). MJML is a build tool only: the server needs its
// output, never MJML itself.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import mjml2html from "mjml";
import nunjucks from "nunjucks";
import navigation from "../pages/_data/navigation.json" with { type: "json" };
import site from "../pages/_data/site.js";

export const MAIL_LAYOUT_SOURCE = "server/infra/mail/layout.mjml";

/** The tokens' colours by camel-cased name (--color-on-dark → onDark) and the mail's font stack. */
export function mailTokens(css = readFileSync("pages/_includes/common/tokens.css", "utf8")) {
  const color = Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => [
      name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()),
      value,
    ]),
  );
  // The site's stack, with Inter by its installed name: the site's two Inter faces are its own web fonts,
  // which mail clients do not load. Single quotes: MJML writes the stack into double-quoted style attributes.
  const stack = /--font-sans:\s*([^;]+);/.exec(css)[1];
  const font = stack.replace(/"Inter Variable",\s*"Inter Fallback"/, "Inter").replaceAll('"', "'");
  return { color, font };
}

/** The few pages the footer links to, by the site's own labels and addresses. */
function footerLinks() {
  const named = (list, label) => list.find((item) => item.label === label);
  return [
    named(navigation.main, "Solutions"),
    named(navigation.explore, "Project leads"),
    named(navigation.main, "Contact Us"),
    { label: "Your account", href: "/account/" },
    named(navigation.legal, "Privacy Policy"),
  ];
}

// Delimiters of their own, so the build leaves the server's {{ }} and {% %} untouched.
const buildTime = new nunjucks.Environment(null, {
  autoescape: true,
  throwOnUndefined: true,
  tags: {
    blockStart: "<%",
    blockEnd: "%>",
    variableStart: "<$",
    variableEnd: "$>",
    commentStart: "<#",
    commentEnd: "#>",
  },
});

/** Compiles the layout to `output`/layout.html; an MJML error fails the build and keeps the last good file. */
export async function buildMailLayout(output = "dist/mail") {
  const source = buildTime.renderString(readFileSync(MAIL_LAYOUT_SOURCE, "utf8"), {
    ...mailTokens(),
    site,
    links: footerLinks(),
  });
  // Strict: an element or attribute MJML does not know fails the build, naming its line, rather than
  // shipping a layout some client renders wrong.
  // No web fonts: MJML links Google Fonts for any of its five known faces in the stack (Roboto is in the
  // site's), which would tell Google who opened the mail (https://documentation.mjml.io/#inside-node-js).
  const { html } = await mjml2html(source, { validationLevel: "strict", keepComments: false, fonts: {} }).catch(
    (error) => {
      const problems = error.errors?.map((problem) => `line ${problem.line}: ${problem.message}`) ?? [error.message];
      throw new Error(`${MAIL_LAYOUT_SOURCE}: ${problems.join("; ")}`);
    },
  );
  mkdirSync(output, { recursive: true });
  const file = path.join(output, "layout.html");
  writeFileSync(`${file}.next`, html);
  renameSync(`${file}.next`, file);
}
