// The protocol between the extension host and the search lab's page, and
// between the page and its Web Worker. Every side validates what it receives:
// the host and the page are untrusted input to each other, and the worker's
// replies are checked as cheaply as they can be before the page draws them.
import { Board, hasTable, parseBoard, permutations, Puzzle } from '../engine';
import type {
  EstimateFigures,
  EstimateMethodName,
  MethodName,
  SearchFigures,
  SearchStep,
} from '../engine/search/types';

import { METHOD_NAMES } from '../engine/search';
import {
  isCount,
  isRecord,
  MessageParsers,
  parseByType,
  parseCells,
  parsePuzzle,
  puzzleData,
  PuzzleData,
  withType,
} from './messages';
import {
  LabHeuristic,
  LabHeuristicData,
  labHeuristicData,
  LabTrace,
  LabTraceData,
  labTraceData,
  parseLabHeuristic,
  parseLabTrace,
} from './labReports';
import { MAX_BOARD_TEXT, MAX_BUDGET, MAX_MARKDOWN, STEP_CAP } from './labLimits';

export { DEFAULT_LARGE_BUDGET, METHOD_NAMES } from '../engine/search';
export { MAX_BUDGET, MAX_MARKDOWN, STEP_CAP } from './labLimits';

/** The board the lab searches, and the puzzle it is of. */
export interface LabBoard {
  readonly puzzle: Puzzle;
  readonly board: Board;
}

/** A lab board as data, as it crosses postMessage and is saved. */
export interface LabBoardData extends PuzzleData {
  readonly board: number[];
}

export function labBoardData(lab: LabBoard): LabBoardData {
  return { board: lab.board.slice(), ...puzzleData(lab.puzzle) };
}

/**
 * Host → page. `heuristic` and `trace` are the learner's own work checked
 * (src/lab/spec/reports.ts), each with the puzzle it is of; a heuristic's
 * `values` are its h by rank (see LabHeuristic), given for sizes with a table.
 */
export type LabHostMessage =
  | { readonly type: 'load'; readonly lab: LabBoard }
  | { readonly type: 'copied'; readonly ok: boolean }
  | ({ readonly type: 'heuristic' } & LabHeuristic)
  | ({ readonly type: 'trace' } & LabTrace);

/** A host message as data: what crosses postMessage. */
export type LabHostMessageData =
  | { readonly type: 'load'; readonly lab: LabBoardData }
  | ({ readonly type: 'heuristic' } & LabHeuristicData)
  | ({ readonly type: 'trace' } & LabTraceData)
  | Exclude<LabHostMessage, { readonly type: 'load' | 'heuristic' | 'trace' }>;

/**
 * Page → host: plain data both ways, since it carries no puzzle. `openBoard`
 * asks for a board of the last report shown (a worst board, a trace's board)
 * on the board panel, in the report's form (`2 3 4 1 5 x 7 6 8`).
 */
export type LabPageMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'copyMarkdown'; readonly markdown: string }
  | { readonly type: 'openBoard'; readonly board: string };

/** A host message as data, for postMessage. */
export function encodeLabHostMessage(message: LabHostMessage): LabHostMessageData {
  switch (message.type) {
    case 'load':
      return { type: 'load', lab: labBoardData(message.lab) };
    case 'heuristic':
      return { type: 'heuristic', ...labHeuristicData(message) };
    case 'trace':
      return { type: 'trace', ...labTraceData(message) };
    default:
      return message;
  }
}

const LAB_HOST_MESSAGES: MessageParsers<LabHostMessage> = {
  load: (data) => {
    const lab = parseLabBoard(data.lab);
    return lab && { type: 'load', lab };
  },
  copied: ({ ok }) => (typeof ok === 'boolean' ? { type: 'copied', ok } : undefined),
  heuristic: (data) => withType('heuristic', parseLabHeuristic(data)),
  trace: (data) => withType('trace', parseLabTrace(data)),
};

