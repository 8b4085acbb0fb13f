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

/** A hosted checkout of the test gateway, and its payment once paid (migration 036). */
export type TestGatewaySessionsTable = {
  /** tgs_…: the hosted checkout's id, as a Checkout Session's cs_… */
  id: string;
  order_number: string;
  amount_cents: number;
  /** open, complete or expired. */
  status: string;
  return_url: string;
  cancel_url: string;
  created_at: string;
  expires_at: string;
  /** The payment's id once paid (pay_test_…), with the card's brand and last four digits. */
  payment_reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  paid_at: string | null;
  refund: string | null;
  refunded_at: string | null;
};
