// The quote widget and the server read the same fields: the widget refuses what it can show at once
// (a link that is no web address), the server adds the calendar's rule for a date typed past the picker.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { QuoteSchema } from "../../../contract/schemas/quote.ts";
import { CALENDAR_DAY, QuoteRequestSchema } from "../../../contract/schemas/quote-request.ts";
import { VALID_LEADS } from "../../helpers/leads.ts";

const valid = (schema: v.GenericSchema, fields: Record<string, unknown>) =>
  v.safeParse(schema, { ...VALID_LEADS.quote.body, ...fields }).success;

/** Whether `day` names a real day, by the calendar arithmetic of Date (UTC, proleptic Gregorian). */
function realDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !day.startsWith("0000") && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

describe("contract: quote schemas", () => {
  it("CALENDAR_DAY agrees with Date on every day of four centuries and the years around them", () => {
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    const disagreements: string[] = [];
    for (const year of [0, 1, 4, 100, 400, 999, ...Array.from({ length: 420 }, (_, i) => 1890 + i), 9996, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (CALENDAR_DAY.test(text) !== realDay(text)) disagreements.push(text);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("refuses impossible days on the server, and takes real ones", () => {
    for (const day of ["2027-02-30", "2027-04-31", "0000-01-01"])
      expect(valid(QuoteRequestSchema, { project_required_date: day })).toBe(false);
    for (const day of ["2028-02-29", "2027-01-15"])
      expect(valid(QuoteRequestSchema, { project_required_date: day })).toBe(true);
  });

  it("takes the whole project, alone or ticked beside divisions, and keeps it alone (it covers them all)", () => {
    for (const schema of [QuoteSchema, QuoteRequestSchema]) {
      for (const sent of ["all", ["all"], ["03", "all", "09"]]) {
        const parsed = v.safeParse(schema, { ...VALID_LEADS.quote.body, select_csi_divisions: sent });
        expect(parsed.success && parsed.output.select_csi_divisions, JSON.stringify(sent)).toEqual(["all"]);
      }
      const some = v.safeParse(schema, { ...VALID_LEADS.quote.body, select_csi_divisions: ["03", "09", "03"] });
      expect(some.success && some.output.select_csi_divisions).toEqual(["03", "09"]);
      expect(valid(schema, { select_csi_divisions: ["everything"] })).toBe(false);
    }
  });

  it("refuses links other than http(s) in the widget's schema and the server's", () => {
    for (const schema of [QuoteSchema, QuoteRequestSchema]) {
      expect(valid(schema, { website_url: "javascript:alert(1)" })).toBe(false);
      expect(valid(schema, { website_url: "data:text/html,<script>alert(1)</script>" })).toBe(false);
      expect(valid(schema, { website_url: "https://parkgc.example.com" })).toBe(true);
    }
  });

  it("takes a website typed without https:// in the widget's schema and the server's, and the server adds it", () => {
    const typed = { ...VALID_LEADS.quote.body, website_url: "buildco.example" };
    expect(valid(QuoteSchema, typed)).toBe(true);
    const parsed = v.safeParse(QuoteRequestSchema, typed);
    expect(parsed.success && parsed.output.website_url).toBe("https://buildco.example");
    const empty = v.safeParse(QuoteRequestSchema, { ...typed, website_url: "" });
    expect(empty.success && empty.output.website_url).toBe("");
  });
});
