// Every visitor who sends a message or a quote request hears that it arrived: an e-mail to the address
// they gave, with the reference, what happens next and each file received by name, replies going to the
// firm; once (its job is keyed by the lead). A sample request gets its sample instead, a blog reply nothing.
// The mail carries none of the visitor's own words but the names of their files: the address is unproven.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import quoteForm from "../../../../contract/forms/quote.json" with { type: "json" };
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { mailsTo } from "../../../helpers/outbox.ts";

const FIRM = "leads@qtosolutions.com";

describe.each(TEST_DATABASES)("server: lead acknowledgements on $name", ({ url }) => {
  let app: FastifyInstance;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
  });
  afterAll(() => app.close());

  const send = async (type: keyof typeof VALID_LEADS, email: string, files: string[] = []) => {
    const fields = Object.entries({ ...VALID_LEADS[type].body, email }).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((v) => ({ name, value: String(v) })) : [{ name, value: String(value) }],
    );
    const request = files.length
      ? multipart([...fields, ...files.map((filename) => ({ name: "specification_files", filename, content: PDF }))])
      : { payload: { ...VALID_LEADS[type].body, email }, headers: {} };
    const response = await app.inject({ method: "POST", url: VALID_LEADS[type].path, ...request });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reference as string;
  };

  it("tells a quote's sender its reference, what happens next and each file received, replies to the firm", async () => {
    const reference = await send("quote", "pm@buildco.example", ["Level 2 plans.pdf", "specs.pdf"]);
    await app.jobs.runDue();
    const [mail = "", ...more] = mailsTo(dataDir, "pm@buildco.example");
    expect(more).toEqual([]);
    expect(mail).toMatch(new RegExp(`^Subject: We received your quote request: ${reference}$`, "m"));
    expect(mail).toMatch(new RegExp(`^Reply-To: ${FIRM}$`, "m"));
    expect(mail).toContain(`Your reference: ${reference}`);
    expect(mail).toContain("We received these 2 files:\n- Level 2 plans.pdf (");
    expect(mail).toContain("- specs.pdf (");
    expect(mail.replace(/\s+/g, " ")).toContain(quoteForm.success.next);
    // None of the visitor's own words: not the name they typed, not their message.
    expect(mail).not.toContain(VALID_LEADS.quote.body.full_name);
    expect(mail).not.toContain(VALID_LEADS.quote.body.scope_of_project);
  });

  it("acknowledges a contact message once: the job done, none is left to run again", async () => {
    const reference = await send("contact", "ana@client.example");
    await app.jobs.runDue();
    // Its job is done: nothing runs again (after a crash between sending and recording, the retry's mail
    // has the same Message-ID, ack-<reference>, which mail clients fold into one).
    expect(await app.jobs.runDue()).toBe(0);
    const mails = mailsTo(dataDir, "ana@client.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^Subject: We received your message: ${reference}$`, "m"));
    expect(mails[0]).not.toContain("We received this file");
  });

  it("sends a sample's sender the sample alone, and a blog reply's nothing", async () => {
    await send("sample", "sam@gc.example");
    await send("reply", "rae@blog.example");
    await app.jobs.runDue();
    const sample = mailsTo(dataDir, "sam@gc.example");
    expect(sample).toHaveLength(1);
    expect(sample[0]).toContain("sample take-off");
    expect(mailsTo(dataDir, "rae@blog.example")).toEqual([]);
  });
});
