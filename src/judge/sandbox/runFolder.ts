// A run's own folder in the system's temporary folder, named for the judge
// (`eight-puzzle-judge-<pid>-<random>`) so a later judge can tell it is stale:
// the program's working folder and TMPDIR, or a compilation's. Removed by
// `dispose`, or when this process exits, whichever comes first.
import { lchownSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_ID } from './namespaces';
import { newRunName } from './names';
import { keepAfterJudge } from './afterJudge';
import { onProcessExit } from './processExit';

export interface RunFolder {
  readonly path: string;
  /** Removes the folder and everything in it; safe to call more than once. */
  dispose(): void;
}

/**
 * Makes a fresh run folder (its owner's only). Throws only when the
 * system's temporary folder cannot hold one (missing, read-only, full):
 * nothing can run then, and the caller says so.
 */
export function makeRunFolder(): RunFolder {
  for (let attempt = 0; ; attempt++) {
    const path = join(tmpdir(), newRunName());
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (error) {
      // A name already taken is chance; anything else (no temporary folder, no space) is the answer.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < 5) continue;
      throw error;
    }
    let removed = false;
    const remove = (): void => {
      if (removed) return;
      removed = true;
      forget();
      try {
        rmSync(path, { recursive: true, force: true, maxRetries: 2 });
      } catch {
        // Not ours to remove after all (a file the program made read-only in a folder it locked): the next
        // judge's sweep tries again.
      }
    };
    const forget = onProcessExit('clean', remove);
    keepAfterJudge('folder', path);
    return { path, dispose: remove };
  }
}

/**
 * A root judge's programs run as nobody (namespaces.ts): its folder is
 * theirs, every file in it too when the run writes there (a compiler's
 * output), by lchown, so that a link the program left is never followed.
 */
export function ownFolder(path: string, asRoot: boolean, all: boolean): void {
  if (!asRoot) return;
  try {
    lchownSync(path, SANDBOX_ID, SANDBOX_ID);
    if (!all) return;
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
      lchownSync(join(entry.parentPath, entry.name), SANDBOX_ID, SANDBOX_ID);
  } catch {
    // Gone, or on a file system without owners: the run then says what it cannot reach.
  }
}
