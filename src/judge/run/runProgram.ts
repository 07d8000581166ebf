import { ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { forgetCgroups } from '../sandbox/cgroupLayout';
import {
  contain,
  ContainmentChoice,
  ContainmentKind,
  defaultChoice,
  MeasuredBy,
  RunContainment,
  RunUsage,
} from '../sandbox/containment';
import { JOIN_FAILED, JOIN_FAILED_EXIT, launchOf } from '../sandbox/launch';
import {
  addressSpaceBackstopKiB,
  cpuBackstopSeconds,
  DEFAULT_FILE_SIZE_LIMIT_BYTES,
  DEFAULT_PROCESS_LIMIT,
  defaultWallLimitMs,
} from '../sandbox/limits';
import { linger, retryLingering } from '../sandbox/lingering';
import { newRunName, RUN_MARKER } from '../sandbox/names';
import { untilSync, until } from '../sandbox/pause';
import { onProcessExit } from '../sandbox/processExit';
import {
  closedToNobody,
  hiddenPlaces,
  isolator,
  Isolation,
  ISOLATION_VARIABLE,
  namespaceGone,
  RunView,
  SANDBOX_ID,
  sandboxArgs,
  SandboxInit,
  sandboxInitOf,
  STATUS_FD,
} from '../sandbox/namespaces';
import { behindShim, resolveCommand } from '../sandbox/resolveCommand';
import { ownFolder } from '../sandbox/runFolder';
import { sweepStaleRuns } from '../sandbox/sweep';

export type { ContainmentChoice, ContainmentKind, MeasuredBy } from '../sandbox/containment';
export type { Isolation } from '../sandbox/namespaces';
export { clearRuns, makeRunFolder, sweepStaleRuns } from '../sandbox';
export type { RunFolder } from '../sandbox';

/** One run of a program, with its limits. */
export interface RunRequest {
  readonly command: string;
  readonly args: readonly string[];
  /** The program's working folder; default `folder`, else the judge's own. */
  readonly cwd?: string;
  /** The run's own folder (see `makeRunFolder`): the program's TMPDIR, and its working folder unless `cwd` says otherwise. */
  readonly folder?: string;
  /**
   * The folder is shared by several runs (a judgement's, each case's): in
   * its namespace the run sees it read-only, and works in a private /tmp of
   * its own (its TMPDIR, and its working folder where that was the folder),
   * fresh for each run.
   */
  readonly folderShared?: boolean;
  /** Variables added to the judge's environment for the program (and the launcher that starts it). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Variables for the program alone, set as it starts: LD_PRELOAD, which the launcher's shell must not load.
   */
  readonly programEnv?: Readonly<Record<string, string>>;
  readonly input: Uint8Array;
  /**
   * The limit on CPU time (user + system) of the program's whole process
   * tree, ms. Where CPU time cannot be measured (no /proc), the limit is on
   * wall-clock time instead (see the outcome's `limits`).
   */
  readonly timeLimitMs: number;
  /**
   * A wall-clock backstop, so a program that sleeps or waits still ends; default max(2 × timeLimitMs,
   * timeLimitMs + 1 s).
   */
  readonly wallLimitMs?: number;
  /**
   * Lets a run go on past its time limit, so every answer it gives is
   * judged: it is stopped at `backstopMs` of CPU time, or once it has gone
   * `stallMs` of CPU time past the limit without writing anything. Its
   * wall-clock backstop grows with the CPU time it uses past the limit, so
   * only an idle program is stopped by the clock. Without it, the run is
   * stopped at the limit.
   */
  readonly overtime?: { readonly backstopMs: number; readonly stallMs: number };
  /** Told once, when the run's CPU time is first seen past its limit (it goes on under `overtime`). */
  readonly onTimeLimit?: () => void;
  /** The limit on the tree's peak resident memory, KiB. Without it, memory is measured, not limited. */
  readonly memoryLimitKiB?: number;
  /** The largest file the program may write (RLIMIT_FSIZE), bytes; default 64 MiB. */
  readonly fileSizeLimitBytes?: number;
  /** Processes and threads alive at once, where a cgroup counts them (pids.max); default 512. */
  readonly processLimit?: number;
  /** Standard output beyond this many bytes stops the program. */
  readonly outputLimitBytes: number;
  /**
   * Each piece of standard output as it arrives (never more than the limit in all); without it, the output is
   * kept and returned.
   */
  readonly onOutput?: (piece: Buffer) => void;
  readonly signal?: AbortSignal;
  /**
   * Told of each process group while it may be alive, so a thread that is stopped can have another kill it.
   */
  readonly watch?: ProcessWatch;
  /** How the run is held; default `auto`, the best this machine has (or the EIGHT_PUZZLE_JUDGE_CONTAINMENT variable's). */
  readonly containment?: ContainmentChoice;
  /** Namespaces of its own, where the machine can make them (default, unless EIGHT_PUZZLE_JUDGE_ISOLATION is `none`); `none` for tests of the layers beneath. */
  readonly isolation?: Isolation;
}

/**
 * Who else knows which process groups are alive. In a worker thread, the
 * judge's own clean-up dies with the thread if the thread is terminated;
 * the thread that started it can then kill what is left.
 */
export interface ProcessWatch {
  /** `run`: the run's name, which its cgroups and its processes' marker carry (see `clearRuns`). */
  started(groupId: number, run?: string): void;
  ended(groupId: number, run?: string): void;
}

/**
 * Why a run ended: by itself, or stopped by the judge (or, for memory, by the kernel at the judge's limit).
 */
export type RunStatus = 'exited' | 'time-limit' | 'memory-limit' | 'output-limit' | 'cancelled';

/** The limits a run was held to. */
export interface RunLimits {
  /** On the tree's CPU time, ms; undefined where CPU time cannot be measured, and `wallMs` is then the time limit. */
  readonly cpuMs?: number;
  /** Where a run that goes on past `cpuMs` is stopped (its overtime); `cpuMs` without one. */
  readonly cpuBackstopMs?: number;
  readonly wallMs: number;
  readonly memoryKiB?: number;
  readonly fileSizeBytes: number;
  /** pids.max, where a cgroup counts processes; undefined where nothing does. */
  readonly processes?: number;
}

export type RunOutcome =
  | { readonly started: false; readonly error: NodeJS.ErrnoException }
  | {
      readonly started: true;
      readonly status: RunStatus;
      /**
       * For a time limit: on CPU time, or on wall-clock time (a program idle, sleeping or waiting, or where
       * CPU time is not measured).
       */
      readonly timeLimitBy?: 'cpu' | 'wall';
      /**
       * For a time limit: whether the judge stopped it (at a backstop, or stalled past the limit), rather
       * than it ending by itself past the limit.
       */
      readonly stopped?: boolean;
      readonly exitCode: number | null;
      readonly signal: NodeJS.Signals | null;
      /** Wall-clock time from start to exit, start-up included. */
      readonly durationMs: number;
      /** CPU time (user + system) of the whole tree, ms; undefined where it is not measured. */
      readonly cpuMs?: number;
      /** Peak resident memory of the tree, KiB (see `memoryBy` for how it was counted), its runtime's file pages aside; undefined where it is not measured. */
      readonly peakKiB?: number;
      /**
       * The file pages a cgroup charged to the run and its peak leaves out (a JVM's libraries, read from a
       * cold page cache for it).
       */
      readonly fileKiB?: number;
      /** What held the run's processes: a cgroup, /proc, or only the process group. */
      readonly containment: ContainmentKind;
      /** Whether the run had namespaces of its own. */
      readonly isolation: Isolation;
      readonly cpuBy: MeasuredBy;
      readonly memoryBy: MeasuredBy;
      readonly limits: RunLimits;
      /** The output, when no `onOutput` took it. */
      readonly output: Buffer;
      readonly outputBytes: number;
      /** The end of standard error. */
      readonly stderrTail: string;
      /** The start of standard error, where a compiler's first errors are; all of it when it was short. */
      readonly stderrHead: string;
      /** Characters of standard error in all, so a reader knows what lies between head and tail. */
      readonly stderrLength: number;
    };

/** How much of standard error is kept: enough for the last lines of a stack trace. */
const STDERR_KEPT = 8 * 1024;
/**
 * After the program exits, how long its standard output may stay open (held by a process outside the run's
 * reach).
 */
const DRAIN_MS = 1000;
/**
 * How long a killed run has to be gone; a process stuck in the kernel may outlive any wait (its cgroup is
 * then removed later).
 */
const GONE_WITHIN_MS = 500;
/**
 * Memory polled from /proc: the first looks soon (a program may allocate at
 * once), then every 10 ms, and more often as a growing tree nears its limit
 * (a program taking 50 MB a step is stopped within a step of it).
 */
const MEMORY_POLLS_MS = [1, 2, 4, 8];
const MEMORY_POLL_MS = 10;
const MEMORY_POLL_FASTEST_MS = 1;
/** The shortest wait between two looks at CPU time near its limit. */
const CPU_STEP_MS = 5;
/** How often /proc is scanned whole for the run's orphans. */
const ORPHAN_SCAN_MS = 100;
/** CPU time cannot grow faster than this many ms per ms of wall-clock time. */
const PARALLELISM = Math.max(1, availableParallelism());

let swept = false;

/**
 * Runs a program in its own containment (a cgroup, or a tree found through
 * /proc, or at least a process group), feeds it its input, and takes its
 * output within the limits. Everything it started is killed when a limit
 * is reached, when `signal` aborts, when the program exits (so children it
 * left behind die with it, wherever they went) and if this process exits
 * first; the run is reported once nothing of it is alive. Never rejects.
 */
export function runProgram(request: RunRequest): Promise<RunOutcome> {
  if (!swept) {
    // A judge's first run clears what dead judges left.
    swept = true;
    sweepStaleRuns();
  }
  const name = newRunName();
  const processes = request.processLimit ?? DEFAULT_PROCESS_LIMIT;
  const containment = contain(name, request.containment ?? defaultChoice(), {
    memoryKiB: request.memoryLimitKiB,
    processes,
  });
  const limits = appliedLimits(request, containment, processes);
  const cwd = request.cwd ?? request.folder;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(request.folder === undefined
      ? {}
      : { TMPDIR: request.folder, TMP: request.folder, TEMP: request.folder }),
    ...request.env,
    [RUN_MARKER]: name,
  };
  const found =
    process.platform === 'win32'
      ? { ok: true as const, path: request.command }
      : resolveCommand(request.command, cwd, env.PATH);
  if (!found.ok) {
    containment.dispose();
    return Promise.resolve({ started: false, error: found.error });
  }
  const program = behindShim(found.path);
  const sandbox = sandboxFor(request, program, cwd ?? process.cwd(), limits.fileSizeBytes);
  if (sandbox instanceof Error) {
    containment.dispose();
    return Promise.resolve({ started: false, error: sandbox });
  }
  const launch = launchOf(program, request.args, {
    joinFiles: containment.joinFiles,
    fileSizeBytes: limits.fileSizeBytes,
    cpuSeconds: cpuBackstopSeconds(mostWallMs(limits)),
    addressSpaceKiB:
      containment.memoryBy === 'proc' && limits.memoryKiB !== undefined
        ? addressSpaceBackstopKiB(limits.memoryKiB)
        : undefined,
    programEnv: request.programEnv,
    sandbox,
  });
  const isolation: Isolation = sandbox === undefined ? 'none' : 'namespaces';
  return new Promise<RunOutcome>((resolve) => {
    let child: ChildProcess;
    const start = performance.now();
    try {
      // Where the run has namespaces, a fourth pipe (STATUS_FD) hears bubblewrap say its first process.
      const stdio: Array<'pipe'> =
        isolation === 'namespaces' ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'];
      child = spawn(launch.file, launch.args, {
        cwd,
        env: { ...env, ...launch.env },
        stdio,
        detached: true,
        windowsHide: true,
      });
    } catch (error) {
      containment.dispose();
      resolve({ started: false, error: error as NodeJS.ErrnoException });
      return;
    }
    new Watched(request, name, limits, containment, isolation, child, start, resolve).begin();
  }).then((outcome) => {
    // The shell could not put the program in its cgroup, and exited before running it: this machine's cgroups
    // are not usable after all.
    if (
      outcome.started &&
      outcome.containment === 'cgroup' &&
      outcome.exitCode === JOIN_FAILED_EXIT &&
      outcome.stderrTail.includes(JOIN_FAILED)
    ) {
      forgetCgroups();
      return runProgram({ ...request, containment: 'proc' });
    }
    return outcome;
  });
}

