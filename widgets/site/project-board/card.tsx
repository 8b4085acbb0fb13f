// One project lead on the board, with the legacy card's fields and its defects fixed.
import type { ProjectCard } from "../../../contract/schemas/projects.ts";
import { daysLeftText, formatDate, formatDollars } from "../../kits/project-kit/format.ts";
import { CartButton, FavoriteButton } from "../../kits/project-kit/project-actions.tsx";

export function Card({ project, site }: { project: ProjectCard; site: string }) {
  const href = `${site}/ProjectDetail/${project.project_id}`;
  return (
    <li className="card">
      <div className="card-top">
        <span className="badges">
          {project.is_new && <span className="badge new">New</span>}
          {project.featured && <span className="badge">Featured</span>}
        </span>
        <FavoriteButton project={project} site={site} />
      </div>
      <h3>
        <a href={href}>{project.project_name}</a>
      </h3>
      <p className="bid">
        Bid date <time dateTime={project.Project_Bid_Date}>{formatDate(project.Project_Bid_Date)}</time>
        <span className="left"> · {daysLeftText(project.Project_Bid_Date)}</span>
      </p>
      <p className="muted">
        {project.city}, {project.state} · {project.company}
      </p>
      <div className="progress">
        <span>QTO progress</span>
        <progress max={100} value={project.progress} aria-label={`QTO progress for ${project.project_name}`} />
        <span>{project.progress}%</span>
      </div>
      {/* The project's value as bid, not what a take-off costs: labelled, so it does not read as a price. */}
      <p className="bid-amount">
        Bid amount <span className="amount">{formatDollars(project.project_bid_amount)}</span>
      </p>
      {/* What a take-off costs, by the button that adds one: the server's price of the smallest size. */}
      <p className="takeoff">Take-off from ${project.takeoff_from.toFixed(2)}</p>
      <div className="card-actions">
        <a className="details" href={href} aria-label={`See more details about ${project.project_name}`}>
          See More Details
        </a>
        <CartButton project={project} site={site} />
      </div>
    </li>
  );
}
