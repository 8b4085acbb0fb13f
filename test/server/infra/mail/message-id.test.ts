// Notifications are at-least-once: a crash between sending one and marking its record sends it again at
// the next start. Every sending of one record's e-mail carries the same Message-ID, so mail clients fold
// the repeats into one message (RFC 5322 3.6.4).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailer, messageId } from "../../../../server/infra/mail/mailer.ts";
import { composeLeadMail } from "../../../../server/domains/leads/lead-mail.ts";
import { tempDataDir } from "../../../helpers/app.ts";

const header = (eml: string) => eml.match(/^Message-ID: (.*)$/m)?.[1];

describe("server: Message-ID of notifications", () => {
  it("names the record on the sender's domain", () => {
    expect(messageId("lead-QTO-Q-7K2M9XPD", "website@qtosolutions.com")).toBe("<lead-QTO-Q-7K2M9XPD@qtosolutions.com>");
  });

  it("writes one lead's notification twice with one Message-ID, derived from its reference", async () => {
    const outboxDir = path.join(tempDataDir(), "outbox");
    const mail = mailer({ to: "leads@qtosolutions.com", from: "website@qtosolutions.com", outboxDir });
    const lead = {
      id: 7,
      type: "contact" as const,
      reference: "QTO-C-ABCDEFGH",
      fields: { name: "Dana Reyes", email: "dana@example.com", message: "Hello" },
      files: [],
      partner: "",
      partner_name: null,
      unlisted_origin: null,
    };
    // The first sending, then the catch-up's after a crash that came before the lead was marked.
    for (let sending = 0; sending < 2; sending++) {
      const { message, reference } = composeLeadMail(lead, "https://qtosolutions.com");
      await mail.send(message, reference);
    }
    const ids = readdirSync(outboxDir).map((file) => header(readFileSync(path.join(outboxDir, file), "utf8")));
    expect(ids).toEqual(["<lead-QTO-C-ABCDEFGH@qtosolutions.com>", "<lead-QTO-C-ABCDEFGH@qtosolutions.com>"]);
  });
});
