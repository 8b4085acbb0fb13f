// Backs up the site while it serves, to BACKUP_DIR or BACKUP_S3_URL (server/infra/backup/):
//   npm run backup               one archive: the database, DATA_DIR's files, a manifest; then prunes
//   npm run backup -- --list     the archives at the destination, oldest first
// For a systemd timer or cron (deploy/systemd/qto-backup.timer), or by hand before an upgrade.
// Exit codes: 0 done, 1 failed (the reason on standard error), 2 usage.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { backUp } from "../server/infra/backup/backup.ts";
import { openDestination } from "../server/infra/backup/destination.ts";

const { values } = (() => {
  try {
    return parseArgs({ options: { list: { type: "boolean", default: false } } });
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: npm run backup [-- --list]`);
    process.exit(2);
  }
})();

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const config = loadConfig();
  if (values.list) {
    const destination = await openDestination(config.backup);
    try {
      const names = await destination.list();
      console.log(names.length ? names.join("\n") : `no archives in ${destination.describe}`);
    } finally {
      destination.close();
    }
  } else {
    const result = await backUp(config);
    console.log(
      `backup: ${result.name} (${megabytes(result.bytes)}, ${result.files} files) to ${result.destination} ` +
        `in ${(result.ms / 1000).toFixed(1)} s` +
        (result.removed.length ? `; removed ${result.removed.join(", ")}` : ""),
    );
  }
} catch (error) {
  console.error(`backup: ${(error as Error).message}`);
  process.exitCode = 1;
}
