// The pattern databases' files on disk, for the worker threads and the
// command line: read as they are, written atomically (a temporary file,
// then a rename), so a crash or a second process never leaves a
// half-written file under the real name.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseFiles } from './files';

/** The files of the cache directory `directory` (made when the first file is written). */
export function nodeDatabaseFiles(directory: string): DatabaseFiles {
  return {
    directory,
    read: (name) => {
      try {
        return readFileSync(join(directory, name));
      } catch {
        return undefined;
      }
    },
    write: (name, bytes) => writeAtomically(directory, name, bytes),
  };
}

/**
 * Best effort: a cache that cannot be written only means building again
 * next time. Never throws; says why it failed (an error code), or undefined
 * when the file is in place.
 */
function writeAtomically(directory: string, name: string, bytes: Uint8Array): string | undefined {
  const temporary = join(directory, `${name}.${process.pid}.${Date.now()}.tmp`);
  try {
    makeDirectory(directory);
    writeFileSync(temporary, bytes);
    renameSync(temporary, join(directory, name));
    return undefined;
  } catch (error) {
    removeQuietly(temporary);
    return codeOf(error);
  }
}

/**
 * mkdir -p, one level at a time: Node 20's own recursive mkdirSync never
 * returns where a directory cannot be made for want of its parent's
 * support (under /proc it loops on ENOENT), which would hang the worker.
 */
function makeDirectory(path: string): void {
  try {
    mkdirSync(path);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') return;
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) throw error;
    makeDirectory(parent);
    // Once more, now that the parent is there: a second ENOENT is the answer.
    mkdirSync(path);
  }
}

/** The clean-up after a failed write, which may fail for the same reason (ENOTDIR under a file): nothing to add then. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // The temporary file was never made where the path cannot even be looked up.
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
