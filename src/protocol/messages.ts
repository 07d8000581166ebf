// The one protocol between the extension host and the board webview. Both
// sides import it, and each side validates what it receives, because the
// other side is untrusted input.
import {
  applyMove,
  Board,
  EIGHT_PUZZLE,
  isBoardOf,
  isMove,
  Puzzle,
  puzzleOf,
  Size,
  sizeFromData,
} from '../engine';

/**
 * What a board shows: a start, a move string, and how many of its moves are played, on the puzzle's board.
 */
export interface BoardState {
  readonly puzzle: Puzzle;
  readonly start: Board;
  readonly moves: string;
  /** 0 … moves.length. */
  readonly step: number;
}

/**
 * A puzzle as it crosses postMessage and is kept by a webview's setState:
 * plain data, its size as rows and columns. Messages and saved states carry
 * it spread among their own fields, as they always have.
 */
export interface PuzzleData {
  readonly goal: number[];
  readonly shape: { readonly rows: number; readonly columns: number };
}

/** A board state as data: what crosses postMessage and what the page saves. */
export interface BoardStateData extends PuzzleData {
  readonly start: number[];
  readonly moves: string;
  readonly step: number;
}

export function puzzleData(puzzle: Puzzle): PuzzleData {
  return { goal: puzzle.goal.slice(), shape: { rows: puzzle.size.rows, columns: puzzle.size.columns } };
}

export function boardStateData(state: BoardState): BoardStateData {
  return { start: state.start.slice(), moves: state.moves, step: state.step, ...puzzleData(state.puzzle) };
}

/**
 * The puzzle that data names: a size of the registry and a goal of that
 * size. `sizeless` is the size of data that has no `shape` at all (board
 * states saved before boards had sizes are 3×3); without it, a shape is required.
 */
export function parsePuzzle(data: Record<string, unknown>, sizeless?: Size): Puzzle | undefined {
  const size = data.shape === undefined ? sizeless : sizeFromData(data.shape);
  const goal = size && parseCells(data.goal, size);
  return size && goal && puzzleOf(size, goal);
}

export interface BoardSettings {
  /** Milliseconds per move while playing. */
  readonly stepDuration: number;
}

/**
 * What the host found for a board too large for a distance table (more than
 * 9 cells): a shortest answer, the best one a budget allowed ("not proven
 * shortest"), none, or nothing because the request was cancelled or failed.
 */
export type SolveAnswer =
  | { readonly kind: 'shortest' | 'unproven'; readonly moves: string; readonly nodes: number }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Host → webview. Each load has a higher `revision` than the last, and the
 * webview tags what it reports with the revision it is based on, so the host
 * can tell a late report about an older board from news about the current one.
 * `solveProgress` and `solved` answer the webview's `solve` with its `request` number.
 */
export type HostMessage =
  | { readonly type: 'load'; readonly state: BoardState; readonly revision: number }
  | { readonly type: 'settings'; readonly settings: BoardSettings }
  | {
      readonly type: 'solveProgress';
      readonly request: number;
      readonly bound: number;
      readonly nodes: number;
    }
  | { readonly type: 'solved'; readonly request: number; readonly answer: SolveAnswer };

/**
 * Webview → host. `solve` asks the host to search a board of more than 9
 * cells (the page has no distance table for those); a newer `solve`, or
 * `cancelSolve`, ends the older search.
 */
export type WebviewMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'state'; readonly state: BoardState; readonly revision: number }
  | { readonly type: 'insertMoves'; readonly state: BoardState }
  | { readonly type: 'solve'; readonly request: number; readonly puzzle: Puzzle; readonly board: Board }
  | { readonly type: 'cancelSolve'; readonly request: number };

/** A host message as data: what crosses postMessage. */
export type HostMessageData =
  | { readonly type: 'load'; readonly state: BoardStateData; readonly revision: number }
  | Exclude<HostMessage, { readonly type: 'load' }>;

/** A webview message as data: what crosses postMessage. */
export type WebviewMessageData =
  | { readonly type: 'state'; readonly state: BoardStateData; readonly revision: number }
  | { readonly type: 'insertMoves'; readonly state: BoardStateData }
  | ({ readonly type: 'solve'; readonly request: number; readonly board: number[] } & PuzzleData)
  | Exclude<WebviewMessage, { readonly type: 'state' | 'insertMoves' | 'solve' }>;

/**
 * Longest move string a board accepts: far beyond any shortest answer (31 on
 * 3×3, 80 on 4×4, the largest size) and beyond a budgeted 4×4 search's
 * longer answer (a few hundred moves at most), and short enough to stay
 * cheap, so one bound serves every size.
 */
export const MAX_MOVES = 10_000;
export const MIN_STEP_DURATION = 0;
export const MAX_STEP_DURATION = 5_000;
/** A host's failure message is shown, so it is kept to a line. */
const MAX_MESSAGE = 500;

/** A host message as data, for postMessage: the one place its board state is written out. */
export function encodeHostMessage(message: HostMessage): HostMessageData {
  return message.type === 'load' ? { ...message, state: boardStateData(message.state) } : message;
}

/** A webview message as data, for postMessage. */
export function encodeWebviewMessage(message: WebviewMessage): WebviewMessageData {
  switch (message.type) {
    case 'state':
    case 'insertMoves':
      return { ...message, state: boardStateData(message.state) };
    case 'solve':
      return {
        type: 'solve',
        request: message.request,
        board: message.board.slice(),
        ...puzzleData(message.puzzle),
      };
    default:
      return message;
  }
}