export function parseLabHostMessage(data: unknown): LabHostMessage | undefined {
  return parseByType(data, LAB_HOST_MESSAGES);
}

const LAB_PAGE_MESSAGES: MessageParsers<LabPageMessage> = {
  ready: () => ({ type: 'ready' }),
  copyMarkdown: ({ markdown }) =>
    typeof markdown === 'string' && markdown.length > 0 && markdown.length <= MAX_MARKDOWN
      ? { type: 'copyMarkdown', markdown }
      : undefined,
  openBoard: ({ board }) =>
    typeof board === 'string' && board.length > 0 && board.length <= MAX_BOARD_TEXT && parseBoard(board).ok
      ? { type: 'openBoard', board }
      : undefined,
};

export function parseLabPageMessage(data: unknown): LabPageMessage | undefined {
  return parseByType(data, LAB_PAGE_MESSAGES);
}

/** A board and its puzzle: a size of the registry, and a board and a goal of that size. */
export function parseLabBoard(data: unknown): LabBoard | undefined {
  if (!isRecord(data)) return undefined;
  const puzzle = parsePuzzle(data);
  const board = puzzle && parseCells(data.board, puzzle.size);
  return puzzle && board ? { puzzle, board } : undefined;
}

/**
 * What the lab's page keeps through VS Code's webview state, so a window
 * reload brings it back: the board, the choices, and the last run's figures
 * (without their answers, and without steps: those are re-run on demand).
 * A heuristic report is kept without its values (on 3×3, 362,880 numbers),
 * so its own methods leave the table after a reload; a trace's report, with
 * its thousands of steps, is not kept at all.
 */
export interface LabSavedState {
  /** None when the page has only shown a report. */
  readonly lab?: LabBoard;
  /** The methods ticked. */
  readonly methods: MethodName[];
  readonly budget: number | undefined;
  /** One per method at most, in the table's order. */
  readonly figures: SearchFigures[];
  readonly heuristic?: LabHeuristic;
}

/** A saved state as data, for setState. */
export function labSavedStateData(saved: LabSavedState): unknown {
  const { lab, heuristic, ...rest } = saved;
  return {
    ...rest,
    ...(lab ? { lab: labBoardData(lab) } : {}),
    ...(heuristic
      ? { heuristic: labHeuristicData({ puzzle: heuristic.puzzle, report: heuristic.report }) }
      : {}),
  };
}

/** A saved state may come from an older page, or have been tampered with: checked like any input. */
export function parseLabSavedState(data: unknown): LabSavedState | undefined {
  if (!isRecord(data)) return undefined;
  const lab = data.lab === undefined ? undefined : (parseLabBoard(data.lab) ?? null);
  const heuristic =
    data.heuristic === undefined
      ? undefined
      : (isRecord(data.heuristic) &&
          data.heuristic.values === undefined &&
          parseLabHeuristic(data.heuristic)) ||
        null;
  if (
    lab === null ||
    heuristic === null ||
    (!lab && !heuristic) ||
    !Array.isArray(data.methods) ||
    !Array.isArray(data.figures)
  )
    return undefined;
  const methods = data.methods as unknown[];
  if (!methods.every(isMethodName) || new Set(methods).size !== methods.length) return undefined;
  const budget =
    data.budget === undefined || data.budget === null
      ? undefined
      : isCount(data.budget) && data.budget >= 1 && data.budget <= MAX_BUDGET
        ? data.budget
        : null;
  if (budget === null || data.figures.length > METHOD_NAMES.length) return undefined;
  const figures = (data.figures as unknown[]).map((one) => parseFigures(one));
  if (figures.some((one) => one === undefined)) return undefined;
  const kept = figures as SearchFigures[];
  if (new Set(kept.map((one) => one.method)).size !== kept.length) return undefined;
  return { ...(lab ? { lab } : {}), methods, budget, figures: kept, ...(heuristic ? { heuristic } : {}) };
}

