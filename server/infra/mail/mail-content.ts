// What an e-mail says, described once: its greeting, its blocks (paragraphs, lists, label–value facts,
// links, a button, someone's quoted words), its signature and its small print. renderMail turns one
// description into both parts of the message: the plain text, written here, and the HTML, the firm's
// layout filled with the same blocks (mail-html.ts). A composer never writes either part itself.
import type { MailBlock, MailLink } from "./mail-blocks.ts";
import { mailHtml } from "./mail-html.ts";

export type MailContent = {
  /** The subject, which the HTML's <title> repeats. */
  subject: string;
  /** A line over the message in the HTML (and the text's first line): the team's notices name their record. */
  heading?: string;
  /**
   * Whom it greets: a person by their name ("Hello Dana Reyes,"), never by a username, and "Hello," when
   * no name is known. Absent: no greeting (the team's own notices open with their news).
   */
  greet?: { name?: string | null };
  blocks: Array<MailBlock | false | undefined | null | "">;
  /** Signed by the firm: every e-mail to a customer or visitor. */
  signed?: boolean;
  /** The small print: why this e-mail came, and the link that stops the kind (RFC 8058's, for people). */
  footnote?: { lines: string[]; unsubscribe?: MailLink };
};

export const greeting = (name?: string | null) => (name?.trim() ? `Hello ${name.trim()},` : "Hello,");

/** How the firm signs, in both parts alike. */
export const SIGNATURE = ["Kind regards,", "The QTO Solutions team"];

function blockText(block: MailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("link" in block)
    return `${block.link.before ? `${block.link.before} ` : ""}${block.link.label}: ${block.link.url}`;
  if ("button" in block) return `${block.button.label}: ${block.button.url}`;
  if ("list" in block) {
    const items = block.list.items.map(
      (item) => `- ${item.text}${item.detail ? ` ${item.detail}` : ""}${item.url ? `\n  ${item.url}` : ""}`,
    );
    return [...(block.list.intro ? [block.list.intro] : []), ...items].join("\n");
  }
  if ("facts" in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join("\n");
  return block.quote;
}

const present = (block: MailContent["blocks"][number]): block is MailBlock => Boolean(block);

/** The plain-text part: the greeting, each block a paragraph of its own, the signature, the small print. */
export function mailText(content: MailContent): string {
  const paragraphs = [
    ...(content.heading ? [content.heading] : []),
    ...(content.greet ? [greeting(content.greet.name)] : []),
    ...content.blocks.filter(present).map(blockText),
    ...(content.signed ? [SIGNATURE.join("\n")] : []),
  ];
  const { footnote } = content;
  const small = footnote
    ? [
        ...footnote.lines,
        ...(footnote.unsubscribe ? [`${footnote.unsubscribe.label}: ${footnote.unsubscribe.url}`] : []),
      ]
    : [];
  return `${[...paragraphs, ...(small.length ? [small.join("\n")] : [])].join("\n\n")}\n`;
}

/** Both parts of the message, and its subject, from one description; `siteUrl` starts the layout's links. */
export function renderMail(content: MailContent, siteUrl: string): { subject: string; text: string; html: string } {
  const blocks = content.blocks.filter(present);
  return {
    subject: content.subject,
    text: mailText(content),
    html: mailHtml({
      siteUrl,
      subject: content.subject,
      preview: blocks.map(blockText).find(Boolean)?.split("\n")[0] ?? content.subject,
      heading: content.heading,
      greeting: content.greet && greeting(content.greet.name),
      blocks,
      signature: content.signed ? SIGNATURE : undefined,
      footnote: content.footnote,
    }),
  };
}
