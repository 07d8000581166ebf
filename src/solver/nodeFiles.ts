// The pattern databases' files on disk, for the worker threads and the
// command line: read only when they can be what this process wrote
// (cacheFileRead.ts), written atomically (a fresh temporary file, then a
// rename, which replaces whatever stood under the name, a link included,
// and never writes through it), so a crash or a second process never leaves a
// half-written file under the real name (and the temporary files of writers
// that died before their rename are swept).
import {
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { RefusedFile } from './cacheProblem';
import { readCacheFile } from './cacheFileRead';
import { errnoCode } from './errnoCode';
import type { DatabaseFiles } from './files';

/** Where the command line and its judge keep what they build: `$EIGHT_PUZZLE_CACHE`, else `$XDG_CACHE_HOME/eight-puzzle` (`~/.cache/eight-puzzle`). */
export function defaultCacheDirectory(): string {
  const own = process.env.EIGHT_PUZZLE_CACHE;
  if (own) return own;
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && xdg.startsWith('/') ? xdg : join(homedir(), '.cache'), 'eight-puzzle');
}

/**
 * The files of the cache directory `directory` (made when the first file is
 * written). A file refused on reading is told to `onRefused`, and is then
 * as good as absent: its data is built again, and written in its place.
 */
export function nodeDatabaseFiles(
  directory: string,
  onRefused?: (refused: RefusedFile) => void,
): DatabaseFiles {
  return {
    directory,
    read: (name, mostBytes) => {
      const read = readCacheFile(join(directory, name), mostBytes);
      if (read.kind === 'refused') onRefused?.(read.refused);
      return read.kind === 'read' ? read.bytes : undefined;
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
  // The thread too: a worker and its builders share the process, and a fresh file is made with O_EXCL.
  const temporary = join(directory, `${name}.${process.pid}.${Date.now()}.${threadId}.tmp`);
  try {
    makeDirectory(directory);
    sweepStale(directory);
    writeFresh(temporary, bytes);
    renameSync(temporary, join(directory, name));
    return undefined;
  } catch (error) {
    removeQuietly(temporary);
    return errnoCode(error) ?? (error instanceof Error ? error.message : String(error));
  }
}

/**
 * A file made here and now, never one someone placed at the temporary
 * name (its name is easy to guess): O_EXCL refuses any that is there, a
 * link included, so nothing is written through it. Never writable by
 * others, whatever the umask, since the reader refuses such a file.
 */
function writeFresh(path: string, bytes: Uint8Array): void {
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
    0o644,
  );
  try {
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
  } finally {
    closeSync(fd);
  }
}

/** A temporary cache file's name (a database's or a distance table's), with the process that wrote it: `<file>.<pid>.<ms>.<thread>.tmp` (earlier versions: `<file>.<pid>.<ms>.tmp`). */
const TEMPORARY = /^(?:pdb|table)-.+\.bin\.(\d+)\.\d+(?:\.\d+)?\.tmp$/;
/** A temporary file this old is left over whoever wrote it: a 6-tile build takes seconds, not a day. */
const STALE_MS = 24 * 60 * 60 * 1000;
/** Directories swept already by this thread (each thread has its own): once is enough. */
const swept = new Set<string>();

/**
 * Removes the temporary files of writers that died between write and rename
 * (a builder thread stopped with its worker, a killed process): their
 * process is gone, or the file is a day old. A live writer's file is never
 * touched, since its rename would then fail. Best effort, once per directory.
 */
function sweepStale(directory: string): void {
  if (swept.has(directory)) return;
  swept.add(directory);
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return;
  }
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (!match) continue;
    const path = join(directory, name);
    const pid = Number(match[1]);
    if (!isOld(path) && (pid === process.pid || processAlive(pid))) continue;
    removeQuietly(path);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it is there, only not ours to signal.
    return errnoCode(error) === 'EPERM';
  }
}

function isOld(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > STALE_MS;
  } catch {
    return false;
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
    const code = errnoCode(error);
    if (code === 'EEXIST') return;
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) throw error;
    makeDirectory(parent);
    // Once more, now that the parent is there: a second ENOENT is the answer.
    mkdirSync(path);
  }
}

/**
 * The clean-up after a failed write, which may fail for the same reason (ENOTDIR under a file): nothing to
 * add then.
 */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // The temporary file was never made where the path cannot even be looked up.
  }
}
