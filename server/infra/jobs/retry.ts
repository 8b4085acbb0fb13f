// When a failed job runs again: exponential backoff with "equal jitter", so jobs that failed together
// (an SMTP server down) do not all come back in the same second
// (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/).

/** How a kind of job is retried: the delay before attempt n + 1 after n failed ones, and the limits. */
export type RetryPolicy = {
  /** Milliseconds to wait after the `attempt`-th failed attempt (1-based), before jitter. */
  delay(attempt: number): number;
  /** Attempts in all, the first included; after the last failure the job is failed for good. */
  maxAttempts: number;
  /** How long a runner holds a job it took; a runner killed mid-job frees it when this runs out. */
  leaseMs: number;
  /** How old a job may grow: a run that fails past this age is its last, whatever the attempts left. */
  maxAgeMs: number;
};

/** 1 s, 2 s, 4 s … capped at an hour; twenty attempts span about ten hours. */
export const DEFAULT_RETRY: RetryPolicy = {
  delay: (attempt) => Math.min(1000 * 2 ** (attempt - 1), 60 * 60 * 1000),
  maxAttempts: 20,
  leaseMs: 5 * 60 * 1000,
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
};

/** Half the delay, plus a random part of the other half; `scale` shortens every delay (tests). */
export function retryDelay(policy: RetryPolicy, attempt: number, scale = 1, random = Math.random): number {
  const delay = policy.delay(attempt) * scale;
  return delay / 2 + random() * (delay / 2);
}
