// The .ics file of "Add to calendar": the bid date as an all-day event, the pre-bid meeting at its time.
import { describe, expect, it } from "vitest";
import type { ProjectDetail } from "../../../../contract/schemas/projects.ts";
import { projectCalendar } from "../../../../widgets/kits/project-kit/calendar.ts";

const project = {
  project_id: 5,
  project_name: "Oak Grove Elementary, Phase 2",
  Project_Bid_Date: "2027-03-04",
  bid_location: "City Hall; Room 2",
  pre_bid_meeting: "2027-02-20T10:00:00",
} as ProjectDetail;

describe("widgets: project calendar", () => {
  it("has the bid date and the pre-bid meeting, escaped", () => {
    const ics = projectCalendar(project, "https://qto.example/ProjectDetail/5", new Date("2026-11-23T12:00:00Z"));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270304\r\n");
    expect(ics).toContain("SUMMARY:Bids due: Oak Grove Elementary\\, Phase 2\r\n");
    expect(ics).toContain("DTSTART:20270220T100000\r\n");
    expect(ics).toContain("LOCATION:City Hall\\; Room 2\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("has only the bid date when there is no pre-bid meeting", () => {
    expect(projectCalendar({ ...project, pre_bid_meeting: null }, "u").match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
