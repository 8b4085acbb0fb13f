// The one announcement job leads and orders share: a record is written out, then marked; one already
// announced is not announced again; a failed write leaves it unmarked and fails the job, which retries it.
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { announce, announcement, type Subject } from "../../../../server/infra/mail/announcer.ts";
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
  } as unknown as FastifyBaseLogger;
  const mailer = { firm: "leads@qtosolutions.com", send: vi.fn(send) };
  return { records, lines, mailer, job: announce(subject, mailer, log) };
}

describe("server: announcement job", () => {
  it("is keyed by the record, so one record gets one job", () => {
    expect(announcement("order", 7)).toEqual(["order.notify", { id: 7 }, { key: "order.notify:7" }]);
  });

  it("writes the record out, then marks it, logging its id and the way it went", async () => {
    const { records, lines, mailer, job } = fixture();
    await job({ id: 2 });
    expect(records.get(2)!.notified).toBe(true);
    expect(mailer.send).toHaveBeenCalledExactlyOnceWith({ id: "lead-REF-2", subject: "New REF-2", text: "" }, "REF-2");
    expect(records.get(1)!.notified).toBe(false);
    expect(lines).toEqual([
      { level: "info", fields: { leadId: 2, via: "outbox" }, message: "lead notification written" },
    ]);
  });

  it("does not announce again a record announced already", async () => {
    const { mailer, job } = fixture();
    await job({ id: 1 });
    await job({ id: 1 });
    expect(mailer.send).toHaveBeenCalledTimes(1);
  });

  it("leaves a record whose write failed unmarked and fails, so the job is retried", async () => {
    const { records, job } = fixture(async () => Promise.reject(new Error("outbox not writable")));
    await expect(job({ id: 1 })).rejects.toThrow("outbox not writable");
    expect(records.get(1)!.notified).toBe(false);
  });
});
