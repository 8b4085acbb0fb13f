// The project's facts (bid date and amount, solicitation, phase, deposit…), its CSI divisions (then any trade groupings) and bonds.
import { Fragment, type ReactNode } from "react";
import { bidPhases } from "../../../contract/choices/bid-phases.ts";
import type { ProjectDetail as Project } from "../../../contract/schemas/projects.ts";
import { byGroup, divisionName } from "../../../contract/choices/division-groups.ts";
import { daysLeftText, formatDate, formatDollars, formatStatus } from "../../kits/project-kit/format.ts";
import { Changes } from "./changes.tsx";

/** The zone's short name on that day ("CST", "PDT"), so a bidder reads the closing time as it is meant. */
const zoneName = (day: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")!.value;

/** What a fact the project leaves empty (no deposit, no bonds) says, rather than a blank under its name. */
const NONE_STATED = "None stated";

const PHASES: Record<string, string> = Object.fromEntries(bidPhases.map((phase) => [phase.value, phase.label]));

export function Facts({ project }: { project: Project }) {
  const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(project.address)}`;
  const rows: Array<[string, ReactNode]> = [
    [
      "Bid date",
      `${formatDate(project.Project_Bid_Date)}${
        project.bid_time
          ? ` at ${project.bid_time}${project.time_zone ? ` ${zoneName(project.Project_Bid_Date, project.time_zone)}` : ""}`
          : ""
      } (${daysLeftText(project.Project_Bid_Date)})`,
    ],
    ["Bid amount", formatDollars(project.project_bid_amount)],
    ["Solicitation", project.solicitation],
    ["Bidding method", project.bidding_method],
    ["Bid phase", PHASES[project.bid_phase] ?? project.bid_phase],
    ["Completion time", `${project.completion_time_days} calendar days`],
    ["Liquidated damages", `${formatDollars(project.liquidated_damages_per_day)} per day`],
    ["Bid deposit", project.bid_deposit || NONE_STATED],
    ["Bid location", project.bid_location],
    [
      "Pre-bid meeting",
      project.pre_bid_meeting
        ? `${formatDate(project.pre_bid_meeting)} at ${project.pre_bid_meeting.slice(11, 16)}`
        : "None scheduled",
    ],
    [
      "Address",
      <>
        {project.address} (
        <a href={mapUrl} target="_blank" rel="noopener">
          map
        </a>
        )
      </>,
    ],
    ["Status", formatStatus(project.status)],
  ];
  if (project.awarded_company)
    rows.push(["Awarded to", `${project.awarded_company}, ${formatDollars(project.awarded_amount ?? 0)}`]);
  return (
    <>
      <dl className="facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {byGroup(project.csi_divisions).map((group) => (
        <Fragment key={group.value}>
          <h3>{group.label}</h3>
          <ul className="divisions">
            {group.items.map((division) => (
              <li key={division.value}>{divisionName(division)}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      <h3>Bonds</h3>
      {project.bonds.length ? (
        <ul className="bonds">
          {project.bonds.map((bond) => (
            <li key={bond.name}>
              <span>{bond.name}</span>
              <progress max={100} value={bond.percent} aria-label={`${bond.name}: ${bond.percent}%`} />
              <span>{bond.percent}%</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{NONE_STATED}.</p>
      )}
      <Changes changes={project.changes} />
    </>
  );
}
