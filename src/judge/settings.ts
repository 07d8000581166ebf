import { Board, CELLS } from '../engine';
import { presetOf } from './presets';
import { JudgeOptions, Preset, RunMode, TestSetSpec } from './types';

/** The options with every default filled in, checked. */
export interface Settings {
  readonly preset: Preset;
  readonly tests: TestSetSpec;
  readonly goal: Board;
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

export const DEFAULT_TIME_LIMIT_MS = 1000;
/** A limit over ten minutes per board is a mistake, not a choice. */
const MOST_TIME_LIMIT_MS = 600_000;
/** Boards a batch run gets one more time limit for. */
const BOARDS_PER_LIMIT = 10_000;
/** Output a run may write: enough for answers far longer than shortest ones, small enough to stop a runaway program quickly. */
const OUTPUT_PER_CASE = 1024 * 1024;
const OUTPUT_PER_BATCH_BOARD = 256;

export function resolveSettings(options: JudgeOptions): Settings | string {
  const preset = presetOf(options.problem);
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  if (!Number.isInteger(timeLimitMs) || timeLimitMs < 1 || timeLimitMs > MOST_TIME_LIMIT_MS) {
    return `time limit ${timeLimitMs}: expected a whole number of milliseconds from 1 to ${MOST_TIME_LIMIT_MS}`;
  }
  const goal = options.goal ?? preset.goal;
  if (!isBoard(goal)) return 'the goal is not a board of tiles 1 to 8 and a blank';
  if (options.outputLimitBytes !== undefined && (!Number.isInteger(options.outputLimitBytes) || options.outputLimitBytes < 1)) {
    return `output limit ${options.outputLimitBytes}: expected a whole number of bytes`;
  }
  return {
    preset,
    tests: options.tests ?? { kind: 'edge' },
    goal,
    mode: options.mode ?? preset.mode,
    modeChosen: options.mode !== undefined,
    timeLimitMs,
    optimal: preset.answer === 'steps' || options.optimal === true,
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

function isBoard(board: unknown): board is Board {
  if (!Array.isArray(board) || board.length !== CELLS) return false;
  let seen = 0;
  for (const cell of board as unknown[]) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 1 || cell > CELLS || seen & (1 << cell)) return false;
    seen |= 1 << cell;
  }
  return true;
}
