// The transport leads and orders share: a message that cannot go by SMTP is kept in the outbox as a
// complete e-mail (sender, recipient, reply address, subject), named after its lead or order.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailer } from "../../../../server/infra/mail/mailer.ts";
import { tempDataDir } from "../../../helpers/app.ts";

describe("server: notification mailer", () => {
  it.each([
    ["without SMTP", undefined],
    // Nothing listens on port 1: the connection is refused at once.
    ["when SMTP refuses", "smtp://127.0.0.1:1"],
  ])("writes the message to the outbox %s", async (_case, smtpUrl) => {
    const outboxDir = path.join(tempDataDir(), "outbox");
    const mail = mailer({ smtpUrl, to: "sales@example.com", from: "site@example.com", outboxDir });
    const via = await mail.send(
      {
        id: "order-QTO-O-TEST0001",
        subject: "New order QTO-O-TEST0001",
        text: "Order QTO-O-TEST0001\n",
        replyTo: "buyer@example.com",
      },
      "QTO-O-TEST0001",
    );
    expect(via).toBe("outbox");
    const [file, ...others] = readdirSync(outboxDir);
    expect(others).toEqual([]);
    expect(file).toMatch(/-QTO-O-TEST0001-[0-9a-f]{8}\.eml$/);
    const eml = readFileSync(path.join(outboxDir, file!), "utf8");
    expect(eml).toMatch(/^From: site@example\.com$/m);
    expect(eml).toMatch(/^To: sales@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: buyer@example\.com$/m);
    expect(eml).toMatch(/^Subject: New order QTO-O-TEST0001$/m);
    expect(eml).toContain("\n\nOrder QTO-O-TEST0001\n");
  });
});
