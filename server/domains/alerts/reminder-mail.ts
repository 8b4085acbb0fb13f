// What saved-search alerts and bid reminders say: the projects by name with links
// to their pages, the search's name and filters in words, where to manage reminders, and the one-click
// unsubscribe that RFC 8058 asks for in the headers and a person can find in the body.
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage } from "../../infra/mail/mailer.ts";

export type AlertRecipient = { id: number; full_name: string; email: string };
export type AlertedProject = { id: number; name: string; city: string; state: string; bid_date: string };
export type AlertLinks = { siteUrl: string; unsubscribeUrl: string };

export const MANAGE_PATH = "/account/reminders/";

type Body = { lines: string[]; projects: AlertedProject[]; why: string; stop: string };

function compose(
  id: string,
  to: AlertRecipient,
  subject: string,
  { lines, projects, why, stop }: Body,
  { siteUrl, unsubscribeUrl }: AlertLinks,
): MailMessage {
  return {
    id,
    to: [to.email],
    ...renderMail(
      {
        subject,
        greet: { name: to.full_name },
        blocks: [
          ...lines.map((paragraph) => ({ paragraph })),
          {
            list: {
              items: projects.map((project) => ({
                text: project.name,
                url: `${siteUrl}/ProjectDetail/${project.id}`,
                detail: `(${project.city}, ${project.state} · bids ${project.bid_date})`,
              })),
            },
          },
          { link: { label: "Manage your reminders", url: `${siteUrl}${MANAGE_PATH}` } },
        ],
        signed: true,
        footnote: { lines: [why], unsubscribe: { label: stop, url: unsubscribeUrl } },
      },
      siteUrl,
    ),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export type SearchAlert = {
  search: { id: number; name: string; summary: string };
  projects: AlertedProject[];
  /** "instant": one project just published; "daily": the day's digest. */
  kind: "instant" | "daily";
};

export function composeSearchAlert(to: AlertRecipient, alert: SearchAlert, links: AlertLinks): MailMessage {
  const { search, projects, kind } = alert;
  const count = projects.length === 1 ? "1 new project" : `${projects.length} new projects`;
  const subject =
    kind === "instant" ? `Saved search ${search.name}: ${projects[0]!.name}` : `Saved search ${search.name}: ${count}`;
  // Named by its first project, a digest's too: each (search, project) is announced once, where a day
  // may see two digests.
  const id = `saved-search-${kind === "instant" ? "" : "digest-"}${search.id}-${projects[0]!.id}`;
  return compose(
    id,
    to,
    subject,
    {
      lines: [
        `${kind === "instant" ? "A project was just published" : `${count} published`} matching your saved search “${search.name}”.`,
        `Filters: ${search.summary}`,
      ],
      projects,
      why: "You get this e-mail because you saved this search on QTO Solutions.",
      stop: "Pause this search",
    },
    links,
  );
}

export type BidReminderAlert = {
  project: AlertedProject & { bid_time: string | null; time_zone: string | null };
  days: number;
};

export function composeBidReminder(
  to: AlertRecipient,
  { project, days }: BidReminderAlert,
  links: AlertLinks,
): MailMessage {
  const when = `${days === 1 ? "tomorrow" : `in ${days} days`}`;
  const time = project.bid_time ? ` at ${project.bid_time}${project.time_zone ? ` (${project.time_zone})` : ""}` : "";
  return compose(
    `bid-reminder-${project.id}-${days}-${to.id}`,
    to,
    `Bids due ${when}: ${project.name}`,
    {
      lines: [`Bids for a project you starred are due ${when}, on ${project.bid_date}${time}.`],
      projects: [project],
      why: "You get this e-mail because you asked for bid reminders for this project.",
      stop: "Stop reminders for this project",
    },
    links,
  );
}
