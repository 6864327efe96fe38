/**
 * One process per PGlite data folder. PGlite is made for one process: a second server on the
 * same folder lost acknowledged actions. A lock file in the folder names the process that
 * uses it; another process is refused while that one runs, and takes the lock over once it is
 * gone (a server killed with -9 leaves its lock behind).
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock's name inside the data folder; it holds the pid of the process using the folder. */
export const LOCK_FILE = 'rulegraph.lock';

/** A data folder that cannot be used; the command line exits 3 (the system refused). */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

/** A data folder another live process (or this one) uses. */
export class DataFolderInUse extends DataFolderError {
  override name = 'DataFolderInUse';
  readonly code = 'DATA_FOLDER_IN_USE';
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    const who = pid === process.pid ? `this process (${pid})` : `process ${pid}`;
    super(`the data folder ${folder} is in use by ${who}; stop that server or give another --data folder (its lock: ${join(folder, LOCK_FILE)})`);
  }
}

/**
 * Takes `folder` (made if missing) for this process, or throws {@link DataFolderInUse}; a
 * path that is no folder throws the system's error (EEXIST, ENOTDIR) naming it. Returns the
 * release, which removes the lock if it is still this process's.
 */
export function lockDataFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const lock = join(folder, LOCK_FILE);
  // The lock appears whole or not at all: written aside, then linked in place (which fails if
  // a lock is there), so no process ever reads a lock without its pid.
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(mine, lock);
        return () => release(lock);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lock);
      if (holder !== undefined && isRunning(holder)) throw new DataFolderInUse(folder, holder);
      // Stale (its process is gone, or it names none: this code never writes such a lock), and
      // taken over once: failing again means another process took it over at the same moment.
      // Two servers started in the same millisecond over a stale lock could both remove it;
      // starting servers one after the other, as a restart does, cannot.
      if (attempt > 0) throw new DataFolderError(`the data folder ${folder} is being taken by another process`);
      rmSync(lock, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

function release(lock: string): void {
  if (holderOf(lock) === process.pid) rmSync(lock, { force: true });
}

/** The pid a lock names, or undefined when it names none (it is then never taken over). */
function holderOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process runs with this pid (one of another user's answers EPERM: it runs). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
