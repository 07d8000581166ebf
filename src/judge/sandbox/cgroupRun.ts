// One run's cgroups: made with the run's limits before it starts, joined by
// its first process before the program's own code runs, read for CPU time,
// peak memory and out-of-memory kills, killed whole, and removed.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CgroupLayout, CgroupRole, CgroupSlot } from './cgroupLayout';
import { keepAfterJudge } from './afterJudge';
import { killHard } from './kill';
import { FILE_PAGES_ALLOWANCE_KIB } from './limits';

export interface CgroupLimits {
  readonly memoryKiB?: number;
  readonly processes: number;
}

interface Made {
  readonly slot: CgroupSlot;
  readonly folder: string;
}

export class RunCgroups {
  private constructor(private readonly made: readonly Made[]) {}

  /**
   * Makes the run's cgroup in every slot of the layout, with its limits; an error (and nothing left) when one
   * cannot be made.
   */
  static make(layout: CgroupLayout, name: string, limits: CgroupLimits): RunCgroups | Error {
    const made: Made[] = [];
    try {
      for (const slot of layout.slots) {
        const folder = join(slot.parent, name);
        mkdirSync(folder);
        made.push({ slot, folder });
        keepAfterJudge('cgroup', folder);
        // The kernel's limit leaves room for file pages charged to the run (a runtime's libraries read from
        // disk for it), which are not the program's memory: the judge holds the program's own to the limit.
        if (slot.roles.includes('memory') && limits.memoryKiB !== undefined)
          limitMemory(slot.version, folder, (limits.memoryKiB + FILE_PAGES_ALLOWANCE_KIB) * 1024);
        if (slot.roles.includes('pids')) writeFileSync(join(folder, 'pids.max'), String(limits.processes));
      }
    } catch (error) {
      new RunCgroups(made).remove();
      return error instanceof Error ? error : new Error(String(error));
    }
    return new RunCgroups(made);
  }

  /** The files a process writes its id to, to join every one of the run's cgroups. */
  joinFiles(): string[] {
    return this.made.map((m) => join(m.folder, 'cgroup.procs'));
  }

  /** CPU time of every process that ever ran in the run, ms. */
  cpuMs(): number | undefined {
    const made = this.holding('cpu');
    if (made === undefined) return undefined;
    const ms =
      made.slot.version === 1
        ? number(read(join(made.folder, 'cpuacct.usage'))) / 1e6
        : field(read(join(made.folder, 'cpu.stat')), 'usage_usec') / 1000;
    // Unreadable: the cgroup was cleared from outside (clearRuns).
    return Number.isNaN(ms) ? undefined : ms;
  }

  /** Peak memory of the run as the kernel charged it (resident pages, its page cache included), KiB. */
  peakKiB(): number | undefined {
    const made = this.holding('memory');
    if (made === undefined) return undefined;
    const bytes = number(
      read(join(made.folder, made.slot.version === 1 ? 'memory.max_usage_in_bytes' : 'memory.peak')),
    );
    return Number.isNaN(bytes) ? undefined : Math.round(bytes / 1024);
  }

  /**
   * The run's own memory now, KiB: its anonymous and shared memory, without the file pages charged to it
   * (memory.stat's figures).
   */
  ownKiB(): number | undefined {
    const made = this.holding('memory');
    if (made === undefined) return undefined;
    const stat = read(join(made.folder, 'memory.stat'));
    const kib = (field(stat, made.slot.version === 1 ? 'rss' : 'anon') + field(stat, 'shmem')) / 1024;
    return Number.isNaN(kib) ? undefined : Math.round(kib);
  }

  /**
   * The file pages charged to the run now, KiB (the page cache it read into
   * memory or wrote, which stays charged once its processes are gone),
   * exactly: memory.stat's page cache, not the usage counter, which runs
   * ahead by a few pages per CPU.
   */
  fileKiB(): number | undefined {
    const made = this.holding('memory');
    if (made === undefined) return undefined;
    const bytes = field(read(join(made.folder, 'memory.stat')), made.slot.version === 1 ? 'cache' : 'file');
    return Number.isNaN(bytes) ? undefined : Math.round(bytes / 1024);
  }

