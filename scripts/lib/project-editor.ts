// An editor at work while the board is measured: one project's bid amount changed
// every second, written straight to the database as the console or another process would, so each
// edit moves the server's revision and its next request takes the edit in. And how long a renamed
// project takes to show on the board's list.
import { openDatabase } from "../../server/infra/db/database.ts";

export function projectEditor(databaseUrl: string, projects: number) {
  const { db } = openDatabase(databaseUrl);
  let edits = 0;
  const edit = (id: number, fields: { bid_amount?: number; name?: string }) =>
    db.updateTable("projects").set(fields).where("id", "=", id).execute();
  // Ids spread over the catalogue (a prime step), each bid amount new, so the amount orders move too.
  const timer = setInterval(() => {
    const id = 1 + ((edits * 7919) % projects);
    edits++;
    void edit(id, { bid_amount: 10_000 + ((edits * 104_729) % 5_000_000) });
  }, 1000);

  return {
    /** Stops editing; answers how many edits were made. */
    stop() {
      clearInterval(timer);
      return edits;
    },
    /** Renames a project, then asks the list for its new name until it shows: the milliseconds it took. */
    async visibleAfter(origin: string): Promise<number> {
      const name = `Benchmark Edit ${Date.now()}`;
      const started = performance.now();
      await edit(Math.ceil(projects / 2), { name });
      const url = `${origin}/reactapp/projects/projects/?format=json&keyword=${encodeURIComponent(name)}`;
      for (;;) {
        const { count } = (await (await fetch(url)).json()) as { count: number };
        if (count > 0) return Math.round(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => db.destroy(),
  };
}
