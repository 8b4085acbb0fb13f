// Every order of the customer with its conversation, the latest activity first: unread ones marked in
// words ("2 unread"), which a screen reader reads as well, and each opening its thread.
import type { ThreadList as Threads, ThreadSummary } from "../../../contract/account/threads.ts";
import { orderMessagesPath } from "../../../contract/account/order-links.ts";
import { FIRM_AUTHOR } from "../../../contract/schemas/order-messages.ts";
import { accountGet } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import { orderTitle } from "../../kits/account-page-kit/format.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { formatTime } from "../../kits/lead-kit/lead-format.tsx";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";

export function ThreadList({ site }: { site: string }) {
  const loaded = useFetchState(() => accountGet<Threads>(site, "/reactapp/account/threads/"), [site], { explain });
  return (
    <Loaded fetched={loaded} loading="Loading your messages…">
      {({ results }) => (results.length ? <Rows site={site} threads={results} /> : <NoThreads site={site} />)}
    </Loaded>
  );
}

function NoThreads({ site }: { site: string }) {
  return (
    <div className="notice">
      <h2>No conversations yet</h2>
      <p>
        Each take-off you buy gets its own conversation with our estimators here, with the PDFs you send each other.
      </p>
      <a className="button" href={`${site}/Projects/`}>
        Browse project leads
      </a>
    </div>
  );
}

function Rows({ site, threads }: { site: string; threads: ThreadSummary[] }) {
  const unread = threads.reduce((sum, thread) => sum + thread.unread, 0);
  return (
    <>
      <p className="threads__summary">
        {unread
          ? `${unread} unread ${unread === 1 ? "message" : "messages"} from ${FIRM_AUTHOR}.`
          : "You have read every message."}
      </p>
      <ul className="threads">
        {threads.map((thread) => (
          <Row key={thread.order.id} site={site} thread={thread} />
        ))}
      </ul>
    </>
  );
}

function Row({ site, thread }: { site: string; thread: ThreadSummary }) {
  const { order, last, unread } = thread;
  const when = last?.created_at ?? order.created_at;
  return (
    <li className={unread ? "thread thread--unread" : "thread"}>
      <div className="thread__head">
        <h2 className="thread__title">
          <a href={site + orderMessagesPath(order.id)}>{orderTitle(order)}</a>
        </h2>
        {unread > 0 && <span className="badge badge--unread">{unread} unread</span>}
        <span className="thread__status">{order.status_label}</span>
        <time className="thread__time" dateTime={when}>
          {formatTime(when)}
        </time>
      </div>
      <p className="thread__preview">
        {last ? (
          <>
            <strong>{last.side === "staff" ? FIRM_AUTHOR : "You"}:</strong> {last.preview}
          </>
        ) : (
          "No messages yet. Ask us anything about this order."
        )}
      </p>
    </li>
  );
}
