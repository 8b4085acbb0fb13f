// What a backup needs to know, read from the environment by server/config.ts (BACKUP_* variables).
import type { S3Location } from "../files/s3-url.ts";

/** Where `npm run backup` and the daily job put archives, how many they keep, and how they are sealed. */
export type BackupSettings = {
  /** The folder archives go to (BACKUP_DIR), unless `s3` names a bucket. */
  dir: string;
  /** The bucket (and prefix) archives go to instead of `dir` (BACKUP_S3_URL). */
  s3?: S3Location;
  /** How many archives are kept: the oldest beyond this are removed after each backup (BACKUP_KEEP). */
  keep: number;
  /** The secret archives are encrypted with (BACKUP_KEY); unset, they are not encrypted. */
  key?: string;
  /** Milliseconds after midnight UTC the server backs itself up each day (BACKUP_AT); unset, it does not. */
  dailyAtMs?: number;
};
