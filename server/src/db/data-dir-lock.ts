import fs from 'node:fs';
import path from 'node:path';

/** The embedded database is open in another process; the message says what to do. */
export class DataDirLockedError extends Error {}

const LOCK_FILE = 'pglite.lock';

function isRunning(pid: number): boolean {
  // Our own pid in the file is a leftover of an earlier run (in a container the portal is often pid 1).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process: PGlite serves one process, and a second one on the same
 * folder would confirm writes that are lost afterwards. The lock is a file with the pid, taken over
 * when that process no longer runs (after a crash). Returns the function that gives it back.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder === -1 || (holder !== undefined && isRunning(holder))) {
      throw new DataDirLockedError(
        `Die eingebettete Datenbank in ${dataDir} ist schon von einem anderen Prozess geöffnet${holder > 0 ? ` (pid ${holder})` : ''}. ` +
          'Ein Portal mit PGlite darf nur einmal laufen: bitte das andere beenden, einen anderen DATA_DIR wählen ' +
          'oder für mehrere Instanzen PostgreSQL nutzen (DATABASE_URL).',
      );
    }
    // Left behind by a process that ended without cleaning up: remove it and try again.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Die Sperrdatei ${file} ließ sich nicht anlegen. Bitte erneut starten.`);
}

function readPid(file: string): number | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    // A file being written by another process right now may still be empty: treat it as held.
    return text === '' ? -1 : Number(text);
  } catch {
    return undefined;
  }
}
