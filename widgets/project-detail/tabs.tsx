// The detail's tabs: Project Details, then each kind of document with its count; arrow keys move
// between tabs (WAI-ARIA tabs pattern, https://www.w3.org/WAI/ARIA/apg/patterns/tabs/).
import { useState } from "react";
import type { ProjectDetail as Project } from "../../contract/schemas/projects.ts";
import { Documents } from "./documents.tsx";
import { Facts } from "./facts.tsx";

const DOCUMENT_TABS = [
  ["specs", "Specs"],
  ["plans", "Plans"],
  ["qtos", "QTOs"],
  ["addendums", "Addendums"],
  ["videos", "QTO Video"],
] as const;

export function ProjectTabs({ project }: { project: Project }) {
  const [tab, setTab] = useState("details");
  const tabs = [
    ["details", "Project Details", -1] as const,
    ...DOCUMENT_TABS.map(([key, label]) => [key, label, project.documents[key].length] as const),
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
    </>
  );
}
