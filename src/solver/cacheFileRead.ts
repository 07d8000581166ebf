// The one way the caches on disk are read (the pattern databases, by the
// solver's threads; the 3×3 distance table, by the command line): a cache
// directory may hold what someone else placed there, so a file is read only
// when it can be what this process wrote. Opened without following a link
// and without waiting (a FIFO's open would wait for a writer), then checked
// on the descriptor itself, so nothing can be swapped in between: a regular
// file, ours, with no other name, no longer than its kind can be. A read
// then never blocks (no FIFO, no device), so signals are always heard, and
// memory is bounded before the first byte.
import { closeSync, constants, fstatSync, openSync, readSync, Stats } from 'node:fs';
import type { RefusedFile } from './cacheProblem';
import { errnoCode } from './errnoCode';

export type CacheRead =
  | { readonly kind: 'read'; readonly bytes: Uint8Array }
  /**
   * Nothing usable there and nothing suspicious either (no file, a directory, no permission): built as on a
   * cold cache.
   */
  | { readonly kind: 'absent' }
  | { readonly kind: 'refused'; readonly refused: RefusedFile };

/**
 * Flags a platform lacks (Windows has no O_NOFOLLOW) are 0: there the checks on the descriptor still hold.
 */
const OPEN_FLAGS =
  constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** `path`'s bytes if it is a cache file this process can trust, at most `mostBytes` of them; never throws, never waits. */
export function readCacheFile(path: string, mostBytes: number): CacheRead {
  const opened = openCacheFile(path, mostBytes);
  if (opened.kind !== 'open') return opened;
  try {
    return readWhole(opened.fd, opened.size, path);
  } catch {
    // An I/O error halfway: as good as no file.
    return { kind: 'absent' };
  } finally {
    closeSync(opened.fd);
  }
}

/** The descriptor of `path` once it has passed every check (the caller closes it), else why not. Never throws. */
export function openCacheFile(
  path: string,
  mostBytes: number,
):
  | { readonly kind: 'open'; readonly fd: number; readonly size: number }
  | Exclude<CacheRead, { kind: 'read' }> {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    const why = OPEN_REFUSALS[errnoCode(error) ?? ''];
    return why ? { kind: 'refused', refused: { path, why } } : { kind: 'absent' };
  }
  try {
    const stats = fstatSync(fd);
    // A directory where a file goes is the writer's to report (EISDIR), not a file refused here.
    const why = stats.isDirectory() ? undefined : refusal(stats, mostBytes);
    if (why === undefined && stats.isFile()) return { kind: 'open', fd, size: stats.size };
    closeSync(fd);
    return why === undefined ? { kind: 'absent' } : { kind: 'refused', refused: { path, why } };
  } catch {
    closeSync(fd);
    return { kind: 'absent' };
  }
}

/**
 * What open(2) says of a path that is no plain file of ours: O_NOFOLLOW's ELOOP (EMLINK on the BSDs) for a
 * link, ENXIO for a socket.
 */
const OPEN_REFUSALS: Readonly<Record<string, string>> = {
  ELOOP: 'it is a symbolic link',
  EMLINK: 'it is a symbolic link',
  ENXIO: 'it is a socket or a device with nothing behind it',
};

/** Why an opened file is not to be read, or undefined when it may be. */
function refusal(stats: Stats, mostBytes: number): string | undefined {
  if (stats.isFIFO()) return 'it is a named pipe (FIFO), not a regular file';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'it is a device, not a regular file';
  if (stats.isSocket()) return 'it is a socket, not a regular file';
  if (!stats.isFile()) return 'it is not a regular file';
  const me = process.getuid?.();
  if (me !== undefined && stats.uid !== me)
    return `it belongs to user ${stats.uid}, not to this user (${me})`;
  // Written by a rename of a fresh file, a cache file has one name: another is a hard link someone made.
  if (stats.nlink > 1) return `it has ${stats.nlink} names (hard links), where this cache writes one`;
  if ((stats.mode & WRITABLE_BY_OTHERS) !== 0) return 'any user may write to it';
  if (stats.size > mostBytes)
    return `it is ${stats.size} bytes, longer than the ${mostBytes} its kind can be`;
  return undefined;
}

const WRITABLE_BY_OTHERS = 0o002;

/** The file's `size` bytes (fewer if it shrank: the decoder refuses those); a file that grew meanwhile is refused. */
function readWhole(fd: number, size: number, path: string): CacheRead {
  // One byte more than fstat said: filling it means the file grew after the check.
  const bytes = Buffer.allocUnsafe(size + 1);
  let at = 0;
  while (at < bytes.length) {
    const got = readSync(fd, bytes, at, bytes.length - at, null);
    if (got === 0) break;
    at += got;
  }
  if (at > size) return { kind: 'refused', refused: { path, why: 'it grew while it was read' } };
  return { kind: 'read', bytes: bytes.subarray(0, at) };
}
