// A record's page in the console (a lead, an order): a missing record says so and links back to its
// list; otherwise the record's head (its name, a line about it ending with the way back), then what was
// sent on the left and staff's controls and history on the right (console-kit/styles.css, .record__*).
import type { ReactNode } from "react";
import { useRecordName } from "./record-name.ts";
import type { RecordState } from "./record.ts";
import { ScreenState } from "./screen-state.tsx";

type Props<T> = {
  record: RecordState<T>;
  /** What the record is ("lead"), for the words a missing one says. */
  noun: string;
  /** The way back to the record's list. */
  back: { href: string; label: string };
  className: string;
  head: (value: T) => { title: ReactNode; meta: ReactNode };
  /** What the page's heading and the browser's tab say once the record is read ("Lead QTO-Q-…"). */
  name: (value: T) => string;
  main: (value: T) => ReactNode;
  side: (value: T) => ReactNode;
};

export function RecordPage<T>({ record, noun, back, className, head, name, main, side }: Props<T>) {
  const value = record.fetched.state === "ready" ? record.fetched.value : record.fetched.previous;
  useRecordName(value === undefined || record.missing ? undefined : name(value));
  const backLink = (linkClass?: string) => (
    <a className={linkClass} href={back.href}>
      {back.label}
    </a>
  );
  if (record.missing)
    return (
      <div className="empty" role="alert">
        <p>No {noun} has this number. It may have been typed wrong.</p>
        {backLink("button secondary")}
      </div>
    );
  return (
    <ScreenState fetched={record.fetched}>
      {(value) => {
        const { title, meta } = head(value);
        return (
          <div className={className}>
            <header className="record__head">
              <h2 className="record__title">{title}</h2>
              <p className="muted">
                {meta} · {backLink()}
              </p>
            </header>
            <div className="record__grid">
              <div className="record__main">{main(value)}</div>
              <div className="record__side">{side(value)}</div>
            </div>
          </div>
        );
      }}
    </ScreenState>
  );
}
