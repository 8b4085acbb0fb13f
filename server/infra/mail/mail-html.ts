// The HTML part of every e-mail: the firm's layout, compiled from MJML by the build (build/mail-layout.js,
// dist/mail/layout.html), filled with one message's subject, greeting and blocks through Nunjucks. Every
// value is escaped (autoescape): a name, a project or a file name is someone's text, never markup.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import nunjucks from "nunjucks";
import type { MailBlock, MailLink } from "./mail-blocks.ts";

/** Where the build writes the compiled layout (scripts/build.js, its "mail" part). */
export const MAIL_LAYOUT = fileURLToPath(new URL("../../../dist/mail/layout.html", import.meta.url));

export type MailView = {
  siteUrl: string;
  subject: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  heading?: string;
  greeting?: string;
  blocks: MailBlock[];
  signature?: string[];
  footnote?: { lines: string[]; unsubscribe?: MailLink };
};

let layout: nunjucks.Template | undefined;

/** The compiled layout, read once; a process without a build fails here, at start (mail/plugin.ts). */
export function mailLayout(): nunjucks.Template {
  if (layout) return layout;
  let source: string;
  try {
    source = readFileSync(MAIL_LAYOUT, "utf8");
  } catch (error) {
    throw new Error(`The e-mails' layout ${MAIL_LAYOUT} is missing: build it (npm run build).`, { cause: error });
  }
  layout = nunjucks.compile(source, new nunjucks.Environment(null, { autoescape: true }));
  return layout;
}

export const mailHtml = (view: MailView): string => mailLayout().render(view);
