// The project detail (/ProjectDetail/{id}, or data-project-id on a partner page): everything the API
// knows about the project, its documents by kind, Add to Cart, favorite and Add to calendar.
import { type ReactNode, useEffect, useState } from "react";
import type { ProjectDetail as Project, ProjectDocument } from "../../contract/schemas/projects.ts";
import { ApiError, MESSAGES, request } from "../core/api.ts";
import type { Widget, WidgetProps } from "../core/widget.ts";
import { projectCalendar } from "../project-kit/calendar.ts";
import { daysLeftText, formatDate, formatDollars, formatSize, formatStatus } from "../project-kit/format.ts";
import { CartButton, FavoriteButton } from "../project-kit/project-actions.tsx";
import kitCss from "../project-kit/styles.css?inline";
import uiCss from "../ui-kit/styles.css?inline";
import detailCss from "./styles.css?inline";

const PHASES: Record<string, string> = {
  design: "In design",
  pre_bid: "Before bidding",
  bidding: "Open for bids",
  bid_results: "Bids opened, results pending",
  awarded: "Contract awarded",
};
const DOCUMENT_TABS = [
  ["specs", "Specs"],
  ["plans", "Plans"],
  ["qtos", "QTOs"],
  ["addendums", "Addendums"],
  ["videos", "QTO Video"],
] as const;

type State =
  | { state: "loading" }
  | { state: "ready"; project: Project }
  | { state: "missing" }
  | { state: "error"; message: string };

function projectId(extra: Record<string, string>): string {
  return extra.projectId ?? /\/ProjectDetail\/([^/?#]+)/i.exec(location.pathname)?.[1] ?? "";
}

function Documents({ documents }: { documents: ProjectDocument[] }) {
  if (!documents.length) return <p className="muted">None yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Size</th>
          <th scope="col">Added</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.name}>
            <td>{doc.name}</td>
            <td>{formatSize(doc.size)}</td>
            <td>{formatDate(doc.date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Facts({ project }: { project: Project }) {
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

export function ProjectDetailWidget({ options }: WidgetProps) {
  const id = projectId(options.extra);
  const [state, setState] = useState<State>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState("details");
  const site = options.api;

  useEffect(() => {
    // /ProjectDetail/ without an id names no project: nothing to ask the server.
    if (!id) return setState({ state: "missing" });
    let current = true;
    setState({ state: "loading" });
    request<Project>(`${site}/reactapp/projects/projects/${encodeURIComponent(id)}/?format=json`).then(
      (project) => current && setState({ state: "ready", project }),
      (error) => {
        if (!current) return;
        if (error instanceof ApiError && error.kind === "not-found") setState({ state: "missing" });
        else setState({ state: "error", message: error instanceof ApiError ? error.message : MESSAGES.server });
      },
    );
    return () => {
      current = false;
    };
  }, [site, id, attempt]);

  useEffect(() => {
    if (state.state !== "ready") return;
    // Our page's title and breadcrumb name the project; a partner page keeps its own.
    for (const element of document.querySelectorAll("[data-project-name]"))
      element.textContent = state.project.project_name;
    if (document.querySelector("[data-project-name]")) document.title = `${state.project.project_name} | QTO Solutions`;
  }, [state]);

  if (state.state === "loading") {
    return (
      <div className="loading" role="status">
        <span className="visually-hidden">Loading the project…</span>
        <div className="skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.state === "missing") {
    return (
      <div className="notice">
        <h3>Project not found</h3>
        <p>This project does not exist or is no longer listed.</p>
        <a className="button" href={`${site}/Projects/`}>
          Browse project leads
        </a>
      </div>
    );
  }
  if (state.state === "error") {
    return (
      <div className="notice" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </button>
      </div>
    );
  }

  const { project } = state;
  const download = () => {
    const file = new Blob([projectCalendar(project, location.href)], { type: "text/calendar" });
    const link = Object.assign(document.createElement("a"), {
      href: URL.createObjectURL(file),
      download: `project-${project.project_id}.ics`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const tabs = [
    ["details", "Project Details", -1] as const,
    ...DOCUMENT_TABS.map(([key, label]) => [key, label, project.documents[key].length] as const),
  ];

  return (
    <article className="detail">
      <header className="detail-head">
        <div>
          {project.is_new && <span className="badge new">New</span>}
          <h2>{project.project_name}</h2>
          <p className="muted">
            {project.company} · {project.city}, {project.state}
          </p>
        </div>
        <div className="actions-row">
          <FavoriteButton project={project} site={site} />
          <button type="button" className="button secondary" onClick={download}>
            Add to calendar
          </button>
          <CartButton project={project} site={site} />
        </div>
      </header>
      <div className="tabs" role="tablist" aria-label="Project information">
        {tabs.map(([key, label, count]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="panel"
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
              if (!step) return;
              const next = tabs[(tabs.findIndex(([k]) => k === key) + step + tabs.length) % tabs.length]![0];
              setTab(next);
              (event.currentTarget.parentElement!.querySelector(`#tab-${next}`) as HTMLElement).focus();
            }}
          >
            {label}
            {count >= 0 && <span className="count"> ({count})</span>}
          </button>
        ))}
      </div>
      <div className="panel" id="panel" role="tabpanel" aria-labelledby={`tab-${tab}`} tabIndex={0}>
        {tab === "details" ? (
          <Facts project={project} />
        ) : (
          <Documents documents={project.documents[tab as (typeof DOCUMENT_TABS)[number][0]]} />
        )}
      </div>
    </article>
  );
}

export default { component: ProjectDetailWidget, css: uiCss + kitCss + detailCss } satisfies Widget;
