// The unsubscribe token: signed with ALERTS_SECRET (at least 32 characters), it names its kind (a
// starred project's watch-list alerts, a saved search, a project's bid reminders), a user and a subject,
// and neither another secret, one changed character nor another kind lets it through.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/config.ts";
import {
  readUnsubscribe,
  signUnsubscribe,
  UNSUBSCRIBE_KINDS,
} from "../../../../server/infra/mail/unsubscribe-token.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";

describe("unsubscribe token", () => {
  it("reads back the user and project it was made for", () => {
    const token = signUnsubscribe(SECRET, { kind: "watch", userId: 42, subjectId: 7 });
    expect(readUnsubscribe(SECRET, token)).toEqual({ kind: "watch", userId: 42, subjectId: 7 });
  });

  it("refuses a token signed with another secret, or changed anywhere", () => {
    const token = signUnsubscribe(SECRET, { kind: "watch", userId: 42, subjectId: 7 });
    expect(readUnsubscribe(`${SECRET}!`, token)).toBeUndefined();
    for (let index = 0; index < token.length; index += 1) {
      const changed = `${token.slice(0, index)}${token[index] === "1" ? "2" : "1"}${token.slice(index + 1)}`;
      expect(readUnsubscribe(SECRET, changed)).toBeUndefined();
    }
    expect(readUnsubscribe(SECRET, `${token}x`)).toBeUndefined();
  });

  it("reads each kind back as itself, never as another", () => {
    for (const kind of UNSUBSCRIBE_KINDS) {
      const token = signUnsubscribe(SECRET, { kind, userId: 42, subjectId: 7 });
      expect(readUnsubscribe(SECRET, token)).toEqual({ kind, userId: 42, subjectId: 7 });
      for (const other of UNSUBSCRIBE_KINDS.filter((k) => k !== kind)) {
        const forged = signUnsubscribe(SECRET, { kind: other, userId: 42, subjectId: 7 });
        const [, body] = /^(?:[a-z]+\.)?(.*)$/.exec(token)!;
        const prefix = kind === "watch" ? "" : `${kind}.`;
        // The other kind's signature under this kind's label is refused.
        expect(readUnsubscribe(SECRET, prefix + body!.replace(/[^.]+$/, forged.split(".").at(-1)!))).toBeUndefined();
      }
    }
  });

  it("takes ALERTS_SECRET from the environment, and refuses a short one", () => {
    expect(loadConfig({ NODE_ENV: "test", ALERTS_SECRET: SECRET }).alertsSecret).toBe(SECRET);
    expect(() => loadConfig({ NODE_ENV: "test", ALERTS_SECRET: "short" })).toThrow(/ALERTS_SECRET/);
  });
});
