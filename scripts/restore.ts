// Restores an archive of `npm run backup` into the database and data folder the configuration names:
//   npm run restore -- ARCHIVE            a file's path, or an archive's name at BACKUP_DIR / BACKUP_S3_URL
//   npm run restore -- ARCHIVE --force    replaces a database or data folder that holds data already
// Stop the server first; start it after (it runs the migrations newer than the archive).
// Exit codes: 0 restored, 1 refused or failed (the reason on standard error), 2 usage.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { restore } from "../server/infra/backup/restore.ts";

const USAGE = "usage: npm run restore -- ARCHIVE [--force]";
const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const { manifest, files, notes } = await restore(loadConfig(), positionals[0]!, { force: values.force });
  console.log(
    `restore: the ${manifest.database.kind} database of ${manifest.createdAt} ` +
      `(migration ${manifest.database.migration ?? "none"}) and ${files} files restored`,
  );
  for (const note of notes) console.log(`note: ${note}`);
} catch (error) {
  console.error(`restore: ${(error as Error).message}`);
  process.exitCode = 1;
}
