// "Add to calendar": an .ics file with the bid date and, when there is one, the pre-bid meeting.
import type { ProjectDetail } from "../../../contract/schemas/projects.ts";

const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
const compact = (iso: string) => iso.replace(/[-:]/g, "").slice(0, 15);

export function projectCalendar(project: ProjectDetail, url: string, now = new Date()): string {
  const stamp = `${compact(now.toISOString())}Z`;
  const event = (id: string, start: string[], summary: string) => [
    "BEGIN:VEVENT",
    `UID:${id}-${project.project_id}@qtosolutions.com`,
    `DTSTAMP:${stamp}`,
    ...start,
    `SUMMARY:${escape(summary)}`,
    `LOCATION:${escape(project.bid_location)}`,
    `URL:${url}`,
    "END:VEVENT",
  ];
  const bidDay = compact(project.Project_Bid_Date).slice(0, 8);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//QTO Solutions//Project leads//EN",
    ...event("bid", [`DTSTART;VALUE=DATE:${bidDay}`], `Bids due: ${project.project_name}`),
  ];
  if (project.pre_bid_meeting) {
    // A local time at the project: a "floating" time, with no time zone.
    lines.push(
      ...event("prebid", [`DTSTART:${compact(project.pre_bid_meeting)}`], `Pre-bid meeting: ${project.project_name}`),
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
