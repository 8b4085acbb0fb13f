// The e-mails in a data folder's outbox, read back: header fields (unfolded, names lower-cased) and the
// plain-text body, quoted-printable decoded (RFC 2045 §6.7) as nodemailer writes non-ASCII text.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type OutboxMail = { file: string; headers: Record<string, string>; text: string };

function decodeQuotedPrintable(body: string): string {
  const escaped = body.replaceAll("%", "%25").replace(/=\r?\n/g, "");
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, "%$1"));
}

export function outboxMails(dataDir: string): OutboxMail[] {
  const folder = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(folder, file), "utf8");
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
