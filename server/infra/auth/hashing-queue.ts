// At most a few password hashes at once. scrypt runs on libuv's thread pool (4 threads by default),
// which static files, compression and DNS share: 20 logins hashing at once held a page for 10 s.
// The rest wait here in order, so threads and a core stay free for everyone else.
// https://nodejs.org/en/learn/asynchronous-work/dont-block-the-event-loop#blocking-the-worker-pool
import { availableParallelism } from "node:os";

/** Runs the tasks it is given, at most `limit` at a time, the others in arrival order. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * At most two of libuv's four threads hash, and never every CPU: scrypt is CPU-bound, so on a two-core
 * machine a second hash would only take the core the event loop needs, without making logins faster.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
