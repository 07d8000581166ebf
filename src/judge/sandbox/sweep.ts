// What runs of judges that are gone left behind (a judge SIGKILLed, crashed,
// or its machine's power cut): processes still carrying a dead judge's
// marker, cgroups named for a dead judge, and run folders named for one.
// The judge sweeps once as it starts.
import { existsSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readHierarchies } from './cgroupMounts';
import { pidsOf } from './cgroupRun';
import { judgeGone, killHard } from './kill';
import { retryLingering } from './lingering';
import { allMarked, stillMarked } from './markers';
import { judgeOf } from './names';
import { untilSync } from './pause';
import { hasProc, readStat } from './procfs';

export interface SweepSummary {
  /** Processes killed: a dead judge's programs, found by their marker. */
  readonly processes: number;
  /** Cgroups emptied and removed. */
  readonly cgroups: number;
  /** Run folders removed. */
  readonly folders: number;
}

/** How long a stale cgroup's killed processes have to be gone before it is left for the next sweep. */
const STALE_GONE_MS = 500;
/** Bounds on the walk of a cgroup hierarchy (a large machine has thousands of cgroups). */
const MOST_DEPTH = 24;
const MOST_FOLDERS = 20_000;

/** Kills and removes what dead judges' runs left; never throws. */
export function sweepStaleRuns(): SweepSummary {
  retryLingering();
  const stale = staleTest();
  return clear((name) => {
    const judge = judgeOf(name);
    return judge !== undefined && stale(judge);
  });
}

/**
 * Kills and removes what is left of the runs named (as a ProcessWatch is
 * told them), and the run folders named, whose judge is alive but lost them:
 * a worker thread stopped in the middle of a run took its clean-up with it.
 * Never throws.
 */
export function clearRuns(names: readonly string[]): SweepSummary {
  const named = new Set(names);
  return clear((name) => named.has(name));
}

/** Kills the processes, and removes the cgroups and run folders, whose run name `doomed` says. */
function clear(doomed: (name: string) => boolean): SweepSummary {
  let processes = 0;
  if (hasProc()) {
    for (const { pid, name } of allMarked())
      if (doomed(name) && stillMarked(pid, name) && killHard(pid)) processes++;
  }
  let cgroups = 0;
  for (const folder of cgroupsNamed(doomed)) if (clearCgroup(folder)) cgroups++;
  let folders = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync(tmpdir());
  } catch {
    // No temporary folder to read: nothing in it to remove.
  }
  for (const name of entries) {
    if (!doomed(name)) continue;
    try {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
      folders++;
    } catch {
      // Another user's, or still in use: not ours to remove.
    }
  }
  return { processes, cgroups, folders };
}

/** Whether judge `pid` is gone, asked once per pid. */
function staleTest(): (pid: number) => boolean {
  const known = new Map<number, boolean>();
  return (pid) => {
    let gone = known.get(pid);
    if (gone === undefined) {
      gone = judgeGone(pid, (id) => readStat(id)?.state === 'Z');
      known.set(pid, gone);
    }
    return gone;
  };
}

/** The cgroups, in every hierarchy a run may have joined, whose run name `doomed` says. */
function cgroupsNamed(doomed: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const hierarchy of readHierarchies()) {
    if (
      hierarchy.version === 1 &&
      !hierarchy.controllers.some((c) => c === 'memory' || c === 'pids' || c === 'cpuacct')
    )
      continue;
    let visited = 0;
    const walk = (folder: string, depth: number): void => {
      if (depth > MOST_DEPTH || visited++ > MOST_FOLDERS) return;
      let entries;
      try {
        entries = readdirSync(folder, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isDirectory()) continue;
        if (judgeOf(entry.name) === undefined) walk(join(folder, entry.name), depth + 1);
        else if (doomed(entry.name)) found.push(join(folder, entry.name));
      }
    };
    walk(hierarchy.mountPoint, 0);
  }
  return found;
}

/** Kills everything in a stale cgroup and removes it; false when it stays (still busy, or not ours). */
function clearCgroup(folder: string): boolean {
  const kill = (): void => {
    try {
      if (existsSync(join(folder, 'cgroup.kill'))) writeFileSync(join(folder, 'cgroup.kill'), '1');
    } catch {
      // Refused: each process then.
    }
    for (const pid of pidsOf(join(folder, 'cgroup.procs'))) killHard(pid);
  };
  kill();
  untilSync(() => {
    if (pidsOf(join(folder, 'cgroup.procs')).length === 0) return true;
    kill();
    return false;
  }, STALE_GONE_MS);
  try {
    rmdirSync(folder);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}
