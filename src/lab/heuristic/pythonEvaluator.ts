// A learner's Python heuristic, evaluated by one long-lived process of our
// driver (pythonDriver.ts), fed boards in batches: never a process a board.
// It runs in a process group of its own, which is killed whole at the end.
import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { behindShim, resolveCommand } from '../../judge/sandbox/resolveCommand';
import { learnerBoard } from '../../engine/learner/heuristicBoards';
import { AwaitedReply } from './awaitedReply';
import { EvaluationError, EvaluationFailure, FailureKind } from './failure';
import { Evaluator, EvaluatorOptions, loadBudgetMs, Watchdog } from './evaluator';
import { PYTHON_DRIVER } from './pythonDriver';

/**
 * The driver's own timer fires first; Node's watchdog waits this much longer, for a call stuck where no
 * signal is seen.
 */
const BACKSTOP_GRACE_MS = 1000;
/**
 * The last bytes of the process's standard error kept, for a process that dies without a word on the
 * protocol.
 */
const STDERR_KEPT = 4096;

type Reply = { type: 'ready' } | { type: 'values'; values: Float64Array };

/** The interpreter to run: `python` (or python3) found on PATH, past a pyenv shim; a failure when there is none. */
function interpreter(python: string): string {
  const found = resolveCommand(python, undefined, process.env.PATH);
  if (!found.ok)
    throw new EvaluationError({
      kind: 'load',
      detail: `${python} could not be run (${found.error.code ?? 'not found'}): give the interpreter with --python CMD`,
    });
  return behindShim(found.path);
}

/** Reads the driver's replies from its standard output, as they come. */
class ReplyReader {
  private buffered: Buffer = Buffer.alloc(0);

  constructor(private readonly expected: () => number) {}

  /** The replies complete in what has come so far. */
  push(chunk: Buffer): (Reply | { type: 'failed'; failure: EvaluationFailure })[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const replies: (Reply | { type: 'failed'; failure: EvaluationFailure })[] = [];
    for (;;) {
      const tag = this.buffered.length > 0 ? String.fromCharCode(this.buffered[0]) : '';
      if (tag === 'R') {
        replies.push({ type: 'ready' });
        this.buffered = this.buffered.subarray(1);
      } else if (tag === 'V' && this.buffered.length >= 1 + 8 * this.expected()) {
        const count = this.expected();
        const values = new Float64Array(count);
        for (let i = 0; i < count; i++) values[i] = this.buffered.readDoubleLE(1 + 8 * i);
        replies.push({ type: 'values', values });
        this.buffered = this.buffered.subarray(1 + 8 * count);
      } else if (
        tag === 'F' &&
        this.buffered.length >= 5 &&
        this.buffered.length >= 5 + this.buffered.readUInt32LE(1)
      ) {
        const length = this.buffered.readUInt32LE(1);
        const failure = JSON.parse(this.buffered.subarray(5, 5 + length).toString('utf8')) as {
          kind: FailureKind;
          index: number | null;
          detail: string;
        };
        replies.push({
          type: 'failed',
          failure: { kind: failure.kind, index: failure.index ?? undefined, detail: failure.detail },
        });
        this.buffered = this.buffered.subarray(5 + length);
      } else return replies;
    }
  }
}

/**
 * Starts the driver on the learner's file; rejects with an EvaluationError when it cannot load it (a syntax
 * error, no h).
 */
