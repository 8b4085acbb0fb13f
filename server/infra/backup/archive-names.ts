// An archive's name says when it was taken and whether it is encrypted, and sorts in time order, so the
// newest of a folder or a bucket is the last name and pruning needs no other record:
//   qto-backup-20260315T033000Z.tar.gz       qto-backup-20260315T033000Z.tar.gz.enc (BACKUP_KEY)

const NAME = /^qto-backup-(\d{8}T\d{6}Z)\.tar\.gz(\.enc)?$/;

/** The name of an archive taken at `at`. */
export function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `qto-backup-${stamp}.tar.gz${encrypted ? ".enc" : ""}`;
}

export const isArchiveName = (name: string): boolean => NAME.test(name);

export const isEncryptedName = (name: string): boolean => NAME.exec(name)?.[2] === ".enc";

/** The archives among `names`, oldest first. */
export const archivesOldestFirst = (names: string[]): string[] => names.filter(isArchiveName).sort();
