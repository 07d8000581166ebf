// The installed command line as a child the test watches while it runs: its
// output as it comes, its exit, and its peak memory, so a test can wait for
// a condition (an answer, the exit) and fail, rather than hang, when the
// child never gets there.
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

export interface WatchedChild {
  readonly child: ChildProcessWithoutNullStreams;
  out: string;
  err: string;
  /** Set once it has exited: its code, or the signal that ended it. */
  exit?: { readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly at: number };
  /**
   * The highest resident memory seen (VmHWM, in KiB), read every 20 ms while it runs; 0 where /proc has none.
   */
  peakKiB: number;
}

/** The CLI with `args`, its cache in `cache` (no XDG_CACHE_HOME of the machine's), its standard input left open for the test to write or end. */
export function startCli(args: readonly string[], cache: string, env: NodeJS.ProcessEnv = {}): WatchedChild {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.XDG_CACHE_HOME;
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...base, EIGHT_PUZZLE_CACHE: cache, ...env },
  });
  const watched: WatchedChild = { child, out: '', err: '', peakKiB: 0 };
  child.stdout.on('data', (data: Buffer) => (watched.out += data.toString()));
  child.stderr.on('data', (data: Buffer) => (watched.err += data.toString()));
  // A child that exits before reading all its input is no error of the test's.
  child.stdin.on('error', () => undefined);
  const poll = setInterval(() => (watched.peakKiB = Math.max(watched.peakKiB, peakOf(child.pid))), 20);
  child.on('exit', (code, signal) => {
    clearInterval(poll);
    watched.exit = { code, signal, at: Date.now() };
  });
  return watched;
}

/** Ends a child a test gave up on, so no run outlives its test. */
export function stopChild(watched: WatchedChild | undefined): void {
  if (watched && !watched.exit) watched.child.kill('SIGKILL');
}

function peakOf(pid: number | undefined): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    // Gone already, or no /proc here.
    return 0;
  }
}

/** Standard error's lines that are not empty. */
export function errLines(watched: WatchedChild): string[] {
  return watched.err.split('\n').filter((line) => line !== '');
}
