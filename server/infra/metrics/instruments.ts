// What this process counts, in a Prometheus registry of its own (prom-client): one per app, so the apps
// a test file builds never share a count. The names and what each means are listed in
// docs/operations.md, "Metrics and alerts"; database-gauges.ts adds what is read from the database.
import { Counter, Histogram, Registry } from "prom-client";

export function instruments() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "qto_http_request_duration_seconds",
      help: "Time to answer a request, by method, route (the pattern, not the path) and status.",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    leadsReceived: new Counter({
      name: "qto_leads_received_total",
      help: "Leads stored by this process, by type and partner (a registered partner's id, unregistered, or none).",
      labelNames: ["type", "partner"] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: "qto_job_runs_total",
      help: "Job runs by kind and outcome: done, retried (failed, to run again) or failed (given up).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    emails: new Counter({
      name: "qto_emails_total",
      help: "E-mails by outcome: sent (SMTP took it), outbox (kept in DATA_DIR/outbox) or failed (neither).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    loginsRefused: new Counter({
      name: "qto_logins_refused_total",
      help: "Sign-ins refused, by status: 400 wrong credentials or disabled, 403 CSRF, 429 throttled.",
      labelNames: ["status"] as const,
      registers,
    }),
    securityEvents: new Counter({
      name: "qto_security_events_total",
      help: "Security events as the log tells them: login_failed, access_refused, rate_limited.",
      labelNames: ["event"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof instruments>;
