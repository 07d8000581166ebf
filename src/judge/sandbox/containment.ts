// The three ways a run is held, best first: a cgroup per run (every process,
// wherever it went; CPU time and memory counted by the kernel; memory limited
// by it); /proc (the tree by parent links and by the run's marker, sampled
// and killed by the judge); or only the process group (no /proc: macOS,
// Windows), where time is wall-clock time and memory is not measured.
import { cgroupLayout } from './cgroupLayout';
import { CgroupLimits, RunCgroups } from './cgroupRun';
import { killHard } from './kill';
import { hasProc, readMemory } from './procfs';
import { ProcTree } from './procTree';

/** Which mechanism held a run. */
export type ContainmentKind = 'cgroup' | 'proc' | 'none';
/** The best available (`auto`), or no better than the one named (tests run the fallbacks on a machine with cgroups). */
export type ContainmentChoice = 'auto' | ContainmentKind;
/** Who measured (and limited) one resource: the kernel's cgroup, the judge polling /proc, or nobody. */
export type MeasuredBy = 'cgroup' | 'proc' | 'none';

/** Sets the choice for every run of a process that gives none (`auto`, `cgroup`, `proc`, `none`): for tests, and for a machine whose cgroups misbehave. */
export const CONTAINMENT_VARIABLE = 'EIGHT_PUZZLE_JUDGE_CONTAINMENT';

export interface RunUsage {
  readonly cpuMs?: number;
  readonly peakKiB?: number;
  /** Resident memory now, where the judge samples it (for how soon to look again). */
  readonly residentKiB?: number;
  /**
   * File pages charged to the run and left out of its peak (a runtime's libraries read from disk for it),
   * where a cgroup charged them.
   */
  readonly fileKiB?: number;
  /** Over the memory limit: killed for it by the kernel, or seen over it by the judge. */
  readonly memoryExceeded: boolean;
}

export interface RunContainment {
  readonly kind: ContainmentKind;
  readonly cpuBy: MeasuredBy;
  readonly memoryBy: MeasuredBy;
  /** Whether a cgroup counts the run's processes and threads (pids.max), so a fork bomb is held. */
  readonly countsProcesses: boolean;
  /** The cgroup.procs files the first process joins. */
  readonly joinFiles: readonly string[];
  /**
   * Told the first process's id, once started, and the size of its private /tmp where it has one
   * (namespaces.ts), whose files /proc counts as its memory.
   */
  attach(pid: number, privateTmpBytes?: number): void;
  /** The run's figures now; `deep` also looks for orphans where /proc does the work (a scan of every process). */
  sample(deep: boolean): RunUsage;
  /** The run's figures once nothing of it is alive (call after `settled`): the program's own memory, without the file pages charged for it. */
  finish(): RunUsage;
  /** SIGKILL to every process of the run found now (call again until `settled`). */
  kill(): void;
  /** Whether nothing of the run is alive (a zombie is not). */
  settled(): boolean;
  /** Removes what the run made; false when something is still busy (retried later). */
  dispose(): boolean;
}

/** The choice a run makes when its request names none. */
export function defaultChoice(): ContainmentChoice {
  const value = process.env[CONTAINMENT_VARIABLE];
  return value === 'cgroup' || value === 'proc' || value === 'none' ? value : 'auto';
}

/** Makes the containment for run `name`: the best the machine has within `choice`; a cgroup that cannot be made falls back to /proc. */
export function contain(name: string, choice: ContainmentChoice, limits: CgroupLimits): RunContainment {
  if (choice === 'auto' || choice === 'cgroup') {
    const layout = cgroupLayout();
    if (layout !== null) {
      const cgroups = RunCgroups.make(layout, name, limits);
      if (!(cgroups instanceof Error)) return new CgroupContainment(cgroups, name, limits.memoryKiB);
    }
  }
  if (choice !== 'none' && hasProc()) return new ProcContainment(name, limits.memoryKiB);
  return new GroupContainment();
}

class CgroupContainment implements RunContainment {
  readonly kind = 'cgroup';
  readonly cpuBy: MeasuredBy;
  readonly memoryBy: MeasuredBy;
  readonly countsProcesses: boolean;
  readonly joinFiles: readonly string[];
  private readonly tree: ProcTree | undefined;
  private root: number | undefined;
  /** The highest of the run's own memory seen (its members' where no memory controller holds it). */
  private peakKiB = 0;

  constructor(
    private readonly cgroups: RunCgroups,
    name: string,
    private readonly memoryKiB: number | undefined,
  ) {
    this.joinFiles = cgroups.joinFiles();
    this.countsProcesses = cgroups.holdsProcesses();
    this.cpuBy = cgroups.holdsCpu() ? 'cgroup' : 'proc';
    this.memoryBy = cgroups.holdsMemory() ? 'cgroup' : 'proc';
    // A cgroup without CPU accounting (v1 without cpuacct) still has its members' /proc figures.
    this.tree = this.cpuBy === 'proc' ? new ProcTree(name) : undefined;
  }

