import { ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** One run of a program, with its limits. */
export interface RunRequest {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly input: Uint8Array;
  readonly timeLimitMs: number;
  /** Standard output beyond this many bytes stops the program. */
  readonly outputLimitBytes: number;
  /** Each piece of standard output as it arrives (never more than the limit in all); without it, the output is kept and returned. */
  readonly onOutput?: (piece: Buffer) => void;
  readonly signal?: AbortSignal;
  /** Told of each process group while it may be alive, so a thread that is stopped can have another kill it. */
  readonly watch?: ProcessWatch;
}

/**
 * Who else knows which process groups are alive. In a worker thread, the
 * judge's own clean-up dies with the thread if the thread is terminated;
 * the thread that started it can then kill what is left.
 */
export interface ProcessWatch {
  started(groupId: number): void;
  ended(groupId: number): void;
}

/** Why a run ended: by itself, or stopped by the judge. */
export type RunStatus = 'exited' | 'time-limit' | 'output-limit' | 'cancelled';

export type RunOutcome =
  | { readonly started: false; readonly error: NodeJS.ErrnoException }
  | {
      readonly started: true;
      readonly status: RunStatus;
      readonly exitCode: number | null;
      readonly signal: NodeJS.Signals | null;
      /** From start to exit, start-up included. */
      readonly durationMs: number;
      /** The output, when no `onOutput` took it. */
      readonly output: Buffer;
      readonly outputBytes: number;
      /** The end of standard error. */
      readonly stderrTail: string;
    };

/** How much of standard error is kept: enough for the last lines of a stack trace. */
const STDERR_KEPT = 8 * 1024;
/** After the program exits, how long its standard output may stay open (held by a process that left its group). */
const DRAIN_MS = 1000;

/**
 * Runs a program in a process group of its own (`detached`), feeds it its
 * input, and takes its output within the limits. The whole group is killed
 * when the time or output limit is reached, when `signal` aborts, when the
 * program exits (so children it forked and left behind die with it) and
 * if this process exits first. Never rejects.
 */
export function runProgram(request: RunRequest): Promise<RunOutcome> {
  return new Promise((resolve) => {
    let child: ChildProcess;
    const start = performance.now();
    try {
      child = spawn(request.command, request.args, { cwd: request.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true, windowsHide: true });
    } catch (error) {
      resolve({ started: false, error: error as NodeJS.ErrnoException });
      return;
    }
    new Watched(request, child, start, resolve).begin();
  });
}

/** One started run: its limits, its output, and its process group, killed on every way out. */
class Watched {
  private status: RunStatus = 'exited';
  private exited: { code: number | null; signal: NodeJS.Signals | null; at: number } | undefined;
  private outputBytes = 0;
  private readonly kept: Buffer[] = [];
  private stderr = '';
  private settled = false;
  private readonly pid: number | undefined;
  private readonly timer: NodeJS.Timeout;
  private drainTimer: NodeJS.Timeout | undefined;
  private readonly onAbort = (): void => this.stop('cancelled');
  private readonly killGroup = (): void => {
    const { pid, child } = this;
    if (pid === undefined) return;
    try {
      // The negative pid names the group: the program and everything it started.
      process.kill(-pid, 'SIGKILL');
    } catch (error) {
      // ESRCH: already gone. Anything else (a system without process groups): the program at least.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH' && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };

  constructor(
    private readonly request: RunRequest,
    private readonly child: ChildProcess,
    private readonly start: number,
    private readonly resolve: (outcome: RunOutcome) => void,
  ) {
    this.pid = child.pid;
    this.timer = setTimeout(() => this.stop('time-limit'), request.timeLimitMs);
  }

  begin(): void {
    const { child, request, pid } = this;
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (this.settled || pid !== undefined) return;
      // It never started: not found, not executable, a missing working directory.
      this.settled = true;
      this.cleanUp();
      this.resolve({ started: false, error });
    });
    if (pid === undefined) return;
    process.on('exit', this.killGroup);
    request.watch?.started(pid);
    request.signal?.addEventListener('abort', this.onAbort);
    if (request.signal?.aborted) this.stop('cancelled');
    child.stdout?.on('data', (piece: Buffer) => this.takeOutput(piece));
    child.stderr?.on('data', (piece: Buffer) => {
      this.stderr = (this.stderr + piece.toString('utf8')).slice(-STDERR_KEPT);
    });
    // A program that exits without reading all of its input closes the pipe: EPIPE, which is the program's business.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(request.input);
    child.on('exit', (code, signal) => {
      this.exited = { code, signal, at: performance.now() };
      // Children it forked and left running die now, and their hold on the output with them.
      this.killGroup();
      this.drainTimer = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, DRAIN_MS);
    });
    child.on('close', () => this.closed(pid));
  }

  private stop(why: RunStatus): void {
    if (this.exited === undefined && this.status === 'exited') this.status = why;
    this.killGroup();
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
    clearTimeout(this.timer);
    clearTimeout(this.drainTimer);
    this.request.signal?.removeEventListener('abort', this.onAbort);
    process.removeListener('exit', this.killGroup);
  }

  private closed(pid: number): void {
    if (this.settled) return;
    this.settled = true;
    this.cleanUp();
    this.killGroup();
    const end = this.exited ?? { code: null, signal: null, at: performance.now() };
    // A killed child the program forked may take a moment to be gone: the run is over when nothing of it runs.
    void groupGone(pid).then(() => {
      this.request.watch?.ended(pid);
      this.resolve({
        started: true,
        status: this.status,
        exitCode: end.code,
        signal: end.signal,
        durationMs: end.at - this.start,
        output: Buffer.concat(this.kept),
        outputBytes: this.outputBytes,
        stderrTail: this.stderr,
      });
    });
  }
}

/** How long to wait for a killed process group to be gone, at most; a process stuck in the kernel may outlive any wait. */
const GONE_WITHIN_MS = 2000;

/** Resolves once no process of group `groupId` is left (or after {@link GONE_WITHIN_MS}). */
async function groupGone(groupId: number): Promise<void> {
  const deadline = performance.now() + GONE_WITHIN_MS;
  while (performance.now() < deadline) {
    try {
      // Signal 0 only asks whether the group has a process left.
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
