// What a watch-list alert says: the project's name, exactly what changed (before → after, the
// addendum's name, or the award), a link to the project's page, and the one-click unsubscribe that
// RFC 8058 asks for in the headers and a person can find in the body.
import { isWatchedField, WATCHED_FIELDS } from "../../../contract/watch-alerts/watch-alerts.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage } from "../../infra/mail/mailer.ts";
import type { Watcher, WatchedProject } from "./watch-alerts-repository.ts";

/** The event a watch-alert job carries (a DomainEvent's wire form). */
export type AlertEvent = { id: string; type: string; data: Record<string, unknown> };

/** What changed, in a few words for the subject and one line per change for the body. */
export type AlertNews = { headline: string; lines: string[] };

const shown = (value: unknown) => (value === null || value === undefined || value === "" ? "(none)" : String(value));
const dollars = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

/** The addendum's name, as the plan room tells it with the event. */
const addendumName = (event: AlertEvent) =>
  typeof event.data.name === "string" && event.data.name ? event.data.name : undefined;

/** The news of `event` for `project`'s watchers; undefined when it is none of theirs. */
export function alertNews(event: AlertEvent, project: WatchedProject): AlertNews | undefined {
  if (event.type === "project.updated") {
    const changes = Array.isArray(event.data.changes) ? (event.data.changes as Array<Record<string, unknown>>) : [];
    const watched = changes.filter((change) => isWatchedField(change.field));
    if (!watched.length) return undefined;
    const labels = watched.map((change) => WATCHED_FIELDS[change.field as keyof typeof WATCHED_FIELDS]);
    const list = labels.map((label, index) => (index ? label.toLowerCase() : label));
    return {
      headline: `${list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : list[0]} changed`,
      lines: watched.map((change, index) => `${labels[index]}: ${shown(change.before)} → ${shown(change.after)}`),
    };
  }
  if (event.type === "project.document_added" && event.data.kind === "addendums") {
    const name = addendumName(event);
    return { headline: "Addendum posted", lines: [name ? `Addendum posted: ${name}` : "A new addendum was posted."] };
  }
  if (event.type === "project.closed") {
    const company = shown(event.data.awarded_company ?? project.awarded_company);
    const amount = event.data.awarded_amount ?? project.awarded_amount;
    const award = typeof amount === "number" ? ` for ${dollars(amount)}` : "";
    return {
      headline: "Awarded",
      lines: [`Awarded to ${company}${award}. The bid results are on the project's page.`],
    };
  }
  return undefined;
}

export type AlertLinks = { siteUrl: string; projectUrl: string; unsubscribeUrl: string };

export function composeAlert(
  eventId: string,
  watcher: Watcher,
  project: WatchedProject,
  news: AlertNews,
  { siteUrl, projectUrl, unsubscribeUrl }: AlertLinks,
): MailMessage {
  return {
    id: `watch-${eventId}-${watcher.id}`,
    to: [watcher.email],
    ...renderMail(
      {
        subject: `${project.name}: ${news.headline.charAt(0).toLowerCase()}${news.headline.slice(1)}`,
        greet: { name: watcher.full_name },
        blocks: [
          { paragraph: `A project on your watch list changed: ${project.name}` },
          { list: { items: news.lines.map((text) => ({ text })) } },
          { button: { label: "See the project", url: projectUrl } },
        ],
        signed: true,
        footnote: {
          lines: ["You get this e-mail because you starred this project on QTO Solutions."],
          unsubscribe: { label: "Stop watch-list alerts (your stars stay)", url: unsubscribeUrl },
        },
      },
      siteUrl,
    ),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