/** Whether runs of this process get namespaces unless a request says otherwise. */
function defaultIsolation(): Isolation {
  return process.env[ISOLATION_VARIABLE] === 'none' ? 'none' : 'namespaces';
}

/**
 * The sandbox's command before the program's, where the run gets
 * namespaces; undefined where it does not (asked not to, or the machine
 * cannot); an error of the start where nobody, whom a root judge runs
 * programs as, cannot reach the command.
 */
function sandboxFor(
  request: RunRequest,
  command: string,
  cwd: string,
  fileSizeBytes: number,
): string[] | NodeJS.ErrnoException | undefined {
  if ((request.isolation ?? defaultIsolation()) === 'none') return undefined;
  const tool = isolator();
  if (!tool.usable) return undefined;
  const shared = request.folderShared === true;
  if (request.folder !== undefined) ownFolder(request.folder, tool.asRoot, !shared);
  // The hidden places, found once for the run: what nobody may reach, and what the sandbox covers.
  const hidden = hiddenPlaces();
  const closed = closedToNobody(tool, command, request.folder, hidden);
  if (closed !== undefined) {
    const error: NodeJS.ErrnoException = new Error(
      `${closed} is closed to other users, and a root judge runs programs as nobody (uid ${SANDBOX_ID}): open it to them (chmod o+x), or judge as another user`,
    );
    error.code = 'EACCES';
    error.syscall = 'sandbox';
    return error;
  }
  const tmp: Record<string, string> =
    shared || request.folder === undefined ? { TMPDIR: '/tmp', TMP: '/tmp', TEMP: '/tmp' } : {};
  const named = request.args.filter((arg) => arg.startsWith('/'));
  // A run of a shared folder works in its private /tmp: a file it writes in its working folder stays its own,
  // and goes with it.
  const inside = shared && cwd === request.folder ? '/tmp' : cwd;
  const view: RunView = {
    folder: request.folder,
    folderWritable: !shared,
    cwd: inside,
    command,
    named,
    env: { ...tmp, ...request.programEnv },
    tmpBytes: fileSizeBytes,
  };
  return [tool.bwrap, ...sandboxArgs(tool, view, hidden)];
}

