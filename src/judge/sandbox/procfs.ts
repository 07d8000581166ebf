// What Linux's /proc says of one process, read without throwing: a process
// can end between any two reads, and every reader says undefined then.
import { existsSync, readdirSync, readFileSync, readlinkSync, statfsSync } from 'node:fs';

/** Clock ticks per second in /proc's times: USER_HZ, 100 on every architecture Linux runs on today. */
const TICKS_PER_SECOND = 100;

let available: boolean | undefined;

/** Whether this system has a Linux /proc to read. */
export function hasProc(): boolean {
  available ??= process.platform === 'linux' && existsSync('/proc/self/stat');
  return available;
}

export interface ProcStat {
  readonly pid: number;
  /** R running, S sleeping, D in the kernel, Z a zombie (dead, not yet collected), T stopped, … */
  readonly state: string;
  readonly parent: number;
  readonly group: number;
  readonly session: number;
  /** Its own CPU time (user + system), ms. */
  readonly cpuMs: number;
  /** The CPU time of the children it has collected (waited for), ms. */
  readonly childrenCpuMs: number;
  /**
   * When it started, in clock ticks since boot: with the pid, who it is (a pid passes to another process once
   * free).
   */
  readonly startTicks: number;
}

export function readStat(pid: number): ProcStat | undefined {
  const text = readText(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  // The command name, in parentheses, may hold spaces and parentheses: the fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 20) return undefined;
  const ms = (ticks: string): number => (Number(ticks) * 1000) / TICKS_PER_SECOND;
  return {
    pid,
    state: fields[0],
    parent: Number(fields[1]),
    group: Number(fields[2]),
    session: Number(fields[3]),
    cpuMs: ms(fields[11]) + ms(fields[12]),
    childrenCpuMs: ms(fields[13]) + ms(fields[14]),
    startTicks: Number(fields[19]),
  };
}

/**
 * The resident memory a process owns, KiB: its anonymous and shared-memory
 * pages (heap, stacks, data), as a cgroup charges them, without the pages
 * of files it maps (shared libraries, already in memory for every process:
 * 20 MB of a JVM's 37). Undefined for a zombie or a kernel thread. Before
 * Linux 4.5, which splits them, all of its resident pages.
 */
export function readMemory(pid: number): number | undefined {
  const parts = readMemoryParts(pid);
  return parts === undefined ? undefined : parts.anonymous + parts.shared;
}

/** readMemory's two parts, KiB: anonymous, and shared memory (a tmpfs file or shm segment it maps). */
export function readMemoryParts(
  pid: number,
): { readonly anonymous: number; readonly shared: number } | undefined {
  const text = readText(`/proc/${pid}/status`);
  if (text === undefined) return undefined;
  const anonymous = kib(text, 'RssAnon:');
  if (anonymous === undefined) {
    const resident = kib(text, 'VmRSS:');
    return resident === undefined ? undefined : { anonymous: resident, shared: 0 };
  }
  return { anonymous, shared: kib(text, 'RssShmem:') ?? 0 };
}

function kib(status: string, key: string): number | undefined {
  const at = status.indexOf(key);
  if (at < 0) return undefined;
  const value = parseInt(status.slice(at + key.length), 10);
  return Number.isNaN(value) ? undefined : value;
}

/** The processes `pid`'s threads started and have not lost (to their exit), by the kernel's own links. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const thread of threads) {
    const text = readText(`/proc/${pid}/task/${thread}/children`);
    if (text === undefined) continue;
    for (const word of text.split(' ')) if (word !== '' && word !== '\n') children.push(Number(word));
  }
  return children;
}

/** Every process id now. */
export function listPids(): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of names) {
    const code = name.charCodeAt(0);
    if (code >= 48 && code <= 57) pids.push(Number(name));
  }
  return pids;
}

/**
 * The value of `variable` in the environment `pid` started with, or null
 * when it has none or cannot be read (another user's process, a kernel
 * thread, gone).
 */
export function environmentValue(pid: number, variable: string): string | null {
  let environ: Buffer;
  try {
    environ = readFileSync(`/proc/${pid}/environ`);
  } catch {
    return null;
  }
  const key = Buffer.from(`${variable}=`);
  for (let at = environ.indexOf(key); at >= 0; at = environ.indexOf(key, at + 1)) {
    // Only at the start of an entry: not the tail of a longer name.
    if (at === 0 || environ[at - 1] === 0) {
      const end = environ.indexOf(0, at);
      return environ.toString('utf8', at + key.length, end < 0 ? environ.length : end);
    }
  }
  return null;
}

/** Whether `pid` is a live process (a zombie is dead: it runs nothing, and holds no memory). */
export function isLive(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return undefined;
  }
}

let ownMounts: string | undefined;

/**
 * The memory held by the files in a run's private /tmp (a tmpfs of its own
 * mount namespace), KiB, read through a process of the run that is inside
 * that namespace: files a program writes there and maps or keeps are
 * memory, which no process's resident figure shows. Undefined for a process
 * in the judge's own mount namespace (a run without namespaces), or whose
 * /tmp is not a tmpfs of `sizeBytes` (its namespace not yet made).
 */
export function privateTmpKiB(pid: number, sizeBytes: number): number | undefined {
  try {
    ownMounts ??= readlinkSync('/proc/self/ns/mnt');
    if (readlinkSync(`/proc/${pid}/ns/mnt`) === ownMounts) return undefined;
    const fs = statfsSync(`/proc/${pid}/root/tmp`);
    // Only the run's own tmpfs, by its size: while its namespace is being made, its /tmp is still the
    // machine's.
    if (fs.blocks * fs.bsize !== Math.ceil(sizeBytes / fs.bsize) * fs.bsize) return undefined;
    return Math.round(((fs.blocks - fs.bfree) * fs.bsize) / 1024);
  } catch {
    return undefined;
  }
}
