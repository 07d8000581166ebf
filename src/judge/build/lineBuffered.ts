// A program writes its answers through a buffer it flushes only when the
// buffer fills or the program exits: a run that is stopped (a time or
// memory limit) loses what it had written but not flushed, and the report
// would say it answered fewer boards than it had. So the judge runs C and
// C++ programs with their standard output line-buffered (coreutils'
// libstdbuf, as `stdbuf -oL` does: glibc's stdio, and iostreams that share
// it, flush every line) and Python unbuffered. Each line then costs a write
// of its own: about a microsecond, on the stricter side of any time limit.
import { existsSync } from 'node:fs';
import type { Language } from '../spec';

/** Where Debian, Ubuntu and Fedora keep coreutils' libstdbuf. */
const LIBSTDBUF = ['/usr/libexec/coreutils/libstdbuf.so', '/usr/lib/coreutils/libstdbuf.so'];

let libstdbuf: string | null | undefined;

/**
 * The variables that make a program of `language` write each line as it
 * goes (none where this machine cannot). `sanitized`: built with a
 * sanitizer (LeetCode's AddressSanitizer), whose runtime must be the first
 * library loaded, so nothing is preloaded before it.
 */
export function lineBufferedOutput(language: Language, sanitized: boolean): Readonly<Record<string, string>> {
  if (language === 'python') return { PYTHONUNBUFFERED: '1' };
  if ((language !== 'c' && language !== 'cpp') || sanitized) return {};
  if (libstdbuf === undefined) libstdbuf = LIBSTDBUF.find((path) => existsSync(path)) ?? null;
  return libstdbuf === null ? {} : { LD_PRELOAD: libstdbuf, _STDBUF_O: 'L' };
}
