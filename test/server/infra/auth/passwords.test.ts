// Password hashing: the hashes made and checked are right, and no more than two (one on a two-core
// machine) run on libuv's thread pool at once however many logins arrive together.
import { describe, expect, it, vi } from "vitest";

// Counts the scrypt calls in flight: the most seen at once is what the queue must bound.
const inFlight = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    inFlight.most = Math.max(inFlight.most, ++inFlight.now);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      inFlight.now--;
      done(error, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const { hashPassword, verifyPassword } = await import("../../../../server/infra/auth/passwords.ts");
const { HASHING_CONCURRENCY } = await import("../../../../server/infra/auth/hashing-queue.ts");

describe("server/infra/auth/passwords", () => {
  it("hashes at most two passwords at once (one on two cores), the others waiting their turn, each answer right", async () => {
    const stored = await hashPassword("a long enough passphrase");
    inFlight.most = 0;
    const checks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verifyPassword(i % 2 ? "a long enough passphrase" : `wrong ${i}`, stored)),
    );
    expect(checks).toEqual([false, true, false, true, false, true, false, true]);
    expect(HASHING_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASHING_CONCURRENCY).toBeLessThanOrEqual(2);
    expect(inFlight.most).toBe(HASHING_CONCURRENCY);
  });
});