  attach(pid: number, privateTmpBytes?: number): void {
    this.root = pid;
    this.tree?.attach(pid, privateTmpBytes);
  }

  sample(): RunUsage {
    const cpuMs = this.tree ? this.tree.sample(false).cpuMs : this.cgroups.cpuMs();
    if (this.memoryBy !== 'cgroup') return this.sampleMembers(cpuMs);
    // The kernel holds the run at the limit and the file pages' allowance; the judge holds its own memory to
    // the limit, looking as often as /proc's runs are looked at.
    const own = this.cgroups.ownKiB();
    if (own !== undefined) this.peakKiB = Math.max(this.peakKiB, own);
    return {
      cpuMs,
      peakKiB: this.peakKiB,
      residentKiB: own,
      memoryExceeded:
        this.cgroups.memoryKills() > 0 || (this.memoryKiB !== undefined && this.peakKiB > this.memoryKiB),
    };
  }

  finish(): RunUsage {
    const cpuMs = this.tree ? this.tree.sample(false).cpuMs : this.cgroups.cpuMs();
    if (this.memoryBy !== 'cgroup') return this.sampleMembers(cpuMs);
    // What stays charged once the run is gone is file pages (its anonymous memory went with it). A runtime
    // reads its libraries as it starts,
    // before its peak: the peak less them is the program's own (a little low only for pages first read after
    // the peak).
    const charged = this.cgroups.peakKiB();
    const fileKiB = this.cgroups.fileKiB() ?? 0;
    const peakKiB = charged === undefined ? undefined : Math.max(this.peakKiB, charged - fileKiB);
    const over = this.memoryKiB !== undefined && peakKiB !== undefined && peakKiB > this.memoryKiB;
    return { cpuMs, peakKiB, fileKiB, memoryExceeded: this.cgroups.memoryKills() > 0 || over };
  }

  private sampleMembers(cpuMs: number | undefined): RunUsage {
    // No memory controller for the run (cgroup v2 without one handed down): its members' resident memory,
    // summed.
    let rssKiB = 0;
    for (const pid of this.cgroups.members()) rssKiB += readMemory(pid) ?? 0;
    this.peakKiB = Math.max(this.peakKiB, rssKiB);
    return {
      cpuMs,
      peakKiB: this.peakKiB,
      residentKiB: rssKiB,
      memoryExceeded: this.memoryKiB !== undefined && this.peakKiB > this.memoryKiB,
    };
  }

  kill(): void {
    if (this.root !== undefined) killHard(-this.root);
    this.cgroups.kill();
  }

  settled(): boolean {
    return this.cgroups.empty();
  }

  dispose(): boolean {
    return this.cgroups.remove();
  }
}

/**
 * What the two ways without a cgroup share: nothing to join, no count of processes, nothing to remove, and
 * one measurer of both CPU and memory (the judge through /proc, or nobody).
 */
abstract class WithoutCgroup {
  readonly countsProcesses = false;
  readonly joinFiles: readonly string[] = [];
  readonly cpuBy: MeasuredBy;
  readonly memoryBy: MeasuredBy;

  constructor(readonly kind: 'proc' | 'none') {
    this.cpuBy = kind;
    this.memoryBy = kind;
  }

  dispose(): boolean {
    return true;
  }
}

class ProcContainment extends WithoutCgroup implements RunContainment {
  private readonly tree: ProcTree;

  constructor(
    name: string,
    private readonly memoryKiB: number | undefined,
  ) {
    super('proc');
    this.tree = new ProcTree(name);
  }

  attach(pid: number, privateTmpBytes?: number): void {
    this.tree.attach(pid, privateTmpBytes);
  }

  sample(deep: boolean): RunUsage {
    const sample = this.tree.sample(deep);
    return {
      cpuMs: sample.cpuMs,
      peakKiB: sample.peakKiB,
      residentKiB: sample.rssKiB,
      memoryExceeded:
        this.memoryKiB !== undefined && sample.peakKiB !== undefined && sample.peakKiB > this.memoryKiB,
    };
  }

  finish(): RunUsage {
    return this.sample(true);
  }

  kill(): void {
    this.tree.kill();
  }

  settled(): boolean {
    return this.tree.settled();
  }
}

/** Only the process group: what a system without /proc allows. */
class GroupContainment extends WithoutCgroup implements RunContainment {
  private root: number | undefined;

  constructor() {
    super('none');
  }

  attach(pid: number): void {
    this.root = pid;
  }

  sample(): RunUsage {
    return { memoryExceeded: false };
  }

  finish(): RunUsage {
    return this.sample();
  }

  kill(): void {
    if (this.root !== undefined && !killHard(-this.root)) killHard(this.root);
  }

  settled(): boolean {
    if (this.root === undefined) return true;
    try {
      // Signal 0 asks whether the group has a process left; without /proc a zombie cannot be told from a live
      // one.
      process.kill(-this.root, 0);
      return false;
    } catch {
      return true;
    }
  }
}
