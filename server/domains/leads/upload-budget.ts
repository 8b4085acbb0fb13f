// The quote form's storage budget per client address: a form takes 10 files of 25 MB, and the lead
// limit 30 forms in 10 minutes, so one address could otherwise store gigabytes a day that nobody asked
// for. The bytes an address's files take are counted in app.sharedCounters (one count for every server
// process, in Redis or the database), in a day that starts with its first file; past the budget a file
// is refused with 429 before it is stored.
import { UploadRefused } from "../../infra/http/multipart.ts";
import type { SharedCounters } from "../../infra/rate-limit/shared-counters.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bytes of PDF files one client address may store through the quote form in a day. */
export const UPLOAD_BYTES_PER_DAY = 500 * 1024 * 1024;

/** A file refused because its address's budget is spent, with when the budget starts again. */
export class OverBudget extends UploadRefused {
  constructor(readonly retryAt: number) {
    super(
      429,
      `Files sent from your address today have reached ${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB, the daily ` +
        "limit. Send the request without them and write to us about the rest, or try again tomorrow.",
      retryAt,
    );
  }
}

export function uploadBudget(counters: SharedCounters, bytesPerDay = UPLOAD_BYTES_PER_DAY) {
  const key = (ip: string) => `upload-bytes:${ip}`;
  return {
    /** Throws OverBudget when `ip` has no byte left: then a file is refused before it is read. */
    async checkLeft(ip: string): Promise<void> {
      const { hits, resetsAt } = await counters.read(key(ip));
      if (hits >= bytesPerDay) throw new OverBudget(resetsAt);
    },

    /**
     * Counts `bytes` against `ip`'s budget; throws OverBudget when they go past it (the file is then not
     * stored; its bytes stay counted, so the address has no byte left until the day is over).
     */
    async take(ip: string, bytes: number): Promise<void> {
      const { hits, resetsAt } = await counters.add(key(ip), bytes, DAY_MS);
      if (hits > bytesPerDay) throw new OverBudget(resetsAt);
    },
  };
}

export type UploadBudget = ReturnType<typeof uploadBudget>;
