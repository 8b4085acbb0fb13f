// The first entry of every archive: what it holds and how to check it. A restore reads it before anything
// else, refuses an archive from a newer version of the site (a migration this code does not know), and
// checks every file's SHA-256 against it before it writes a byte.
import * as v from "valibot";

export const MANIFEST = "manifest.json";
/** Where the database's copy lies in the archive, by kind. */
export const DATABASE_ENTRY = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;
/** Files of DATA_DIR lie under this folder of the archive, at their path below DATA_DIR. */
export const FILES_ENTRY = "data";

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** A path below DATA_DIR: folders and names of safe characters, never a way out of it. */
const RelativePath = v.pipe(v.string(), v.regex(/^(?!.*(^|\/)\.\.?(\/|$))[\w.-]+(\/[\w.-]+)*$/));

export const ManifestSchema = v.object({
  format: v.literal("qto-backup"),
  version: v.literal(1),
  createdAt: v.string(),
  database: v.object({
    kind: v.picklist(["sqlite", "postgres"]),
    /** The last migration the database had run: a restore by code that lacks it is refused. */
    migration: v.nullable(v.string()),
    size: v.number(),
    sha256: Sha256,
  }),
  /** Where uploaded files were kept: "disk" (they are in the archive) or "s3" (the bucket keeps them). */
  uploads: v.picklist(["disk", "s3"]),
  files: v.array(v.object({ path: RelativePath, size: v.number(), sha256: Sha256 })),
});

export type Manifest = v.InferOutput<typeof ManifestSchema>;