/**
 * bubblewrap exits with 128 + N when its program was killed by signal N (as
 * a shell does): read back as that signal, so a crash is told as a crash. A
 * program that exits with such a code by itself is rare, and non-zero all the same.
 */
function exitOf(
  code: number | null,
  signal: NodeJS.Signals | null,
  isolation: Isolation,
): { code: number | null; signal: NodeJS.Signals | null } {
  if (isolation === 'none' || code === null || code <= 128) return { code, signal };
  const name = (Object.keys(constants.signals) as NodeJS.Signals[]).find(
    (key) => constants.signals[key] === code - 128,
  );
  return name === undefined ? { code, signal } : { code: null, signal: name };
}

function appliedLimits(request: RunRequest, containment: RunContainment, processes: number): RunLimits {
  const fileSizeBytes = request.fileSizeLimitBytes ?? DEFAULT_FILE_SIZE_LIMIT_BYTES;
  const processLimit = containment.countsProcesses ? processes : undefined;
  // Only what is held: where nothing measures memory, no memory limit applies.
  const memoryKiB = containment.memoryBy === 'none' ? undefined : request.memoryLimitKiB;
  if (containment.cpuBy === 'none')
    return {
      wallMs: request.wallLimitMs ?? request.timeLimitMs,
      memoryKiB,
      fileSizeBytes,
      processes: processLimit,
    };
  const cpuBackstopMs = Math.max(request.timeLimitMs, request.overtime?.backstopMs ?? request.timeLimitMs);
  return {
    cpuMs: request.timeLimitMs,
    cpuBackstopMs,
    wallMs: request.wallLimitMs ?? defaultWallLimitMs(request.timeLimitMs),
    memoryKiB,
    fileSizeBytes,
    processes: processLimit,
  };
}

