// The tables of the server's own machinery, which every process shares: durable jobs, rate-limit counters
// and the test gateway's charges.
import type { Generated } from "kysely";

/** A rate-limit counter every process shares: hits in the window ending at `resets_at` (ms, migration 027). */
export type RateLimitCountersTable = { key: string; hits: number; resets_at: number };

/** Durable background work (server/infra/jobs/, migration 015); `payload` is JSON. */
export type JobsTable = {
  id: Generated<number>;
  kind: string;
  payload: string;
  key: string | null;
  run_at: string;
  attempts: Generated<number>;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  done_at: string | null;
  failed_at: string | null;
  created_at: string;
};

/** An approved charge of the test gateway, refundable after a restart (migration 033). */
export type TestGatewayChargesTable = {
  reference: string;
  amount_cents: number;
  description: string;
  charged_at: string;
  refund: string | null;
  refunded_at: string | null;
};
