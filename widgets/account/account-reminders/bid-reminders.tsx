// Bid reminders: each starred project with the days before its bid date the customer is e-mailed,
// saved per project as soon as a box changes. A project without a bid date says reminders need one.
import { useRef, useState } from "react";
import {
  type BidReminder,
  REMINDER_DAYS,
  REMINDERS_API,
  type ReminderDay,
} from "../../../contract/account/reminders.ts";
import { accountSend } from "../../kits/account-page-kit/account-api.ts";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import { explain } from "../../kits/account-kit/session.ts";

export function BidReminderList({ site, starred }: { site: string; starred: BidReminder[] }) {
  return (
    <section className="group" aria-labelledby="bid-reminders-title">
      <h3 id="bid-reminders-title">Bid reminders</h3>
      {starred.length ? (
        <>
          <p className="muted">We e-mail you before the bid date of each project you starred, on the days you tick.</p>
          <ul className="items">
            {starred.map((project) => (
              <ProjectReminder key={project.project_id} site={site} project={project} />
            ))}
          </ul>
        </>
      ) : (
        <div className="empty">
          <p>
            <strong>No starred projects yet.</strong> On the project board, press the star on a project’s card to follow
            it; it shows up here, where you choose when to be reminded of its bid date.
          </p>
          <a className="button secondary" href={`${site}/Projects/`}>
            Browse project leads
          </a>
        </div>
      )}
    </section>
  );
}

/** The days in the contract's order (7, 3, 1), whatever order they were ticked in. */
const ordered = (days: ReminderDay[]) => REMINDER_DAYS.filter((day) => days.includes(day));

function ProjectReminder({ site, project }: { site: string; project: BidReminder }) {
  const [days, showDays] = useState(project.days);
  // The boxes as last ticked, ahead of the next render: two quick clicks each build on the one before.
  const ticked = useRef(project.days);
  const setDays = (next: ReminderDay[]) => {
    ticked.current = next;
    showDays(next);
  };
  const [said, setSaid] = useState<{ done?: string; problem?: string }>({});
  // The days the server last confirmed, and the latest change sent: quick clicks may be answered in any
  // order, and only the answer to the latest one decides what the boxes show.
  const saved = useRef(project.days);
  const latest = useRef(0);
  const id = `reminder-${project.project_id}`;

  async function toggle(day: ReminderDay, on: boolean) {
    const current = ticked.current;
    const next = ordered(on ? [...current, day] : current.filter((other) => other !== day));
    setDays(next);
    setSaid({});
    const ticket = ++latest.current;
    try {
      const answer = await accountSend<BidReminder>(site, REMINDERS_API.bidReminder(project.project_id), {
        method: "PUT",
        body: { days: next },
      });
      saved.current = answer.days;
      if (ticket !== latest.current) return;
      setDays(answer.days);
      setSaid({ done: answer.days.length ? "Saved." : "Saved: no reminders for this project." });
    } catch (error) {
      if (ticket !== latest.current) return;
      setDays(saved.current);
      setSaid({ problem: `Not saved: ${explain(error)}` });
    }
  }

  return (
    <li className="item">
      <div className="item__head">
        <a className="item__title" href={`${site}/ProjectDetail/${project.project_id}`}>
          {project.title}
        </a>
        {project.bid_date ? (
          <span className="muted">
            Bids <time dateTime={project.bid_date}>{formatDay(project.bid_date)}</time>
          </span>
        ) : (
          <span className="muted">No bid date yet</span>
        )}
      </div>
      <fieldset aria-describedby={project.bid_date ? `${id}-said` : `${id}-none ${id}-said`}>
        <legend>
          E-mail me before the bid date<span className="visually-hidden"> of {project.title}</span>
        </legend>
        <div className="days">
          {REMINDER_DAYS.map((day) => (
            <label className="choice" key={day}>
              <input
                type="checkbox"
                name={`${id}-${day}`}
                checked={days.includes(day)}
                onChange={(event) => toggle(day, event.currentTarget.checked)}
              />
              {day === 1 ? "1 day before" : `${day} days before`}
            </label>
          ))}
        </div>
      </fieldset>
      {!project.bid_date && (
        <p className="hint" id={`${id}-none`}>
          Reminders need a bid date, and this project has none yet: your choice applies once it is announced.
        </p>
      )}
      <p className={said.problem ? "error" : "done"} id={`${id}-said`} role="status">
        {said.problem ?? said.done}
      </p>
    </li>
  );
}