/**
 * The lab's methods and the two that run with a learner's heuristic (A* and IDA*, "yours"), in the table's
 * order.
 */
export type LabMethodName = MethodName | EstimateMethodName;
export type LabFigures = SearchFigures | EstimateFigures;
export const ESTIMATE_METHOD_NAMES: readonly EstimateMethodName[] = ['astar-yours', 'idastar-yours'];
export const LAB_METHOD_NAMES: readonly LabMethodName[] = [...METHOD_NAMES, ...ESTIMATE_METHOD_NAMES];

/**
 * A learner's heuristic for the worker's "yours" methods: h by rank (n!
 * numbers, a Float64Array the worker's postMessage copies without JSON), and
 * whether it is consistent and 0 at the goal, so their answers are proven shortest.
 */
export interface WorkerEstimate {
  readonly values: Float64Array;
  readonly consistent: boolean;
}

/**
 * Page → worker. Stop is not a message: a search runs without pausing, so the page ends the worker itself.
 */
export type WorkerRequest =
  | {
      readonly type: 'run';
      readonly run: number;
      readonly lab: LabBoard;
      readonly methods: readonly LabMethodName[];
      readonly budget: number | undefined;
      readonly estimate?: WorkerEstimate;
    }
  | {
      readonly type: 'step';
      readonly run: number;
      readonly lab: LabBoard;
      readonly method: LabMethodName;
      readonly budget: number | undefined;
      readonly estimate?: WorkerEstimate;
    };

/** Worker → page, each tagged with the request's `run` so a late reply about an older run is ignored. */
export type WorkerReply =
  | { readonly type: 'started'; readonly run: number; readonly method: LabMethodName }
  | { readonly type: 'progress'; readonly run: number; readonly method: LabMethodName; readonly ms: number }
  | { readonly type: 'figures'; readonly run: number; readonly figures: LabFigures }
  | {
      readonly type: 'steps';
      readonly run: number;
      readonly figures: LabFigures;
      readonly steps: SearchStep[];
      readonly total: number;
    }
  | {
      readonly type: 'failed';
      readonly run: number;
      readonly method: LabMethodName;
      readonly message: string;
    }
  | { readonly type: 'done'; readonly run: number };

/** A request as data, for the worker's postMessage. */
export function encodeWorkerRequest(request: WorkerRequest): unknown {
  return { ...request, lab: labBoardData(request.lab) };
}

export function parseWorkerRequest(data: unknown): WorkerRequest | undefined {
  if (!isRecord(data) || !isCount(data.run)) return undefined;
  const lab = parseLabBoard(data.lab);
  const budget =
    data.budget === undefined ? undefined : isCount(data.budget) && data.budget > 0 ? data.budget : null;
  if (!lab || budget === null) return undefined;
  const estimate =
    data.estimate === undefined ? undefined : (parseWorkerEstimate(data.estimate, lab.puzzle) ?? null);
  if (estimate === null) return undefined;
  const withEstimate = estimate ? { estimate } : {};
  if (data.type === 'run' && Array.isArray(data.methods) && data.methods.every(isLabMethodName)) {
    return { type: 'run', run: data.run, lab, methods: data.methods, budget, ...withEstimate };
  }
  if (data.type === 'step' && isLabMethodName(data.method))
    return { type: 'step', run: data.run, lab, method: data.method, budget, ...withEstimate };
  return undefined;
}

/**
 * The page's own estimate for its worker: checked for its length only, since the page checked every value
 * when the host sent it.
 */
function parseWorkerEstimate(data: unknown, puzzle: Puzzle): WorkerEstimate | undefined {
  if (!isRecord(data) || !(data.values instanceof Float64Array) || typeof data.consistent !== 'boolean')
    return undefined;
  return hasTable(puzzle.size) && data.values.length === permutations(puzzle.size)
    ? { values: data.values, consistent: data.consistent }
    : undefined;
}

