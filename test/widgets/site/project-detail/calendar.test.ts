// The .ics file of "Add to calendar" (RFC 5545): the bid as a timed event in the project's time zone
// (TZID, with the VTIMEZONE it requires) or, without a stated time, as an all-day event; the pre-bid
// meeting at its local time; the project's page without query or hash.
import { describe, expect, it } from "vitest";
import type { ProjectDetail } from "../../../../contract/schemas/projects.ts";
import { projectCalendar, projectPageUrl } from "../../../../widgets/site/project-detail/calendar.ts";

const project = {
  project_id: 5,
  project_name: "Oak Grove Elementary, Phase 2",
  Project_Bid_Date: "2027-03-04",
  bid_time: null,
  time_zone: null,
  bid_location: "City Hall; Room 2",
  pre_bid_meeting: "2027-02-20T10:00:00",
} as ProjectDetail;
const URL = "https://qto.example/ProjectDetail/5";
const NOW = new Date("2026-11-23T12:00:00Z");

/** The lines of the block that starts with `begin`, up to its END. */
const block = (ics: string, begin: string) => {
  const lines = ics.split("\r\n");
  const start = lines.indexOf(begin);
  return lines.slice(start, lines.indexOf(begin.replace("BEGIN", "END"), start) + 1);
};

describe("widgets: project calendar", () => {
  it("has the bid date as an all-day event when the bid states no time, and the pre-bid meeting, escaped", () => {
    const ics = projectCalendar(project, URL, NOW);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270304\r\n");
    expect(ics).toContain("SUMMARY:Bids due: Oak Grove Elementary\\, Phase 2\r\n");
    expect(ics).toContain("DTSTART:20270220T100000\r\n");
    expect(ics).toContain("LOCATION:City Hall\\; Room 2\r\n");
    expect(ics).not.toContain("VTIMEZONE");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("makes the bid a timed event in the project's zone, with a VTIMEZONE giving its offset then", () => {
    const timed = { ...project, bid_time: "14:00", time_zone: "America/Chicago", pre_bid_meeting: null };
    const ics = projectCalendar(timed, URL, NOW);
    expect(ics).toContain("DTSTART;TZID=America/Chicago:20270304T140000\r\n");
    expect(ics).not.toContain("VALUE=DATE");
    // 4 March 2027 is before the change to daylight time (14 March): Central Standard Time, UTC−6.
    expect(block(ics, "BEGIN:VTIMEZONE")).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:America/Chicago",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:-0600",
      "TZOFFSETTO:-0600",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
  });

  it("gives each event its own offset when daylight time starts between the meeting and the bid", () => {
    const timed = { ...project, Project_Bid_Date: "2027-03-18", bid_time: "09:30", time_zone: "America/New_York" };
    const ics = projectCalendar(timed, URL, NOW);
    expect(ics).toContain("DTSTART;TZID=America/New_York:20270220T100000\r\n");
    expect(ics).toContain("DTSTART;TZID=America/New_York:20270318T093000\r\n");
    const zone = block(ics, "BEGIN:VTIMEZONE").join("\n");
    expect(zone).toContain("DTSTART:19700101T000000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0500");
    expect(zone).toContain("DTSTART:20270318T093000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400");
  });

  it("falls back to an all-day bid when the zone is not one the browser knows", () => {
    const ics = projectCalendar({ ...project, bid_time: "14:00", time_zone: "Mars/Olympus" }, URL, NOW);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270304\r\n");
    expect(ics).not.toContain("TZID");
  });

  it("has only the bid date when there is no pre-bid meeting", () => {
    expect(projectCalendar({ ...project, pre_bid_meeting: null }, "u").match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("links the project's page without the query or hash of the page it was added from", () => {
    expect(projectPageUrl("https://qto.example", 5)).toBe(URL);
    expect(projectCalendar(project, projectPageUrl("https://qto.example", 5), NOW)).toContain(`URL:${URL}\r\n`);
  });
});