/**
 * The wall-clock time a run may take at most: its wall limit, grown by twice its overtime (see {@link
 * Watched.wallDue}).
 */
function mostWallMs(limits: RunLimits): number {
  return limits.wallMs + 2 * ((limits.cpuBackstopMs ?? 0) - (limits.cpuMs ?? 0));
}

/**
 * A run starved of CPU by other work gets up to this many wall limits, while it keeps at least this share of
 * a core.
 */
const STARVED_WALL_FACTOR = 8;
const WORKING_SHARE = 0.05;
const STARVED_LOOK_MS = 250;

/** One started run: its limits, its output, and its processes, killed on every way out. */
class Watched {
  /**
   * The run's CPU time, and the time since its start, at the wall clock's last look: whether it still works.
   */
  private cpuAtLook = 0;
  private lookedAt = 0;
  private status: RunStatus = 'exited';
  private timeLimitBy: 'cpu' | 'wall' | undefined;
  private exited: { code: number | null; signal: NodeJS.Signals | null; at: number } | undefined;
  private outputBytes = 0;
  private readonly kept: Buffer[] = [];
  private stderr = '';
  private stderrHead = '';
  private stderrLength = 0;
  private settled = false;
  private readonly pid: number | undefined;
  private wallTimer: NodeJS.Timeout;
  /**
   * Past the time limit: its CPU time when it was first seen there, and when it last wrote (as of the look
   * after).
   */
  private overAt: number | undefined;
  private cpuAtOutput = 0;
  private outputAtSample = 0;
  private stoppedByJudge = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private drainTimer: NodeJS.Timeout | undefined;
  private polls = 0;
  private lastOrphanScan: number;
  private usage: RunUsage = { memoryExceeded: false };
  /** The sample before the last, for how fast memory grows. */
  private previous: { readonly at: number; readonly residentKiB: number } | undefined;
  private sampledAt = 0;
  private forgetExit: (() => void) | undefined;
  /** What bubblewrap said on STATUS_FD so far, and the sandbox's first process once it has said it. */
  private sandboxSaid = '';
  private init: SandboxInit | undefined;
  private readonly onAbort = (): void => this.stop('cancelled');