  /** How many processes the kernel killed for going over the memory limit. */
  memoryKills(): number {
    const made = this.holding('memory');
    if (made === undefined) return 0;
    const text = read(join(made.folder, made.slot.version === 1 ? 'memory.oom_control' : 'memory.events'));
    const kills = field(text, 'oom_kill');
    return Number.isNaN(kills) ? 0 : kills;
  }

  /** Whether the run holds its memory here (else /proc measures it). */
  holdsMemory(): boolean {
    return this.holding('memory') !== undefined;
  }

  holdsProcesses(): boolean {
    return this.holding('pids') !== undefined;
  }

  holdsCpu(): boolean {
    return this.holding('cpu') !== undefined;
  }

  /** The processes alive in the run (a zombie is listed nowhere). */
  members(): number[] {
    const tree = this.holding('tree');
    return tree === undefined ? [] : pidsOf(join(tree.folder, 'cgroup.procs'));
  }

  /**
   * SIGKILL to every process of the run: one write where v2 has cgroup.kill, else each process listed (the
   * caller repeats until empty).
   */
  kill(): void {
    for (const m of this.made) {
      if (m.slot.canKill) {
        try {
          writeFileSync(join(m.folder, 'cgroup.kill'), '1');
          continue;
        } catch {
          // Gone, or refused: each process then.
        }
      }
      for (const pid of pidsOf(join(m.folder, 'cgroup.procs'))) killHard(pid);
    }
  }

  /** Whether no process is left in any of the run's cgroups. */
  empty(): boolean {
    return this.made.every(
      (m) => !existsSync(m.folder) || pidsOf(join(m.folder, 'cgroup.procs')).length === 0,
    );
  }

  /** Removes the run's cgroups; false when one is still busy (a process not yet gone). */
  remove(): boolean {
    let all = true;
    for (const m of this.made) {
      try {
        rmdirSync(m.folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') all = false;
      }
    }
    return all;
  }

  private holding(role: CgroupRole): Made | undefined {
    return this.made.find((m) => m.slot.roles.includes(role));
  }
}

/**
 * The memory limit, with no swap beyond it where swap is counted (else a leaking program swaps, slowly,
 * instead of being stopped).
 */
function limitMemory(version: 1 | 2, folder: string, bytes: number): void {
  if (version === 1) {
    writeFileSync(join(folder, 'memory.limit_in_bytes'), String(bytes));
    writeOptional(join(folder, 'memory.memsw.limit_in_bytes'), String(bytes));
    return;
  }
  writeFileSync(join(folder, 'memory.max'), String(bytes));
  writeOptional(join(folder, 'memory.swap.max'), '0');
  // One process over the limit ends the run: the kernel kills the whole cgroup, not only the largest process.
  writeOptional(join(folder, 'memory.oom.group'), '1');
}

function writeOptional(path: string, value: string): void {
  try {
    writeFileSync(path, value);
  } catch {
    // Not on this kernel (no swap accounting): the limit above still holds.
  }
}

/** Every process id a cgroup's cgroup.procs lists (across a cgroup tree, v1 lists only its own). */
export function pidsOf(procs: string): number[] {
  const text = read(procs);
  if (text === '') return [];
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map(Number);
}

function read(path: string): string {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return '';
  }
}

function number(text: string): number {
  return text.trim() === '' ? NaN : Number(text.trim());
}

/** A `key value` line's value in a flat-keyed cgroup file. */
function field(text: string, key: string): number {
  for (const line of text.split('\n')) {
    const [name, value] = line.split(' ');
    if (name === key) return Number(value);
  }
  return NaN;
}
