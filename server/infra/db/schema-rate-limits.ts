// The rate-limit counters every server process shares (server/infra/rate-limit/).

/** A rate-limit counter every process shares: hits in the window ending at `resets_at` (ms, migration 027). */
export type RateLimitCountersTable = { key: string; hits: number; resets_at: number };