export async function startPythonEvaluator(
  options: EvaluatorOptions,
  python = 'python3',
): Promise<Evaluator> {
  const { file, puzzle, callMs, totalMs, memoryMiB } = options;
  const folder = mkdtempSync(join(tmpdir(), 'eight-puzzle-heuristic-'));
  const statusPath = join(folder, 'status');
  writeFileSync(statusPath, Buffer.alloc(8));
  const statusFd = openSync(statusPath, 'r');
  const status = Buffer.alloc(8);
  // Read until the folder is cleaned up; after that the last reading stands.
  let open = true;
  const readStatus = (): { calls: number; index: number } => {
    if (open) readSync(statusFd, status, 0, 8, 0);
    return { index: status.readInt32LE(0), calls: status.readInt32LE(4) };
  };
  const closeStatus = (): void => {
    open = false;
    closeSync(statusFd);
  };
  let child: ChildProcess;
  try {
    const args = [
      '-B',
      '-c',
      PYTHON_DRIVER,
      file,
      String(puzzle.size.cells),
      String(callMs),
      String(memoryMiB),
      statusPath,
      String(puzzle.size.rows),
      String(puzzle.size.columns),
      learnerBoard(puzzle.goal).join(','),
      String(loadBudgetMs(callMs)),
    ];
    child = spawn(interpreter(python), args, {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, OPENBLAS_NUM_THREADS: '1', PYTHONIOENCODING: 'utf-8' },
    });
  } catch (error) {
    closeStatus();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return driven(child, { folder, closeStatus, readStatus, callMs, totalMs });
}

interface Driving {
  readonly folder: string;
  readonly closeStatus: () => void;
  readonly readStatus: () => { calls: number; index: number };
  readonly callMs: number;
  readonly totalMs: number;
}

async function driven(child: ChildProcess, driving: Driving): Promise<Evaluator> {
  const { folder, closeStatus, readStatus } = driving;
  const watchdog = new Watchdog(driving.callMs + BACKSTOP_GRACE_MS, driving.totalMs);
  let expected = 0;
  const reader = new ReplyReader(() => expected);
  let stderr = '';
  const replies = new AwaitedReply<Reply>();
  let cleaned = false;
  const cleanUp = (): void => {
    watchdog.stop();
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    if (cleaned) return;
    cleaned = true;
    closeStatus();
    rmSync(folder, { recursive: true, force: true });
  };
  const end = (failure: EvaluationFailure): void => {
    replies.end(failure);
    cleanUp();
  };
  const current = (): number | undefined => (expected > 0 ? readStatus().index : undefined);
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const reply of reader.push(chunk)) {
      if (reply.type === 'failed') end(reply.failure);
      else replies.answer(reply);
    }
  });
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT)),
  );
  child.stdin?.on('error', () => undefined);
  child.on('error', (error: NodeJS.ErrnoException) =>
    end({ kind: 'load', detail: `the interpreter could not be started (${error.code ?? error.message})` }),
  );
  whenExited(child, () => stderr, current, end);
  const ready = replies.next();
  watchdog.watch(
    readStatus,
    (kind) => end({ kind, detail: '' }),
    loadBudgetMs(driving.callMs) + BACKSTOP_GRACE_MS,
  );
  await ready;
  watchdog.stop();
  return {
    evaluate: async (boards, count, first) => {
      expected = count;
      const answer = replies.next();
      const head = Buffer.alloc(8);
      head.writeUInt32LE(count, 0);
      head.writeUInt32LE(first, 4);
      child.stdin?.write(head);
      child.stdin?.write(boards);
      watchdog.watch(readStatus, (kind, index) => end({ kind, index, detail: '' }));
      const reply = await answer;
      watchdog.stop();
      expected = 0;
      if (reply.type !== 'values') throw new Error(`the heuristic's process answered ${reply.type}`);
      return reply.values;
    },
    close: () => {
      replies.close();
      child.stdin?.end();
      cleanUp();
      return Promise.resolve();
    },
  };
}

/**
 * A process that ends by itself ends the check: with the failure it wrote, if it wrote one just before (its
 * standard output's end, or a moment, decides), else with its last words.
 */
function whenExited(
  child: ChildProcess,
  stderr: () => string,
  current: () => number | undefined,
  end: (failure: EvaluationFailure) => void,
): void {
  child.on('exit', (code, signal) => {
    const index = current();
    const conclude = (): void => {
      const how = signal ? `killed by ${signal}` : `exit code ${code ?? '?'}`;
      const said = stderr().trim();
      end({
        kind: 'exited',
        index,
        detail: `the Python process ended (${how})${said ? `:\n${lastLines(said, 8)}` : ''}`,
      });
    };
    if (!child.stdout || child.stdout.readableEnded) conclude();
    else {
      child.stdout.once('end', conclude);
      setTimeout(conclude, 500).unref();
    }
  });
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}
