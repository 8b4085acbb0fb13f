// The pages with the home counters, served with live counts when admins chose them: the built HTML with
// the four numbers written in (counters-html.ts), rebuilt at most every `maxAgeMs` rather than on every
// request, and never by a site rebuild. Each process keeps its own copy; the setting itself is read on
// every request (one row by its key), so switching back to the fixed numbers shows everywhere at once.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { LiveCounts } from "../../../contract/staff/site-settings.ts";
import { readCounters, writeCounters } from "./counters-html.ts";
import type { SettingsRepository } from "./settings-repository.ts";

/** The built pages that include partials/counters.njk. */
export const COUNTER_PAGES = ["/index.html", "/StatsBoard/index.html"];

export type LivePage = { body: string; etag: string };

type Snapshot = { counts: LiveCounts; takenAt: number; pages: Map<string, LivePage> };

export function liveCounters({
  siteDir,
  settings,
  maxAgeMs,
  now = Date.now,
}: {
  siteDir: string;
  settings: SettingsRepository;
  maxAgeMs: number;
  now?: () => number;
}) {
  let snapshot: Snapshot | undefined;
  let taking: Promise<Snapshot> | undefined;

  /** The counts taken at most `maxAgeMs` ago; one query however many requests wait for it. */
  async function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.takenAt < maxAgeMs) return snapshot;
    taking ??= settings
      .liveCounts()
      .then((counts) => (snapshot = { counts, takenAt: now(), pages: new Map() }))
      .finally(() => (taking = undefined));
    return taking;
  }

  return {
    /** The page `file` with live counts, or undefined while the counters are fixed (serve the file as built). */
    async page(file: string): Promise<LivePage | undefined> {
      if ((await settings.homeCounters()).source !== "live") return undefined;
      const taken = await current();
      let page = taken.pages.get(file);
      if (!page) {
        const body = writeCounters(await readFile(path.join(siteDir, file), "utf8"), taken.counts);
        page = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
        taken.pages.set(file, page);
      }
      return page;
    },

    /** The counters as built into the home page: labels and fixed numbers (none if the site is not built). */
    async builtCounters() {
      return readCounters(await readFile(path.join(siteDir, COUNTER_PAGES[0]!), "utf8").catch(() => ""));
    },

    /** Forgets the counts, so the next live page counts again (after an admin switches to live). */
    forget() {
      snapshot = undefined;
    },

    /** When this process last took the counts it serves; null if it has served no live page yet. */
    rebuiltAt(): string | null {
      return snapshot ? new Date(snapshot.takenAt).toISOString() : null;
    },
  };
}

export type LiveCounters = ReturnType<typeof liveCounters>;
