// The leads CSV's files column: the names visitors gave their files are theirs to choose, so each one is
// cleaned of control characters and defused as a cell would be, including names stored before that rule.
import { describe, expect, it } from "vitest";
import { leadsToCsv } from "../../../../server/domains/leads/leads-csv.ts";
import type { StoredLead } from "../../../../server/domains/leads/leads-repository.ts";
import { testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

const lead = (names: string[]): StoredLead => ({
  id: 1,
  type: "quote",
  reference: "QTO-Q-ABCDEFGH",
  status: "new",
  created_at: "2027-01-01T00:00:00.000Z",
  source_page: "",
  referrer: "",
  partner: "",
  unlisted_origin: null,
  utm: {},
  payload: { full_name: "Sam Park" },
  files: names.map((name, i) => ({ name, stored_as: `${i}.pdf`, size: 1, removed_at: null })),
});

/** The files column of the only lead's row. */
const filesCell = (names: string[]) => {
  const [header, row] = leadsToCsv([lead(names)]).split("\r\n");
  const cells = row!.match(/"(?:[^"]|"")*"/g)!;
  return cells[header!.split(",").indexOf('"files"')];
};

describe("server/leads/leads-csv: the files column", () => {
  it("defuses every file name that would start a formula, not only the first", () => {
    expect(filesCell(["plans.pdf", "=HYPERLINK(evil).pdf", "@SUM(A1).pdf"])).toBe(
      `"plans.pdf; '=HYPERLINK(evil).pdf; '@SUM(A1).pdf"`,
    );
  });

  it("says which files the retention rule removed", () => {
    const [header, row] = leadsToCsv([
      { ...lead([]), files: [{ name: "specs.pdf", stored_as: "1.pdf", size: 1, removed_at: "2027-02-01T00:00:00Z" }] },
    ]).split("\r\n");
    expect(row!.match(/"(?:[^"]|"")*"/g)![header!.split(",").indexOf('"files"')]).toBe('"specs.pdf (removed)"');
  });

  it("takes control characters out of names stored before uploads were cleaned", () => {
    expect(filesCell(["\t=1+1.pdf", "a\r\n=2+2.pdf"])).toBe(`"'=1+1.pdf; a=2+2.pdf"`);
  });
});

describe("server/leads/uploads: a quote file's name", () => {
  it("is stored without folders or control characters, whatever the browser sent", async () => {
    const app = await testApp({ SEED_PROJECTS: "0" });
    const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      [value].flat().map((item) => ({ name, value: String(item) })),
    );
    const { payload, headers } = multipart([
      ...fields,
      { name: "specification_files", filename: "x.pdf", content: PDF },
    ]);
    // A name percent-encoded (filename*, RFC 5987) carries any control character but a line break, which
    // busboy refuses.
    const encoded = payload.toString("latin1").replace('filename="x.pdf"', `filename*=UTF-8''%09%01%3D1%2B1.pdf`);
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.quote.path,
      payload: Buffer.from(encoded, "latin1"),
      headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await app.leads.export("quote");
    expect(stored!.files.map((file) => file.name)).toEqual(["=1+1.pdf"]);
    await app.close();
  });
});
