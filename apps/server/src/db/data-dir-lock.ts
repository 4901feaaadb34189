import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`The embedded database in ${dataDir} is already open in process ${ownerPid}; two writers would corrupt it.`);
    this.name = 'DataDirLockedError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Directories this process holds. A lock file naming our own pid but absent here was left by an earlier
// process that had the same pid (common for pid 1 in containers), so it is stale.
const heldHere = new Set<string>();

/** Takes an exclusive lock file beside the embedded database; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = resolve(dataDir, 'portal.lock');
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && processAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
