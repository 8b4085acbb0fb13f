// The desk's form, the import and the history speak ProjectInput; the table keeps JSON text and 0/1.
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ProjectInputSchema } from "../../../../contract/staff/projects.ts";
import { toInput, toRow } from "../../../../server/domains/projects/project-rows.ts";
import { PROJECT_INPUT } from "../../../helpers/projects.ts";

describe("project-desk/project-rows", () => {
  it("stores lists as JSON text, featured as 0/1 and an absent meeting or time as null", () => {
    const row = toRow({ ...PROJECT_INPUT, divisions: ["09", "03"], featured: true, pre_bid_meeting: "", bid_time: "" });
    expect(row.divisions).toBe('["03","09"]');
    expect(JSON.parse(row.bonds)).toEqual(PROJECT_INPUT.bonds);
    expect(row.featured).toBe(1);
    expect(row.pre_bid_meeting).toBeNull();
    expect(row.bid_time).toBeNull();
    expect(row.time_zone).toBe(PROJECT_INPUT.time_zone);
  });

  it("reads back the input it stored", () => {
    expect(toInput(toRow(PROJECT_INPUT))).toEqual(PROJECT_INPUT);
    const parsed = v.parse(ProjectInputSchema, { ...PROJECT_INPUT, featured: "no", pre_bid_meeting: "" });
    expect(toInput(toRow(parsed))).toEqual(parsed);
  });

  it("reads a generated project's meeting (with seconds) and a missing zone as the form takes them", () => {
    const input = toInput({ ...toRow(PROJECT_INPUT), pre_bid_meeting: "2026-12-01T09:00:00", time_zone: null });
    expect(input.pre_bid_meeting).toBe("2026-12-01T09:00");
    expect(input.time_zone).toBe("America/New_York");
    expect(v.safeParse(ProjectInputSchema, input).success).toBe(true);
  });
});