const HOST_MESSAGES: MessageParsers<HostMessage> = {
  load: (data) => withType('load', parseRevisedState(data)),
  settings: (data) => {
    const settings = parseSettings(data.settings);
    return settings && { type: 'settings', settings };
  },
  solveProgress: ({ request, bound, nodes }) =>
    isCount(request) && isCount(bound) && isCount(nodes)
      ? { type: 'solveProgress', request, bound, nodes }
      : undefined,
  solved: (data) => {
    const answer = parseSolveAnswer(data.answer);
    return answer && isCount(data.request) ? { type: 'solved', request: data.request, answer } : undefined;
  },
};

export function parseHostMessage(data: unknown): HostMessage | undefined {
  return parseByType(data, HOST_MESSAGES);
}

const WEBVIEW_MESSAGES: MessageParsers<WebviewMessage> = {
  ready: () => ({ type: 'ready' }),
  state: (data) => withType('state', parseRevisedState(data)),
  insertMoves: (data) => {
    const state = parseBoardState(data.state);
    return state && { type: 'insertMoves', state };
  },
  solve: (data) => {
    const puzzle = parsePuzzle(data);
    const board = puzzle && parseCells(data.board, puzzle.size);
    return puzzle && board && isCount(data.request)
      ? { type: 'solve', request: data.request, puzzle, board }
      : undefined;
  },
  cancelSolve: ({ request }) => (isCount(request) ? { type: 'cancelSolve', request } : undefined),
};

export function parseWebviewMessage(data: unknown): WebviewMessage | undefined {
  return parseByType(data, WEBVIEW_MESSAGES);
}

/** A board state and the revision it is of, as a `load` and a `state` carry them. */
function parseRevisedState(
  data: Record<string, unknown>,
): { readonly state: BoardState; readonly revision: number } | undefined {
  const state = parseBoardState(data.state);
  return state && isCount(data.revision) ? { state, revision: data.revision } : undefined;
}

/**
 * A board state from anywhere (a message, a restored panel): its start and
 * goal are boards of its size, and its moves replay on that size to the
 * last one. A state with no shape at all was saved by a 3×3-only version.
 */
export function parseBoardState(data: unknown): BoardState | undefined {
  if (!isRecord(data)) return undefined;
  const puzzle = parsePuzzle(data, EIGHT_PUZZLE.size);
  if (!puzzle) return undefined;
  const start = parseCells(data.start, puzzle.size);
  const { moves, step } = data;
  if (!start || typeof moves !== 'string' || typeof step !== 'number') return undefined;
  if (moves.length > MAX_MOVES || !Number.isInteger(step) || step < 0 || step > moves.length)
    return undefined;
  if (!replaysOn(puzzle.size, start, moves)) return undefined;
  return { puzzle, start, moves, step };
}

/**
 * A move string from the host: letters only, and no longer than a board takes. Whether it solves the board is
 * the page's to check.
 */
function parseSolveAnswer(data: unknown): SolveAnswer | undefined {
  if (!isRecord(data)) return undefined;
  switch (data.kind) {
    case 'shortest':
    case 'unproven': {
      const { moves, nodes } = data;
      if (typeof moves !== 'string' || moves.length > MAX_MOVES || !isCount(nodes)) return undefined;
      for (const letter of moves) if (!isMove(letter)) return undefined;
      return { kind: data.kind, moves, nodes };
    }
    case 'unsolvable':
    case 'cancelled':
      return { kind: data.kind };
    case 'failed':
      return typeof data.message === 'string'
        ? { kind: 'failed', message: data.message.slice(0, MAX_MESSAGE) }
        : undefined;
    default:
      return undefined;
  }
}

/** Whether every letter of `moves` is a move that stays on a board of `size`. */
function replaysOn(size: Size, start: Board, moves: string): boolean {
  let board: Board | undefined = start;
  for (const letter of moves) {
    board = isMove(letter) ? applyMove(size, board, letter) : undefined;
    if (!board) return false;
  }
  return true;
}

function parseSettings(data: unknown): BoardSettings | undefined {
  if (!isRecord(data)) return undefined;
  const { stepDuration } = data;
  if (typeof stepDuration !== 'number' || !Number.isFinite(stepDuration)) return undefined;
  if (stepDuration < MIN_STEP_DURATION || stepDuration > MAX_STEP_DURATION) return undefined;
  return { stepDuration };
}

/** The cells of a board of `size`: each of 1 … n exactly once (n, the largest, is the blank). */
export function parseCells(data: unknown, size: Size): number[] | undefined {
  if (
    !Array.isArray(data) ||
    !(data as unknown[]).every((cell) => typeof cell === 'number') ||
    !isBoardOf(size, data as number[])
  )
    return undefined;
  return (data as number[]).slice();
}

export function isCount(data: unknown): data is number {
  return typeof data === 'number' && Number.isSafeInteger(data) && data >= 0;
}

export function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/**
 * For each type of a union of messages, what reads a record as a message of that type (undefined where it is
 * none).
 */
export type MessageParsers<Message extends { readonly type: string }> = {
  readonly [Type in Message['type']]: (
    data: Record<string, unknown>,
  ) => Extract<Message, { readonly type: Type }> | undefined;
};

/** A message of `type` whose fields are all of `fields`, or undefined where there are none. */
export function withType<Type extends string, Fields extends object>(
  type: Type,
  fields: Fields | undefined,
): ({ readonly type: Type } & Fields) | undefined {
  return fields && { type, ...fields };
}

/** A message read by the parser of its `type`; undefined for anything else, a type no parser reads included. */
export function parseByType<Message extends { readonly type: string }>(
  data: unknown,
  parsers: MessageParsers<Message>,
): Message | undefined {
  if (!isRecord(data) || typeof data.type !== 'string' || !Object.hasOwn(parsers, data.type))
    return undefined;
  return parsers[data.type as Message['type']](data);
}