  constructor(
    private readonly request: RunRequest,
    private readonly name: string,
    private readonly limits: RunLimits,
    private readonly containment: RunContainment,
    private readonly isolation: Isolation,
    private readonly child: ChildProcess,
    private readonly start: number,
    private readonly resolve: (outcome: RunOutcome) => void,
  ) {
    this.pid = child.pid;
    this.lastOrphanScan = start;
    this.wallTimer = setTimeout(() => this.wallDue(), limits.wallMs);
  }

  /**
   * The wall-clock limit has come. A run in its overtime that is still
   * working gets twice its CPU time past the limit more (a program using a
   * core half the time keeps up); an idle one is stopped.
   */
  private wallDue(): void {
    const { cpuMs } = this.limits;
    const used = this.containment.cpuBy === 'none' ? undefined : this.containment.sample(false).cpuMs;
    const due =
      cpuMs === undefined || used === undefined || used <= cpuMs
        ? this.limits.wallMs
        : this.limits.wallMs + 2 * (used - cpuMs);
    const elapsed = performance.now() - this.start;
    if (elapsed < due) {
      this.wallTimer = setTimeout(() => this.wallDue(), due - elapsed);
      return;
    }
    // Short of the CPU time at which the judge acts (the limit, or in overtime the backstop) and still using
    // CPU since
    // the last look: waiting for a core on a busy machine, not slow. The CPU limit is the judge's; the clock
    // stops only
    // an idle run, so a right program is never out of time for the machine's load, and a near miss is still
    // run again.
    if (
      cpuMs !== undefined &&
      used !== undefined &&
      used < this.nextCpuMark(cpuMs) &&
      elapsed < STARVED_WALL_FACTOR * this.limits.wallMs &&
      used - this.cpuAtLook >= WORKING_SHARE * (elapsed - this.lookedAt)
    ) {
      this.cpuAtLook = used;
      this.lookedAt = elapsed;
      this.wallTimer = setTimeout(() => this.wallDue(), STARVED_LOOK_MS);
      return;
    }
    this.stoppedByJudge = true;
    this.stop('time-limit', 'wall');
  }

