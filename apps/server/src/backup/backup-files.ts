// The backup folder: file names that sort by time and say the database kind, a file written whole
// or not at all (a partial name until renamed), and the last N kept.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite's data folder as a gzipped tar; PostgreSQL's pg_dump custom format. */
const EXTENSION: Record<DatabaseKind, string> = { pglite: ".tar.gz", postgres: ".dump" };

const PREFIX = "lounge-office-";
/** `lounge-office-2026-11-27T23-15-02-123Z-pglite.tar.gz`: UTC, so that the name sorts by time. */
const NAME =
  /^lounge-office-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(pglite|postgres)\.(tar\.gz|dump)$/;

export function backupFileName(kind: DatabaseKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.(\d{3})Z$/, "-$1Z");
  return `${PREFIX}${stamp}-${kind}${EXTENSION[kind]}`;
}

/** The kind a backup's name says, or null for a name that is not a backup's. */
export function kindOfName(name: string): DatabaseKind | null {
  const match = NAME.exec(path.basename(name));
  return match ? (match[1] as DatabaseKind) : null;
}

/** The folder's backups, oldest first. Other files are not ours: they are never listed nor removed. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => kindOfName(name) !== null)
    .sort()
    .map((name) => path.join(dir, name));
}

/** Removes the oldest backups beyond `keep`; returns the files removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

export type WrittenBackup = { file: string; bytes: number; removed: string[] };

/**
 * Writes one backup: `write` fills the partial file it is given, which is then renamed into place
 * (a backup cut short leaves no file with a backup's name), and the oldest beyond `keep` go.
 */
export async function writeBackupFile(
  options: { dir: string; keep: number; kind: DatabaseKind; at?: Date },
  write: (partialFile: string) => Promise<void>,
): Promise<WrittenBackup> {
  const dir = path.resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  let at = options.at ?? new Date();
  // Two backups within the same millisecond (a test, a close and a command) keep both.
  while (listBackups(dir).includes(path.join(dir, backupFileName(options.kind, at))))
    at = new Date(at.getTime() + 1);
  const file = path.join(dir, backupFileName(options.kind, at));
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const bytes = statSync(file).size;
  return { file, bytes, removed: pruneBackups(dir, options.keep) };
}

/** "4.6 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
