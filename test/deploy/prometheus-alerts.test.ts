// The alert rules in deploy/prometheus/alerts.yml are rules Prometheus loads (the shape of a rule file:
// https://prometheus.io/docs/prometheus/latest/configuration/recording_rules/#rule_group), the three that
// docs/operations.md names, each on metrics the server really serves; and every metric the server
// serves is listed in docs/operations.md. promtool is not installed: the shape is checked here.
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../helpers/app.ts";

type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
};
const TOKEN = "a-token-for-the-alerts-test-0123456789";

let app: FastifyInstance;
let served: Set<string>;
beforeAll(async () => {
  app = await testApp({ SEED_PROJECTS: "0", JOBS_POLL_MS: "0", METRICS_TOKEN: TOKEN });
  const text = (await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
  served = new Set([...text.matchAll(/^# HELP (\w+) /gm)].map((match) => match[1]!));
});
afterAll(() => app?.close());

describe("deploy/prometheus/alerts.yml", () => {
  const file = yaml.load(readFileSync("deploy/prometheus/alerts.yml", "utf8")) as {
    groups: Array<{ name: string; rules: Rule[] }>;
  };
  const rules = file.groups.flatMap((group) => group.rules);

  it("is a rule file of named groups whose rules each have an alert, an expression, a severity and a summary", () => {
    expect(Object.keys(file)).toEqual(["groups"]);
    for (const group of file.groups) {
      expect(group.name).toMatch(/\S/);
      expect(group.rules.length).toBeGreaterThan(0);
    }
    for (const rule of rules) {
      expect(Object.keys(rule).every((key) => ["alert", "expr", "for", "labels", "annotations"].includes(key))).toBe(
        true,
      );
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rule.expr).toMatch(/[<>]/);
      if (rule.for) expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(["warning", "critical"]).toContain(rule.labels.severity);
      expect(rule.annotations.summary).toMatch(/\S/);
    }
  });

  it("has the three alerts the operators' manual names, on metrics the server serves", () => {
    const manual = readFileSync("docs/operations.md", "utf8");
    expect(rules.map((rule) => rule.alert)).toEqual(["NoLeadForADay", "JobBacklog", "WebhookEndpointFailing"]);
    for (const rule of rules) {
      expect(manual).toContain(`\`${rule.alert}\``);
      expect(manual).toContain(`\`${rule.expr}\``);
      const metrics = [...rule.expr.matchAll(/\b(qto_\w+)/g)].map((match) => match[1]!);
      expect(metrics.length).toBeGreaterThan(0);
      for (const metric of metrics) expect(served, metric).toContain(metric);
    }
  });

  it("leaves no metric of the server out of the operators' manual", () => {
    const manual = readFileSync("docs/operations.md", "utf8");
    const ours = [...served].filter((name) => name.startsWith("qto_"));
    expect(ours.length).toBeGreaterThan(10);
    for (const name of ours) expect(manual, name).toContain(`\`${name}\``);
  });
});
