// The e-mails in a data folder's outbox (DATA_DIR/outbox/), read back: header fields (unfolded, names
// lower-cased), the plain-text part and the HTML part, each decoded from its transfer encoding
// (quoted-printable, RFC 2045 §6.7, or base64, §6.8) as nodemailer writes them, a multipart message
// split at its boundaries (RFC 2046 §5.1); and the account links in them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** `types`: the content type of every part, the multipart ones that hold others first. */
export type OutboxMail = {
  file: string;
  headers: Record<string, string>;
  text: string;
  html?: string;
  types: string[];
};

function decodeQuotedPrintable(body: string): string {
  const escaped = body.replaceAll("%", "%25").replace(/=\r?\n/g, "");
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, "%$1"));
}

type Part = { headers: Record<string, string>; body: string };

function splitPart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, " ");
  const headers = Object.fromEntries(
    head.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { headers, body: split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "") };
}

/** The leaf parts of a message, text ones decoded; a part that is not multipart is its own leaf. */
function leaves(part: Part): Part[] {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /^multipart\/.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => leaves(splitPart(section.replace(/^\r?\n/, ""))));
  }
  if (!/^text\//i.test(type)) return [part];
  const encoding = part.headers["content-transfer-encoding"] ?? "";
  const body = /quoted-printable/i.test(encoding)
    ? decodeQuotedPrintable(part.body)
    : /base64/i.test(encoding)
      ? Buffer.from(part.body, "base64").toString("utf8")
      : part.body;
  return [{ ...part, body: body.trim() }];
}

const ofType = (parts: Part[], type: string) =>
  parts.find((part) => (part.headers["content-type"] ?? "text/plain").toLowerCase().startsWith(type))?.body;

/** Each .eml's name and raw text, oldest first. */
function outboxFiles(dataDir: string): Array<{ file: string; raw: string }> {
  const folder = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, raw: readFileSync(path.join(folder, file), "utf8") }));
}

/** Each part's content type, a container before what it holds. */
function types(part: Part): string[] {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /^multipart\/.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  const inner = boundary ? part.body.split(`--${boundary}`).slice(1, -1) : [];
  return [
    type.split(";")[0]!.toLowerCase(),
    ...inner.flatMap((section) => types(splitPart(section.replace(/^\r?\n/, "")))),
  ];
}

function readMail(file: string, raw: string): OutboxMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const text = ofType(parts, "text/plain") ?? "";
  return { file, headers: message.headers, text, html: ofType(parts, "text/html"), types: types(message) };
}

export const outboxMails = (dataDir: string): OutboxMail[] =>
  outboxFiles(dataDir).map(({ file, raw }) => readMail(file, raw));

/**
 * Each e-mail sent to `to`, oldest first, as one string: its header, its plain text, then its HTML (so an
 * assertion that a mail does not say something holds for both parts).
 */
export const mailsTo = (dataDir: string, to: string) =>
  outboxFiles(dataDir)
    .map(({ file, raw }) => ({ head: raw.slice(0, raw.search(/\r?\n\r?\n/)), mail: readMail(file, raw) }))
    .filter(({ head }) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(head))
    .map(({ head, mail }) => [head, mail.text, mail.html ?? ""].join("\n\n"));

/** The token of the last link to `page` (/account/reset-password/) e-mailed to `to`, if any. */
export function lastLinkToken(dataDir: string, to: string, page: string): string | undefined {
  const pattern = new RegExp(`${page.replace(/[/.]/g, "\\$&")}\\?token=([\\w-]+)`, "g");
  const tokens = mailsTo(dataDir, to).flatMap((mail) => [...mail.matchAll(pattern)].map((match) => match[1]!));
  return tokens.at(-1);
}
