import { isBoardOf, Puzzle, puzzleOf } from '../engine';
import { Problem, problemOf } from '../problems';
import { JudgeOptions, MOST_TIME_LIMIT_MS, RunMode, TestSetSpec } from './spec';

/** The options with every default filled in, checked, and the puzzle resolved once. */
export interface Settings {
  readonly problem: Problem;
  readonly tests: TestSetSpec;
  /** The problem's size, toward its goal or the one the options give. */
  readonly puzzle: Puzzle;
  readonly mode: RunMode;
  /** The mode was asked for, so a batch run that answers one board is judged as it is, not rerun. */
  readonly modeChosen: boolean;
  readonly timeLimitMs: number;
  /** Longer answers rejected: asked for, or always for a number of moves. */
  readonly optimal: boolean;
  readonly whitespace: boolean;
  readonly outputLimitBytes?: number;
  readonly everyCase: boolean;
}

/** Boards a batch run gets one more time limit for. */
const BOARDS_PER_LIMIT = 10_000;
/** Output a run may write: enough for answers far longer than shortest ones, small enough to stop a runaway program quickly. */
const OUTPUT_PER_CASE = 1024 * 1024;
const OUTPUT_PER_BATCH_BOARD = 256;

export function resolveSettings(options: JudgeOptions): Settings | string {
  const problem = problemOf(options.problem);
  const timeLimitMs = options.timeLimitMs ?? problem.timeLimitMs;
  if (!Number.isInteger(timeLimitMs) || timeLimitMs < 1 || timeLimitMs > MOST_TIME_LIMIT_MS) {
    return `time limit ${timeLimitMs}: expected a whole number of milliseconds from 1 to ${MOST_TIME_LIMIT_MS}`;
  }
  const { size } = problem.puzzle;
  // The goal crossed a worker thread as plain data: checked before it becomes the puzzle.
  if (options.goal !== undefined && !isBoardOf(size, options.goal)) return `the goal is not a board of tiles 1 to ${size.cells - 1} and a blank`;
  if (options.outputLimitBytes !== undefined && (!Number.isInteger(options.outputLimitBytes) || options.outputLimitBytes < 1)) {
    return `output limit ${options.outputLimitBytes}: expected a whole number of bytes`;
  }
  return {
    problem,
    tests: options.tests ?? { kind: 'edge' },
    puzzle: options.goal === undefined ? problem.puzzle : puzzleOf(size, options.goal),
    mode: options.mode ?? problem.mode,
    modeChosen: options.mode !== undefined,
    timeLimitMs,
    optimal: problem.answer === 'steps' || options.optimal === true,
    whitespace: options.whitespace === true,
    outputLimitBytes: options.outputLimitBytes,
    everyCase: options.detail !== 'failures',
  };
}

/**
 * A batch run's time limit: the limit per board once, and once more for
 * every 10,000 boards it holds (the 9! set gets 38 s at the default). A
 * batch program pays its search once and then answers each board in
 * microseconds, so a limit that grew with every board would only let a
 * hanging program hang longer.
 */
export function batchTimeLimit(settings: Settings, boards: number): number {
  return settings.timeLimitMs * (1 + Math.ceil(boards / BOARDS_PER_LIMIT));
}

export function outputLimit(settings: Settings, boards: number, batch: boolean): number {
  if (settings.outputLimitBytes !== undefined) return settings.outputLimitBytes;
  return batch ? Math.max(OUTPUT_PER_CASE, boards * OUTPUT_PER_BATCH_BOARD) : OUTPUT_PER_CASE;
}
