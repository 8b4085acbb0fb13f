// The project's facts (bid date and amount, solicitation, phase, deposit…), its CSI divisions and bonds.
import type { ReactNode } from "react";
import { bidPhases } from "../../contract/choices/bid-phases.ts";
import type { ProjectDetail as Project } from "../../contract/schemas/projects.ts";
import { daysLeftText, formatDate, formatDollars, formatStatus } from "../project-kit/format.ts";

const PHASES: Record<string, string> = Object.fromEntries(bidPhases.map((phase) => [phase.value, phase.label]));

export function Facts({ project }: { project: Project }) {
  const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(project.address)}`;
  const rows: Array<[string, ReactNode]> = [
    ["Bid date", `${formatDate(project.Project_Bid_Date)} (${daysLeftText(project.Project_Bid_Date)})`],
    ["Bid amount", formatDollars(project.project_bid_amount)],
    ["Solicitation", project.solicitation],
    ["Bidding method", project.bidding_method],
    ["Bid phase", PHASES[project.bid_phase] ?? project.bid_phase],
    ["Completion time", `${project.completion_time_days} calendar days`],
    ["Liquidated damages", `${formatDollars(project.liquidated_damages_per_day)} per day`],
    ["Bid deposit", project.bid_deposit],
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
      <h3>CSI divisions</h3>
      <ul className="divisions">
        {project.csi_divisions.map((division) => (
          <li key={division.value}>
            {/^\d+$/.test(division.value) ? `${division.value} ` : ""}
            {division.label}
          </li>
        ))}
      </ul>
      <h3>Bonds</h3>
      <ul className="bonds">
        {project.bonds.map((bond) => (
          <li key={bond.name}>
            <span>{bond.name}</span>
            <progress max={100} value={bond.percent} aria-label={`${bond.name}: ${bond.percent}%`} />
            <span>{bond.percent}%</span>
          </li>
        ))}
      </ul>
    </>
  );
}
