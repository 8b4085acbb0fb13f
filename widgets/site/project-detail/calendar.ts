// "Add to calendar": an .ics file (RFC 5545) with the bid deadline and, when there is one, the pre-bid
// meeting. A bid with a stated time is a timed event in the project's time zone (TZID), so a bidder in
// another zone sees it at the right hour; without a time it is an all-day event on the bid date.
import type { ProjectDetail } from "../../../contract/schemas/projects.ts";

const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
const compact = (iso: string) => iso.replace(/[-:]/g, "").slice(0, 15);

/** Minutes east of UTC in `zone` at `instant` ("GMT-05:00" read from Intl; "GMT" is 0). */
function offsetAt(zone: string, instant: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name)!;
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
}

/** The zone's offset at a wall-clock time there ("2027-03-04T14:00"), DST included. */
function offsetAtLocal(zone: string, local: string): number {
  const asUtc = Date.parse(`${local}:00Z`);
  const first = offsetAt(zone, asUtc);
  return offsetAt(zone, asUtc - first * 60_000);
}

const formatOffset = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
};

/**
 * A VTIMEZONE for `zone` exact at each of `locals` (wall-clock times there, oldest first): RFC 5545
 * §3.6.5 requires one for each TZID used. One observance per event, from its own time with the offset the
 * zone has then, is exact for the events that use it, across a change to or from daylight time.
 */
function timeZoneBlock(zone: string, locals: string[]): string[] {
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  let previous: number | undefined;
  locals.forEach((local, index) => {
    const offset = offsetAtLocal(zone, local.slice(0, 16));
    if (offset === previous) return;
    lines.push(
      "BEGIN:STANDARD",
      `DTSTART:${index === 0 ? "19700101T000000" : compact(`${local.slice(0, 16)}:00`)}`,
      `TZOFFSETFROM:${formatOffset(previous ?? offset)}`,
      `TZOFFSETTO:${formatOffset(offset)}`,
      "END:STANDARD",
    );
    previous = offset;
  });
  return [...lines, "END:VTIMEZONE"];
}

const isZone = (zone: string | null): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The project's page without query or hash: the address a calendar keeps. */
export const projectPageUrl = (site: string, id: number) => `${site}/ProjectDetail/${id}`;

export function projectCalendar(project: ProjectDetail, url: string, now = new Date()): string {
  const stamp = `${compact(now.toISOString())}Z`;
  const zone = isZone(project.time_zone) ? project.time_zone : null;
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
  const bidDay = project.Project_Bid_Date.slice(0, 10);
  const bidLocal = project.bid_time && zone ? `${bidDay}T${project.bid_time}` : null;
  const zones: string[] = [];
  const bidStart = bidLocal
    ? [`DTSTART;TZID=${zone}:${compact(bidLocal)}00`, "DURATION:PT30M"]
    : [`DTSTART;VALUE=DATE:${bidDay.replace(/-/g, "")}`];
  const events = event("bid", bidStart, `Bids due: ${project.project_name}`);
  if (project.pre_bid_meeting) {
    // A local time at the project: in its zone when it has one, else a "floating" time.
    const start = zone
      ? `DTSTART;TZID=${zone}:${compact(project.pre_bid_meeting)}`
      : `DTSTART:${compact(project.pre_bid_meeting)}`;
    events.push(...event("prebid", [start, "DURATION:PT1H"], `Pre-bid meeting: ${project.project_name}`));
  }
  const locals = [bidLocal, project.pre_bid_meeting].filter((local): local is string => !!local).sort();
  if (zone && locals.length) zones.push(...timeZoneBlock(zone, locals));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//QTO Solutions//Project leads//EN",
    ...zones,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
