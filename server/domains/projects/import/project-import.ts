// An import from its CSV text to its report: the file is read and checked as a whole (an ImportRefused
// writes nothing), each row planned, and, unless it is a dry run, the plan carried out in ONE
// transaction: new projects in batches, changed ones updated with their history and events when they
// are published, and one audit entry with the counts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../../infra/db/database.ts";
import type { Events } from "../../../infra/events/events.ts";
import { recordChanges } from "../project-history.ts";
import { ImportRefused, readCsv } from "./csv-table.ts";
import { planImport, reportOf, type PlannedRow } from "./import-plan.ts";
import type { ImportRepository } from "./import-repository.ts";
import { parseRow, type ParsedRow } from "./row-input.ts";

/** The staff domain's audit log (app.audit). */
type AuditRepository = FastifyInstance["audit"];

function parseFile(text: string): ParsedRow[] {
  const rows = readCsv(text).map(parseRow);
  const seen = new Map<string, number>();
  for (const { row, externalId } of rows) {
    if (!externalId) continue;
    const first = seen.get(externalId);
    if (first)
      throw new ImportRefused(`external_id "${externalId}" is on rows ${first} and ${row}: each project once.`);
    seen.set(externalId, row);
  }
  return rows;
}

export function projectImport(db: Db, projects: ImportRepository, audit: AuditRepository, events: Events) {
  async function write(request: FastifyRequest, rows: ParsedRow[], fileKey: string | undefined) {
    const at = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      // Planned inside the transaction, so it sees what another import committed meanwhile.
      const plan: PlannedRow[] = planImport(rows, await projects.existing(trx));
      const created = plan.flatMap((entry) => (entry.action === "create" ? [entry] : []));
      const ids = await projects.insert(
        trx,
        created.map(({ row, input, publication }) => ({ externalId: row.externalId, input, publication })),
        at,
      );
      for (const { row, publication } of created) {
        if (publication === "published")
          await events.emit(trx, "project.published", { project_id: ids.get(row.externalId) });
      }
      const updated = plan.flatMap((entry) => (entry.action === "update" ? [entry] : []));
      await projects.update(
        trx,
        updated.map(({ existing, input, publishes }) => ({ id: existing.id, input, publish: publishes })),
        at,
      );
      for (const { existing, changes, publishes } of updated) {
        if (existing.publication === "published" && changes.length) {
          // Bidders watch published projects: their changes are kept and told (alerts, webhooks).
          await recordChanges(trx, existing.id, changes, request.staff.id, at);
          await events.emit(trx, "project.updated", { project_id: existing.id, changes });
        }
        if (publishes) await events.emit(trx, "project.published", { project_id: existing.id });
      }
      const report = reportOf(plan, false);
      await audit.record(
        request,
        { action: "projects.imported", entity: "project_import", entityId: fileKey ?? at, after: report.totals },
        trx,
      );
      return report;
    });
  }

  return {
    /** Reads `text` and answers what the import does (dry run) or did; throws ImportRefused for a bad file. */
    async run(request: FastifyRequest, text: string, { dryRun, fileKey }: { dryRun: boolean; fileKey?: string }) {
      const rows = parseFile(text);
      if (dryRun) return reportOf(planImport(rows, await projects.existing()), true);
      return write(request, rows, fileKey);
    },
  };
}

export type ProjectImport = ReturnType<typeof projectImport>;
