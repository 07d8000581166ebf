// A run's process tree as /proc shows it, where no cgroup holds it: the
// program and its descendants by the kernel's parent links, and every
// process carrying the run's marker (an orphan, reparented away from the
// tree, still carries it). Its CPU time and resident memory are sampled,
// and everything found is killed.
import { killHard } from './kill';
import { markedWith, stillMarked } from './markers';
import { childrenOf, privateTmpKiB, ProcStat, readMemoryParts, readStat } from './procfs';

/** A fork bomb's tree is not walked past this many processes: its process group is killed whole anyway. */
const MOST_TRACKED = 4096;

export interface TreeSample {
  /** Processes alive (a zombie is not). */
  readonly live: number;
  /** CPU time of the tree so far, ms: the live processes', and the dead ones' as last seen. */
  readonly cpuMs: number;
  /**
   * Resident memory the tree owns now (the sum of its processes', see readMemory, and its private /tmp's
   * files), KiB.
   */
  readonly rssKiB: number;
  /**
   * The largest sum sampled, KiB; undefined until a sample found a process alive (a run shorter than the
   * first look).
   */
  readonly peakKiB: number | undefined;
}

interface Tracked {
  readonly parent: number;
  readonly startTicks: number;
  /** CPU time, its own and its collected children's, ms. */
  readonly totalMs: number;
}

export class ProcTree {
  private root: number | undefined;
  private rootStart: number | undefined;
  private tracked = new Map<number, Tracked>();
  /**
   * Every member ever found, with its start: once found, a process stays a member until it is gone, even
   * after it can no longer show its marker (a process exiting has no environment left to read).
   */
  private readonly known = new Map<number, number>();
  /** CPU time of processes gone where no tracked parent collected it. */
  private lostMs = 0;
  private highestMs = 0;
  private privateTmpBytes: number | undefined;
  private peakKiB: number | undefined;

  constructor(private readonly name: string) {}

  attach(root: number, privateTmpBytes?: number): void {
    this.root = root;
    this.privateTmpBytes = privateTmpBytes;
    this.rootStart = readStat(root)?.startTicks;
  }

  /**
   * Samples the tree. `deep` also scans every process for the run's marker,
   * which finds orphans; the parent links alone are cheaper.
   */
  sample(deep: boolean): TreeSample {
    const members = this.members(deep);
    let live = 0;
    let cpuMs = 0;
    let rssKiB = 0;
    const seen = new Map<number, Tracked>();
    let sharedKiB = 0;
    let tmpKiB: number | undefined;
    for (const stat of members.values()) {
      const total = stat.cpuMs + stat.childrenCpuMs;
      seen.set(stat.pid, { parent: stat.parent, startTicks: stat.startTicks, totalMs: total });
      cpuMs += total;
      if (!alive(stat)) continue;
      live++;
      const memory = readMemoryParts(stat.pid);
      rssKiB += memory?.anonymous ?? 0;
      sharedKiB += memory?.shared ?? 0;
      // Once: every process inside the run's namespace sees the same private /tmp.
      if (tmpKiB === undefined && stat.pid !== this.root && this.privateTmpBytes !== undefined)
        tmpKiB = privateTmpKiB(stat.pid, this.privateTmpBytes);
    }
    // A /tmp file mapped shared is in both figures: the larger holds it once (a cgroup charges such pages
    // once too).
    rssKiB += Math.max(sharedKiB, tmpKiB ?? 0);
    // A process gone was collected by its parent, whose children's time now holds its own: unless that parent
    // is no member, or gone too.
    for (const [pid, last] of this.tracked) {
      if (seen.get(pid)?.startTicks === last.startTicks) continue;
      if (!seen.has(last.parent)) this.lostMs += last.totalMs;
    }
    this.tracked = seen;
    if (live > 0) this.peakKiB = Math.max(this.peakKiB ?? 0, rssKiB);
    // A tree's CPU time never falls: where a chain of processes is reaped one by one between two looks (an
    // orphan by its namespace's
    // init, the init by the launcher), a parent's last sample may not hold its child's time yet, and the
    // highest seen is the truer figure.
    this.highestMs = Math.max(this.highestMs, this.lostMs + cpuMs);
    return { live, cpuMs: this.highestMs, rssKiB, peakKiB: this.peakKiB };
  }

  /** SIGKILL to the program's process group and to every member alive; returns how many were alive. */
  kill(): number {
    if (this.root !== undefined) killHard(-this.root);
    let count = 0;
    for (const stat of this.members(true).values()) {
      if (!alive(stat)) continue;
      count++;
      killHard(stat.pid);
    }
    return count;
  }

  /** Whether nothing of the run is alive. */
  settled(): boolean {
    for (const stat of this.members(true).values()) if (alive(stat)) return false;
    return true;
  }

  /**
   * The program and its descendants; the members seen before that are
   * still the same processes (an orphan between deep scans); and (deep)
   * the processes marked with the run's name, with their descendants.
   */
  private members(deep: boolean): Map<number, ProcStat> {
    const found = new Map<number, ProcStat>();
    const queue: number[] = [];
    const add = (pid: number, check?: (stat: ProcStat) => boolean): void => {
      if (found.has(pid) || found.size >= MOST_TRACKED) return;
      const stat = readStat(pid);
      if (stat === undefined || (check && !check(stat))) return;
      found.set(pid, stat);
      queue.push(pid);
    };
    // Once collected, the program's id may pass to another process: only the same process is the program.
    if (this.root !== undefined)
      add(this.root, (stat) => this.rootStart === undefined || stat.startTicks === this.rootStart);
    for (const [pid, start] of this.known) add(pid, (stat) => stat.startTicks === start);
    if (deep) for (const pid of markedWith(this.name)) add(pid, () => stillMarked(pid, this.name));
    while (queue.length > 0) {
      const pid = queue.pop() as number;
      for (const child of childrenOf(pid)) add(child);
    }
    for (const [pid, stat] of found) this.known.set(pid, stat.startTicks);
    for (const pid of this.known.keys()) if (!found.has(pid)) this.known.delete(pid);
    return found;
  }
}

function alive(stat: ProcStat): boolean {
  return stat.state !== 'Z' && stat.state !== 'X';
}
