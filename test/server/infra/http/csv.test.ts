// CSV cells a spreadsheet opens without running anything: OWASP's CSV injection list of first characters.
import { describe, expect, it } from "vitest";
import { csvCell, defused, toCsv } from "../../../../server/infra/http/csv.ts";

describe("server/infra/http/csv", () => {
  it("defuses a cell starting with any of = + - @ tab or carriage return", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}HYPERLINK("https://evil.example")`)).toBe(
        `"'${start}HYPERLINK(""https://evil.example"")"`,
      );
  });

  it("leaves other cells as they are, quoted", () => {
    expect(csvCell("Oak Grove = school")).toBe('"Oak Grove = school"');
    expect(csvCell(" =1+1")).toBe('" =1+1"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
  });

  it("defuses each item of a list, since a spreadsheet may split the cell into one per item", () => {
    expect(csvCell(["03", "=1+1", "\t@SUM(A1)"])).toBe(`"03 '=1+1 '\t@SUM(A1)"`);
  });

  it("answers the same text when nothing needs defusing", () => {
    expect(defused("plans.pdf")).toBe("plans.pdf");
    expect(defused("\r=1+1")).toBe("'\r=1+1");
  });

  it("writes rows with CRLF line ends", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["=c", "d"],
      ]),
    ).toBe(`"a","b"\r\n"'=c","d"\r\n`);
  });
});
