// The e-mails in a data folder's outbox (DATA_DIR/outbox/), read back: header fields (unfolded, names
// lower-cased) and the plain-text body, quoted-printable decoded (RFC 2045 §6.7) as nodemailer writes
// non-ASCII text; and the account links in them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type OutboxMail = { file: string; headers: Record<string, string>; text: string };

function decodeQuotedPrintable(body: string): string {
  const escaped = body.replaceAll("%", "%25").replace(/=\r?\n/g, "");
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, "%$1"));
}

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

export function outboxMails(dataDir: string): OutboxMail[] {
  return outboxFiles(dataDir).map(({ file, raw }) => {
    const split = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    const headers = Object.fromEntries(
      head.split(/\r?\n/).map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const body = raw.slice(split).trim();
    const text = /quoted-printable/i.test(headers["content-transfer-encoding"] ?? "")
      ? decodeQuotedPrintable(body)
      : body;
    return { file, headers, text };
  });
}

/** Each whole .eml (headers and body) with quoted-printable undone, sent to `to`, oldest first. */
export const mailsTo = (dataDir: string, to: string) =>
  outboxFiles(dataDir)
    .map(({ raw }) => decodeQuotedPrintable(raw))
    .filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(mail));

/** The token of the last link to `page` (/account/reset-password/) e-mailed to `to`, if any. */
export function lastLinkToken(dataDir: string, to: string, page: string): string | undefined {
  const pattern = new RegExp(`${page.replace(/[/.]/g, "\\$&")}\\?token=([\\w-]+)`, "g");
  const tokens = mailsTo(dataDir, to).flatMap((mail) => [...mail.matchAll(pattern)].map((match) => match[1]!));
  return tokens.at(-1);
}
