// What saved-search alerts ask of the catalogue (through app.projects): the projects newly published,
// and which of them a search's filters match, by the board's own filter code (ProjectIndex) so an alert
// names exactly what the board would list.
import type { ProjectQuery } from "../../../contract/schemas/projects.ts";
import type { Db } from "../../infra/db/database.ts";
import { INDEXED_COLUMNS } from "./board-index/project-columns.ts";
import { ProjectIndex, type IndexedProject } from "./board-index/project-index.ts";

/** Each set of rows' index, built once however many searches are matched against it. */
const indexes = new WeakMap<IndexedProject[], { index: ProjectIndex; byId: Map<number, IndexedProject> }>();

export function publishedMatches(db: Db) {
  const published = () => db.selectFrom("projects").select(INDEXED_COLUMNS).where("publication", "=", "published");
  return {
    /** Project `id` as an alert matches and names it, while it is published. */
    publishedProject: (id: number) => published().where("id", "=", id).executeTakeFirst(),

    /** Projects first published (posted) in (after, until], as the board's index reads them. */
    publishedBetween: (after: string, until: string) =>
      published().where("posted_at", ">", after).where("posted_at", "<=", until).orderBy("id").execute(),

    /** The projects of `rows` that `filters` match, in the board's default order. */
    matching<Row extends IndexedProject>(rows: Row[], filters: ProjectQuery, today: string): Row[] {
      let built = indexes.get(rows);
      if (!built) {
        built = { index: new ProjectIndex(rows), byId: new Map(rows.map((row) => [Number(row.id), row])) };
        indexes.set(rows, built);
      }
      const { index, byId } = built;
      const { ids } = index.search(filters, { limit: index.size, offset: 0 }, today);
      return ids.map((id) => byId.get(id) as Row);
    },
  };
}
