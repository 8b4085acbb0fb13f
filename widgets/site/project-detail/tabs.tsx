// The detail's tabs: Project Details, then each kind of document with its count; arrow keys move
// between tabs (WAI-ARIA tabs pattern, https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). The open tab is
// the page's hash (#plans), so a link, a reload or a return from sign-in opens the same one.
import { useState } from "react";
import { documentKinds, type DocumentKind } from "../../../contract/choices/document-kinds.ts";
import type { ProjectDetail as Project } from "../../../contract/schemas/projects.ts";
import { Documents } from "./documents.tsx";
import { Facts } from "./facts.tsx";

const tabInHash = () => {
  const hash = location.hash.slice(1);
  return documentKinds.some(({ value }) => value === hash) ? hash : "details";
};

export function ProjectTabs({ project, site }: { project: Project; site: string }) {
  const [tab, setTab] = useState(tabInHash);
  const open = (key: string) => {
    setTab(key);
    history.replaceState(history.state, "", key === "details" ? location.pathname + location.search : `#${key}`);
  };
  const tabs = [
    ["details", "Project Details", -1] as const,
    ...documentKinds.map(({ value, label }) => [value, label, project.documents[value].length] as const),
  ];
  return (
    <>
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
            onClick={() => open(key)}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
              if (!step) return;
              const next = tabs[(tabs.findIndex(([k]) => k === key) + step + tabs.length) % tabs.length]![0];
              open(next);
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
          <Documents documents={project.documents[tab as DocumentKind]} projectId={project.project_id} site={site} />
        )}
      </div>
    </>
  );
}
