// The one protocol between the extension host and the board webview. Both
// sides import it, and each side validates what it receives, because the
// other side is untrusted input.
import { EIGHT_PUZZLE, isMove, parseBoard, replay } from '../engine';

/** What a board shows: a start, a move string, and how many of its moves are played. */
export interface BoardState {
  readonly start: number[];
  readonly moves: string;
  /** 0 … moves.length. */
  readonly step: number;
  readonly goal: number[];
}

export interface BoardSettings {
  /** Milliseconds per move while playing. */
  readonly stepDuration: number;
}

/**
 * Host → webview. Each load has a higher `revision` than the last, and the
 * webview tags what it reports with the revision it is based on, so the host
 * can tell a late report about an older board from news about the current one.
 */
export type HostMessage =
  | { readonly type: 'load'; readonly state: BoardState; readonly revision: number }
  | { readonly type: 'settings'; readonly settings: BoardSettings };

/** Webview → host. */
export type WebviewMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'state'; readonly state: BoardState; readonly revision: number }
  | { readonly type: 'insertMoves'; readonly state: BoardState };

/** Longest move string a board accepts: far beyond any shortest answer (31), short enough to stay cheap. */
export const MAX_MOVES = 10_000;
export const MIN_STEP_DURATION = 0;
export const MAX_STEP_DURATION = 5_000;

export function parseHostMessage(data: unknown): HostMessage | undefined {
  if (!isRecord(data)) return undefined;
  switch (data.type) {
    case 'load': {
      const state = parseBoardState(data.state);
      return state && isRevision(data.revision) ? { type: 'load', state, revision: data.revision } : undefined;
    }
    case 'settings': {
      const settings = parseSettings(data.settings);
      return settings && { type: 'settings', settings };
    }
    default:
      return undefined;
  }
}

export function parseWebviewMessage(data: unknown): WebviewMessage | undefined {
  if (!isRecord(data)) return undefined;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'state': {
      const state = parseBoardState(data.state);
      return state && isRevision(data.revision) ? { type: 'state', state, revision: data.revision } : undefined;
    }
    case 'insertMoves': {
      const state = parseBoardState(data.state);
      return state && { type: 'insertMoves', state };
    }
    default:
      return undefined;
  }
}

/** A board state from anywhere (a message, a restored panel): checked to the last move. */
export function parseBoardState(data: unknown): BoardState | undefined {
  if (!isRecord(data)) return undefined;
  const start = parseCells(data.start);
  const goal = parseCells(data.goal);
  const { moves, step } = data;
  if (!start || !goal || typeof moves !== 'string' || typeof step !== 'number') return undefined;
  if (moves.length > MAX_MOVES || !Number.isInteger(step) || step < 0 || step > moves.length) return undefined;
  for (const letter of moves) if (!isMove(letter)) return undefined;
  if (replay(start, moves, goal).badStep) return undefined;
  return { start, moves, step, goal };
}

function parseSettings(data: unknown): BoardSettings | undefined {
  if (!isRecord(data)) return undefined;
  const { stepDuration } = data;
  if (typeof stepDuration !== 'number' || !Number.isFinite(stepDuration)) return undefined;
  if (stepDuration < MIN_STEP_DURATION || stepDuration > MAX_STEP_DURATION) return undefined;
  return { stepDuration };
}

/** Nine cells that form a board, as an array of numbers. */
function parseCells(data: unknown): number[] | undefined {
  if (!Array.isArray(data) || data.length !== 9 || !data.every((cell) => Number.isInteger(cell))) return undefined;
  const parsed = parseBoard((data as number[]).map((cell) => (cell === 9 ? 'x' : String(cell))).join(''), EIGHT_PUZZLE);
  return parsed.ok ? parsed.board.slice() : undefined;
}

function isRevision(data: unknown): data is number {
  return typeof data === 'number' && Number.isSafeInteger(data) && data >= 0;
}

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}