  begin(): void {
    const { child, request, pid, containment } = this;
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (this.settled || pid !== undefined) return;
      // It never started: the launcher not found, a missing working directory.
      this.settled = true;
      this.cleanUp();
      containment.dispose();
      this.resolve({ started: false, error });
    });
    if (pid === undefined) return;
    containment.attach(pid, this.isolation === 'namespaces' ? this.limits.fileSizeBytes : undefined);
    this.forgetExit = onProcessExit('kill', () => {
      containment.kill();
      untilSync(() => containment.settled() || (containment.kill(), false), 200);
      if (!containment.dispose()) linger(containment);
    });
    request.watch?.started(pid, this.name);
    request.signal?.addEventListener('abort', this.onAbort);
    if (request.signal?.aborted) this.stop('cancelled');
    child.stdout?.on('data', (piece: Buffer) => this.takeOutput(piece));
    const status = child.stdio[STATUS_FD] as Readable | null | undefined;
    status?.on('data', (piece: Buffer) => {
      this.sandboxSaid += piece.toString('latin1');
      this.init ??= sandboxInitOf(this.sandboxSaid);
    });
    child.stderr?.on('data', (piece: Buffer) => {
      const text = piece.toString('utf8');
      if (this.stderrHead.length < STDERR_KEPT)
        this.stderrHead += text.slice(0, STDERR_KEPT - this.stderrHead.length);
      this.stderrLength += text.length;
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    // A program that exits without reading all of its input closes the pipe: EPIPE, which is the program's
    // business.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(request.input);
    child.on('exit', (code, signal) => {
      this.exited = { ...exitOf(code, signal, this.isolation), at: performance.now() };
      clearTimeout(this.pollTimer);
      // Children it left running die now, wherever they went, and their hold on the output with them.
      containment.kill();
      this.drainTimer = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        (child.stdio[STATUS_FD] as Readable | null | undefined)?.destroy();
      }, DRAIN_MS);
    });
    child.on('close', () => void this.closed(pid));
    this.schedule();
  }

  /**
   * The next look at the run's figures: soon and often where the judge polls memory, else as CPU time nears
   * its limit.
   */
  private schedule(): void {
    const { containment, limits } = this;
    let wait = Infinity;
    // /proc is the only measure of memory there; a cgroup's kernel limit leaves room for file pages, so the
    // program's own is watched too.
    if (
      containment.memoryBy === 'proc' ||
      (containment.memoryBy === 'cgroup' && limits.memoryKiB !== undefined)
    )
      wait = MEMORY_POLLS_MS[this.polls] ?? this.memoryPollMs();
    if (containment.kind === 'proc') wait = Math.min(wait, ORPHAN_SCAN_MS);
    if (limits.cpuMs !== undefined && containment.cpuBy !== 'none') {
      // The tree cannot use more CPU time than every core for the time left: no need to look before then.
      const left = this.nextCpuMark(limits.cpuMs) - (this.usage.cpuMs ?? 0);
      wait = Math.min(wait, Math.max(CPU_STEP_MS, left / PARALLELISM));
    }
    if (wait === Infinity) return;
    this.polls++;
    this.pollTimer = setTimeout(() => this.check(), wait);
  }

  /**
   * Half the time the tree would take to reach its memory limit at the rate it grew since the last look; at
   * most the usual period.
   */
  private memoryPollMs(): number {
    const limit = this.limits.memoryKiB;
    const now = this.usage.residentKiB;
    if (limit === undefined || now === undefined || this.previous === undefined) return MEMORY_POLL_MS;
    const rate = (now - this.previous.residentKiB) / Math.max(1, this.sampledAt - this.previous.at);
    if (rate <= 0) return MEMORY_POLL_MS;
    return Math.min(MEMORY_POLL_MS, Math.max(MEMORY_POLL_FASTEST_MS, (limit - now) / rate / 2));
  }

  private check(): void {
    if (this.exited !== undefined || this.settled) return;
    const now = performance.now();
    const deep = now - this.lastOrphanScan >= ORPHAN_SCAN_MS;
    if (deep) this.lastOrphanScan = now;
    if (this.usage.residentKiB !== undefined)
      this.previous = { at: this.sampledAt, residentKiB: this.usage.residentKiB };
    this.usage = this.containment.sample(deep);
    this.sampledAt = now;
    if (this.usage.memoryExceeded) return this.stop('memory-limit');
    const { cpuMs } = this.limits;
    const used = this.usage.cpuMs;
    if (cpuMs !== undefined && used !== undefined) {
      if (this.outputBytes > this.outputAtSample) {
        this.outputAtSample = this.outputBytes;
        this.cpuAtOutput = used;
      }
      if (used >= cpuMs && this.overAt === undefined) {
        this.overAt = used;
        this.request.onTimeLimit?.();
      }
      if (used >= this.nextCpuMark(cpuMs)) {
        this.stoppedByJudge = true;
        return this.stop('time-limit', 'cpu');
      }
    }
    this.schedule();
  }

  /**
   * The CPU time at which the judge next acts: the limit; in overtime, the backstop, or the stall since the
   * last output, whichever comes first.
   */
  private nextCpuMark(cpuMs: number): number {
    const { overtime } = this.request;
    if (this.overAt === undefined || overtime === undefined)
      return this.overAt === undefined ? cpuMs : (this.limits.cpuBackstopMs ?? cpuMs);
    return Math.min(this.limits.cpuBackstopMs ?? cpuMs, Math.max(cpuMs, this.cpuAtOutput) + overtime.stallMs);
  }

  private stop(why: RunStatus, by?: 'cpu' | 'wall'): void {
    if (this.exited === undefined && this.status === 'exited') {
      this.status = why;
      this.timeLimitBy = by;
    }
    this.containment.kill();
  }

  private takeOutput(piece: Buffer): void {
    if (this.status === 'output-limit') return;
    const room = this.request.outputLimitBytes - this.outputBytes;
    const taken = piece.length > room ? piece.subarray(0, room) : piece;
    this.outputBytes += taken.length;
    if (this.request.onOutput) this.request.onOutput(taken);
    else this.kept.push(taken);
    if (piece.length > room) this.stop('output-limit');
  }

  private cleanUp(): void {
    clearTimeout(this.wallTimer);
    clearTimeout(this.pollTimer);
    clearTimeout(this.drainTimer);
    this.request.signal?.removeEventListener('abort', this.onAbort);
  }

  private async closed(pid: number): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    this.cleanUp();
    const { containment } = this;
    containment.kill();
    // A killed process takes a moment to be gone: the run is over when nothing of it is alive.
    await until(
      () => (containment.settled() && namespaceGone(this.init)) || (containment.kill(), false),
      GONE_WITHIN_MS,
    );
    const usage = containment.finish();
    if (!containment.dispose()) linger(containment);
    else retryLingering();
    this.forgetExit?.();
    this.request.watch?.ended(pid, this.name);
    const end = this.exited ?? { code: null, signal: null, at: performance.now() };
    let { status, timeLimitBy } = this;
    const overCpu =
      this.limits.cpuMs !== undefined && usage.cpuMs !== undefined && usage.cpuMs >= this.limits.cpuMs;
    // The wall limit came first, but the CPU time had passed its own limit already (the look at it was due):
    // CPU time is the reason.
    if (status === 'time-limit' && timeLimitBy === 'wall' && overCpu) timeLimitBy = 'cpu';
    if (status === 'exited' && usage.memoryExceeded) status = 'memory-limit';
    else if (
      status === 'exited' &&
      this.limits.cpuMs !== undefined &&
      usage.cpuMs !== undefined &&
      usage.cpuMs > this.limits.cpuMs
    ) {
      // Ended by itself, but over its CPU time: a judge counts that as over the limit too.
      status = 'time-limit';
      timeLimitBy = 'cpu';
    }
    this.resolve({
      started: true,
      status,
      ...(timeLimitBy === undefined || status !== 'time-limit'
        ? {}
        : { timeLimitBy, stopped: this.stoppedByJudge || timeLimitBy === 'wall' }),
      exitCode: end.code,
      signal: end.signal,
      durationMs: end.at - this.start,
      ...(usage.cpuMs === undefined ? {} : { cpuMs: usage.cpuMs }),
      ...(usage.peakKiB === undefined ? {} : { peakKiB: usage.peakKiB }),
      ...(usage.fileKiB === undefined ? {} : { fileKiB: usage.fileKiB }),
      containment: containment.kind,
      isolation: this.isolation,
      cpuBy: containment.cpuBy,
      memoryBy: containment.memoryBy,
      limits: this.limits,
      output: Buffer.concat(this.kept),
      outputBytes: this.outputBytes,
      stderrTail: this.stderr,
      stderrHead: this.stderrHead,
      stderrLength: this.stderrLength,
    });
  }
}