export function parseWorkerReply(data: unknown): WorkerReply | undefined {
  if (!isRecord(data) || !isCount(data.run)) return undefined;
  const { run } = data;
  switch (data.type) {
    case 'started':
      return isLabMethodName(data.method) ? { type: 'started', run, method: data.method } : undefined;
    case 'progress':
      return isLabMethodName(data.method) && isFiniteNumber(data.ms)
        ? { type: 'progress', run, method: data.method, ms: data.ms }
        : undefined;
    case 'figures': {
      const figures = parseFigures(data.figures, isLabMethodName);
      return figures && { type: 'figures', run, figures };
    }
    case 'steps': {
      const figures = parseFigures(data.figures, isLabMethodName);
      const steps =
        Array.isArray(data.steps) && data.steps.length <= STEP_CAP
          ? (data.steps as unknown[]).map(parseStep)
          : undefined;
      if (!figures || !steps || !isCount(data.total) || steps.some((step) => step === undefined))
        return undefined;
      return { type: 'steps', run, figures, steps: steps as SearchStep[], total: data.total };
    }
    case 'failed':
      return isLabMethodName(data.method) && typeof data.message === 'string'
        ? { type: 'failed', run, method: data.method, message: data.message.slice(0, 500) }
        : undefined;
    case 'done':
      return { type: 'done', run };
    default:
      return undefined;
  }
}

const OUTCOMES: readonly SearchFigures['outcome'][] = ['solved', 'unsolvable', 'budget', 'cancelled'];

/** Figures of a method `isName` allows: the lab's own (a saved state keeps only those), or the worker's, "yours" included. */
export function parseFigures(data: unknown): SearchFigures | undefined;
export function parseFigures(
  data: unknown,
  isName: (name: unknown) => name is LabMethodName,
): LabFigures | undefined;
export function parseFigures(
  data: unknown,
  isName: (name: unknown) => name is LabMethodName = isMethodName,
): LabFigures | undefined {
  if (!isRecord(data) || !isName(data.method)) return undefined;
  const { outcome, shortest, moves, length, expanded, generated, held, ms, expandedByDepth, tableEntries } =
    data;
  if (!OUTCOMES.includes(outcome as SearchFigures['outcome']) || typeof shortest !== 'boolean')
    return undefined;
  if (moves !== undefined && (typeof moves !== 'string' || !/^[udlr]*$/.test(moves))) return undefined;
  if (length !== undefined && !isCount(length)) return undefined;
  if (!isCount(expanded) || !isCount(generated) || !isCount(held) || !isFiniteNumber(ms) || ms < 0)
    return undefined;
  if (!Array.isArray(expandedByDepth) || !expandedByDepth.every(isCount)) return undefined;
  if (tableEntries !== undefined && !isCount(tableEntries)) return undefined;
  return {
    method: data.method,
    outcome: outcome as SearchFigures['outcome'],
    shortest,
    moves: moves,
    length: length,
    expanded,
    generated,
    held,
    ms,
    expandedByDepth: expandedByDepth.slice(),
    ...(tableEntries === undefined ? {} : { tableEntries: tableEntries }),
  };
}

function parseStep(data: unknown): SearchStep | undefined {
  if (!isRecord(data) || !Array.isArray(data.board)) return undefined;
  const { g, h, f, frontier, expanded } = data;
  const board = data.board as unknown[];
  if (!board.every(isCount) || ![g, h, f, frontier, expanded].every(isCount)) return undefined;
  return {
    board: board,
    g: g as number,
    h: h as number,
    f: f as number,
    frontier: frontier as number,
    expanded: expanded as number,
  };
}

export function isLabMethodName(data: unknown): data is LabMethodName {
  return typeof data === 'string' && (LAB_METHOD_NAMES as readonly string[]).includes(data);
}

export function isMethodName(data: unknown): data is MethodName {
  return typeof data === 'string' && (METHOD_NAMES as readonly string[]).includes(data);
}

function isFiniteNumber(data: unknown): data is number {
  return typeof data === 'number' && Number.isFinite(data);
}
