// Logs carry request and lead ids, never what the visitor typed.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { testApp } from "../../../helpers/app.ts";

describe("server: logging", () => {
  it("logs the lead id and no contact data or message", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await testApp({ SEED_PROJECTS: "0", LOG_LEVEL: "info" }, { stream });
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      payload: VALID_LEADS.contact.body,
    });
    await app.close();
    const log = lines.join("");
    expect(log).toContain(`"leadId":${response.json().id}`);
    for (const value of Object.values(VALID_LEADS.contact.body)) expect(log).not.toContain(value);
  });
});
