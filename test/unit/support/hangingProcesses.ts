// The hanging fixtures' processes (hang.cpp built as `main`, hang.py), found
// from outside as the host sees them, for the tests of the judge and of
// Test My Solution in VS Code alike: a run in namespaces can neither write a
// file of the test's nor know its own ids as the host numbers them.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The hanging program's processes (its own, then its child's) in a run of
 * judge `judgePid`, found from outside as the host sees them: by the run's
 * marker in their environment and their command (`main`, the judge's build
 * of hang.cpp, or hang.py); undefined until both have started. A run in
 * namespaces can neither write a file of the test's nor know its own ids.
 */
export function hangingPids(judgePid: number): number[] | undefined {
  const marker = Buffer.from(`EIGHT_PUZZLE_JUDGE_RUN=eight-puzzle-judge-${judgePid}-`);
  const found: Array<{ pid: number; start: number }> = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || !alive(Number(name))) continue;
    try {
      const environ = readFileSync(`/proc/${name}/environ`);
      const at = environ.indexOf(marker);
      if (at < 0 || (at > 0 && environ[at - 1] !== 0)) continue;
      const command = readFileSync(`/proc/${name}/cmdline`, 'latin1').split('\0');
      if (!/\/main$|^hang$/.test(command[0]) && !command.some((arg) => arg.endsWith('hang.py'))) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      found.push({ pid: Number(name), start: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]) });
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
  if (found.length < 2) return undefined;
  return found.sort((a, b) => a.start - b.start || a.pid - b.pid).map((p) => p.pid);
}

/** Collects, while a judgement runs, the hanging program's processes as soon as both have started. */
export function watchHanging(judgePid: number): { pids: () => number[] | undefined; stop: () => void } {
  let pids: number[] | undefined;
  const timer = setInterval(() => (pids ??= hangingPids(judgePid)), 5);
  return { pids: () => pids, stop: () => clearInterval(timer) };
}

/**
 * Whether a process is alive: a zombie (dead, not yet collected, as orphans stay on a machine whose init does
 * not collect them) is not.
 */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const state = stat[stat.lastIndexOf(')') + 2];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}
