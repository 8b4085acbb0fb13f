// The one announcer leads and orders share: a record is written out, then marked; one already
// announced (by a catch-up) is not announced again; a failed write leaves it for the next catch-up.
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { announcer, type Subject } from "../../../../server/infra/mail/announcer.ts";
import type { Mailer } from "../../../../server/infra/mail/mailer.ts";

type Notice = { id: number; reference: string };

function fixture(send: Mailer["send"] = async () => "outbox") {
  const records = new Map<number, Notice & { notified: boolean }>();
  for (const id of [1, 2]) records.set(id, { id, reference: `REF-${id}`, notified: false });
  const subject: Subject<Notice> = {
    kind: "lead",
    store: {
      unnotified: async (id) =>
        [...records.values()]
          .filter((record) => !record.notified && (id === undefined || record.id === id))
          .map(({ id, reference }) => ({ id, reference })),
      markNotified: async (id) => void (records.get(id)!.notified = true),
    },
    compose: (notice) => ({
      message: { id: `lead-${notice.reference}`, subject: `New ${notice.reference}`, text: "" },
      reference: notice.reference,
    }),
  };
  const lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  const log = {
    info: (fields: Record<string, unknown>, message: string) => lines.push({ level: "info", fields, message }),
    error: (fields: Record<string, unknown>, message: string) => lines.push({ level: "error", fields, message }),
  } as unknown as FastifyBaseLogger;
  const mailer = { send: vi.fn(send) };
  return { records, lines, mailer, leads: announcer(subject, mailer, log) };
}

describe("server: announcer", () => {
  it("writes the record out, then marks it, logging its id and the way it went", async () => {
    const { records, lines, mailer, leads } = fixture();
    leads.announce(2);
    await vi.waitFor(() => expect(records.get(2)!.notified).toBe(true));
    expect(mailer.send).toHaveBeenCalledExactlyOnceWith({ id: "lead-REF-2", subject: "New REF-2", text: "" }, "REF-2");
    expect(records.get(1)!.notified).toBe(false);
    expect(lines).toEqual([
      { level: "info", fields: { leadId: 2, via: "outbox" }, message: "lead notification written" },
    ]);
  });

  it("does not announce again what a catch-up announced first", async () => {
    const { mailer, leads } = fixture();
    expect(await leads.catchUp()).toBe(2);
    leads.announce(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mailer.send).toHaveBeenCalledTimes(2);
    expect(await leads.catchUp()).toBe(0);
  });

  it("leaves a record whose write failed unmarked, for the next catch-up", async () => {
    const { records, lines, leads } = fixture(async () => Promise.reject(new Error("outbox not writable")));
    leads.announce(1);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      level: "error",
      fields: { leadId: 1 },
      message: "lead notification failed; it is retried on restart",
    });
    expect(records.get(1)!.notified).toBe(false);
  });
});
