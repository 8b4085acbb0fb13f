// The e-mails a test app wrote to its outbox (DATA_DIR/outbox/), decoded, and the account links in them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Each .eml's text with quoted-printable soft breaks and escapes undone (RFC 2045 6.7), oldest first. */
export function outboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) =>
      readFileSync(path.join(dir, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** The mails sent to `to`. */
export const mailsTo = (dataDir: string, to: string) =>
  outboxMails(dataDir).filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(mail));

/** The token of the last link to `page` (/account/reset-password/) e-mailed to `to`, if any. */
export function lastLinkToken(dataDir: string, to: string, page: string): string | undefined {
  const pattern = new RegExp(`${page.replace(/[/.]/g, "\\$&")}\\?token=([\\w-]+)`, "g");
  const tokens = mailsTo(dataDir, to).flatMap((mail) => [...mail.matchAll(pattern)].map((match) => match[1]!));
  return tokens.at(-1);
}
