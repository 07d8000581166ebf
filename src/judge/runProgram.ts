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
    const pid = child.pid;
    let status: RunStatus = 'exited';
    let exited: { code: number | null; signal: NodeJS.Signals | null; at: number } | undefined;
    let outputBytes = 0;
    const kept: Buffer[] = [];
    let stderr = '';
    let settled = false;

    const killGroup = (): void => {
      if (pid === undefined) return;
      try {
        // The negative pid names the group: the program and everything it started.
        process.kill(-pid, 'SIGKILL');
      } catch (error) {
        // ESRCH: already gone. Anything else (a system without process groups): the program at least.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH' && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    };
    const stop = (why: RunStatus): void => {
      if (exited === undefined && status === 'exited') status = why;
      killGroup();
    };
    const onAbort = (): void => stop('cancelled');
    const timer = setTimeout(() => stop('time-limit'), request.timeLimitMs);
    let drainTimer: NodeJS.Timeout | undefined;
    const cleanUp = (): void => {
      clearTimeout(timer);
      clearTimeout(drainTimer);
      request.signal?.removeEventListener('abort', onAbort);
      process.removeListener('exit', killGroup);
    };

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (settled || pid !== undefined) return;
      // It never started: not found, not executable, a missing working directory.
      settled = true;
      cleanUp();
      resolve({ started: false, error });
    });
    if (pid === undefined) return;
    process.on('exit', killGroup);
    request.watch?.started(pid);
    request.signal?.addEventListener('abort', onAbort);
    if (request.signal?.aborted) stop('cancelled');

    child.stdout?.on('data', (piece: Buffer) => {
      if (status === 'output-limit') return;
      const room = request.outputLimitBytes - outputBytes;
      const taken = piece.length > room ? piece.subarray(0, room) : piece;
      outputBytes += taken.length;
      if (request.onOutput) request.onOutput(taken);
      else kept.push(taken);
      if (piece.length > room) stop('output-limit');
    });
    child.stderr?.on('data', (piece: Buffer) => {
      stderr = (stderr + piece.toString('utf8')).slice(-STDERR_KEPT);
    });
    // A program that exits without reading all of its input closes the pipe: EPIPE, which is the program's business.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(request.input);

    child.on('exit', (code, signal) => {
      exited = { code, signal, at: performance.now() };
      // Children it forked and left running die now, and their hold on the output with them.
      killGroup();
      drainTimer = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, DRAIN_MS);
    });
    child.on('close', () => {
      if (settled) return;
      settled = true;
      cleanUp();
      killGroup();
      const end = exited ?? { code: null, signal: null, at: performance.now() };
      // A killed child the program forked may take a moment to be gone: the run is over when nothing of it runs.
      void groupGone(pid).then(() => {
        request.watch?.ended(pid);
        resolve({
          started: true,
          status,
          exitCode: end.code,
          signal: end.signal,
          durationMs: end.at - start,
          output: Buffer.concat(kept),
          outputBytes,
          stderrTail: stderr,
        });
      });
    });
  });
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
