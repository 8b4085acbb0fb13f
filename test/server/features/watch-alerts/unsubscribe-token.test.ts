// The unsubscribe token: signed with ALERTS_SECRET (at least 32 characters), it names a user and a
// project, and neither another secret nor one changed character lets it through.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/config.ts";
import { readUnsubscribeToken, unsubscribeToken } from "../../../../server/features/watch-alerts/unsubscribe-token.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";

describe("watch-alerts: unsubscribe token", () => {
  it("reads back the user and project it was made for", () => {
    const token = unsubscribeToken(SECRET, { userId: 42, projectId: 7 });
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, projectId: 7 });
  });

  it("refuses a token signed with another secret, or changed anywhere", () => {
    const token = unsubscribeToken(SECRET, { userId: 42, projectId: 7 });
    expect(readUnsubscribeToken(`${SECRET}!`, token)).toBeUndefined();
    for (let index = 0; index < token.length; index += 1) {
      const changed = `${token.slice(0, index)}${token[index] === "1" ? "2" : "1"}${token.slice(index + 1)}`;
      expect(readUnsubscribeToken(SECRET, changed)).toBeUndefined();
    }
    expect(readUnsubscribeToken(SECRET, `${token}x`)).toBeUndefined();
  });

  it("takes ALERTS_SECRET from the environment, and refuses a short one", () => {
    expect(loadConfig({ NODE_ENV: "test", ALERTS_SECRET: SECRET }).alertsSecret).toBe(SECRET);
    expect(() => loadConfig({ NODE_ENV: "test", ALERTS_SECRET: "short" })).toThrow(/ALERTS_SECRET/);
  });
});
