// The lab's reports of a learner's own work as they cross from the host to the
// page: a heuristic check (with the learner's h for every board, where the
// size has a table, so the page can search with it) and a trace replay. The
// reports' shapes are src/lab/spec's; here they are checked field by field,
// with every string short and every list capped, since the page draws them.
import { Board, parseBoard, permutations, Puzzle, hasTable } from '../engine';
import type {
  ComparisonRow,
  DistanceRow,
  HeuristicReport,
  InconsistentEdge,
  Overestimate,
  TraceCheck,
  TraceReport,
  TraceStep,
} from '../lab/spec';
import { MAX_BOARD_TEXT, MAX_DISTANCES, MAX_FEW, MAX_TEXT, STEP_CAP } from './labLimits';
import { isCount, isRecord, parsePuzzle, puzzleData, PuzzleData } from './messages';

export type {
  ComparisonRow,
  DistanceRow,
  HeuristicReport,
  TraceCheck,
  TraceReport,
  TraceStep,
} from '../lab/spec';

/** A heuristic report, the puzzle it is of, and the learner's h by the engine's rank (`rank(board)`, n! numbers) where the size has a table. */
export interface LabHeuristic {
  readonly puzzle: Puzzle;
  readonly report: HeuristicReport;
  readonly values?: Float64Array;
}

export interface LabTrace {
  readonly puzzle: Puzzle;
  readonly report: TraceReport;
}

export interface LabHeuristicData {
  readonly puzzle: PuzzleData;
  readonly report: HeuristicReport;
  readonly values?: number[];
}

export interface LabTraceData {
  readonly puzzle: PuzzleData;
  readonly report: TraceReport;
}

export function labHeuristicData(heuristic: LabHeuristic): LabHeuristicData {
  const { puzzle, report, values } = heuristic;
  return { puzzle: puzzleData(puzzle), report, ...(values ? { values: Array.from(values) } : {}) };
}

export function labTraceData(trace: LabTrace): LabTraceData {
  return { puzzle: puzzleData(trace.puzzle), report: trace.report };
}

/** A heuristic report with its puzzle; `values`, when given, must be one finite non-negative h per rank of the size's n! boards. */
export function parseLabHeuristic(data: Record<string, unknown>): LabHeuristic | undefined {
  const puzzle = isRecord(data.puzzle) ? parsePuzzle(data.puzzle) : undefined;
  const report = puzzle && parseHeuristicReport(data.report, puzzle);
  if (!puzzle || !report) return undefined;
  if (data.values === undefined) return { puzzle, report };
  const values = parseValues(data.values, puzzle);
  return values && { puzzle, report, values };
}

export function parseLabTrace(data: Record<string, unknown>): LabTrace | undefined {
  const puzzle = isRecord(data.puzzle) ? parsePuzzle(data.puzzle) : undefined;
  const report = puzzle && parseTraceReport(data.report, puzzle);
  return puzzle && report ? { puzzle, report } : undefined;
}

function parseValues(data: unknown, puzzle: Puzzle): Float64Array | undefined {
  if (!hasTable(puzzle.size) || !Array.isArray(data) || data.length !== permutations(puzzle.size))
    return undefined;
  const values = new Float64Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const value: unknown = data[i];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
    values[i] = value;
  }
  return values;
}

/** The board a report writes, read as a board of the puzzle's size. */
export function reportBoard(text: string, puzzle: Puzzle): Board | undefined {
  const parsed = parseBoard(text, puzzle.size);
  return parsed.ok ? parsed.board : undefined;
}

const isNumber = (data: unknown): data is number => typeof data === 'number' && Number.isFinite(data);
const isText = (data: unknown, most = MAX_TEXT): data is string =>
  typeof data === 'string' && data.length <= most;
const isBoardText =
  (puzzle: Puzzle) =>
  (data: unknown): data is string =>
    isText(data, MAX_BOARD_TEXT) && reportBoard(data, puzzle) !== undefined;
const isCountOrNull = (data: unknown): data is number | null => data === null || isCount(data);

/** A list of at most `most` items, each read by `parse`; undefined when it is not one or any item is not. */
function parseList<T>(data: unknown, most: number, parse: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(data) || data.length > most) return undefined;
  const items: T[] = [];
  for (const item of data as unknown[]) {
    const parsed = parse(item);
    if (parsed === undefined) return undefined;
    items.push(parsed);
  }
  return items;
}

function parseOverestimate(data: unknown, puzzle: Puzzle): Overestimate | undefined {
  if (!isRecord(data)) return undefined;
  const { board, h, distance } = data;
  return isBoardText(puzzle)(board) && isNumber(h) && isCount(distance) ? { board, h, distance } : undefined;
}

function parseEdge(data: unknown, puzzle: Puzzle): InconsistentEdge | undefined {
  if (!isRecord(data)) return undefined;
  const { from, to, hFrom, hTo } = data;
  const board = isBoardText(puzzle);
  return board(from) && board(to) && isNumber(hFrom) && isNumber(hTo) ? { from, to, hFrom, hTo } : undefined;
}

function parseDistanceRow(data: unknown): DistanceRow | undefined {
  if (!isRecord(data)) return undefined;
  const { distance, boards, meanH, meanRatio, exact, over } = data;
  if (
    !isCount(distance) ||
    !isCount(boards) ||
    !isNumber(meanH) ||
    !(meanRatio === null || isNumber(meanRatio)) ||
    !isCount(exact) ||
    !isCount(over)
  )
    return undefined;
  return { distance, boards, meanH, meanRatio, exact, over };
}

const SEARCHES: readonly ComparisonRow['search'][] = ['astar', 'idastar'];
const HEURISTICS: readonly ComparisonRow['heuristic'][] = [
  'yours',
  'manhattan',
  'linear-conflict',
  'pattern-databases',
];

function parseComparisonRow(data: unknown): ComparisonRow | undefined {
  if (!isRecord(data)) return undefined;
  const { search, heuristic, boards, expanded, meanExpanded, shortest, budgetSpent } = data;
  if (
    !SEARCHES.includes(search as ComparisonRow['search']) ||
    !HEURISTICS.includes(heuristic as ComparisonRow['heuristic'])
  )
    return undefined;
  if (![boards, expanded, shortest, budgetSpent].every(isCount) || !isNumber(meanExpanded)) return undefined;
  return {
    search: search as ComparisonRow['search'],
    heuristic: heuristic as ComparisonRow['heuristic'],
    boards: boards as number,
    expanded: expanded as number,
    meanExpanded,
    shortest: shortest as number,
    budgetSpent: budgetSpent as number,
  };
}

function parseComparison(data: unknown): HeuristicReport['comparison'] | undefined {
  if (!isRecord(data)) return undefined;
  const { boards, seed, budget } = data;
  const rows = parseList(data.rows, MAX_FEW, parseComparisonRow);
  return rows && isCount(boards) && isNumber(seed) && isCount(budget)
    ? { boards, seed, budget, rows }
    : undefined;
}

/** A heuristic check's report, of the puzzle's size. */
export function parseHeuristicReport(data: unknown, puzzle: Puzzle): HeuristicReport | undefined {
  if (!isRecord(data) || data.size !== puzzle.size.key) return undefined;
  const {
    file,
    language,
    size,
    goal,
    proven,
    boards,
    edges,
    goalValue,
    admissible,
    overestimates,
    consistent,
    inconsistentEdges,
    calls,
    evaluateMs,
    totalMs,
  } = data;
  if (!isText(file) || (language !== 'javascript' && language !== 'python') || !isText(goal, MAX_BOARD_TEXT))
    return undefined;
  if (typeof proven !== 'boolean' || typeof admissible !== 'boolean' || typeof consistent !== 'boolean')
    return undefined;
  if (
    ![boards, edges, overestimates, inconsistentEdges, calls].every(isCount) ||
    ![goalValue, evaluateMs, totalMs].every(isNumber)
  )
    return undefined;
  const worst = data.worst === null ? null : parseOverestimate(data.worst, puzzle);
  const moreWorst = parseList(data.moreWorst, MAX_FEW, (item) => parseOverestimate(item, puzzle));
  const worstEdge = data.worstEdge === null ? null : parseEdge(data.worstEdge, puzzle);
  const byDistance = parseList(data.byDistance, MAX_DISTANCES, parseDistanceRow);
  const comparison = parseComparison(data.comparison);
  if (worst === undefined || !moreWorst || worstEdge === undefined || !byDistance || !comparison)
    return undefined;
  return {
    file,
    language,
    size: size as string,
    goal,
    proven,
    boards: boards as number,
    edges: edges as number,
    goalValue: goalValue as number,
    admissible,
    overestimates: overestimates as number,
    worst,
    moreWorst,
    consistent,
    inconsistentEdges: inconsistentEdges as number,
    worstEdge,
    byDistance,
    comparison,
    calls: calls as number,
    evaluateMs: evaluateMs as number,
    totalMs: totalMs as number,
  };
}

function parseCheck(data: unknown): TraceCheck | undefined {
  if (!isRecord(data)) return undefined;
  const { count, firstLine } = data;
  return isCount(count) && isCountOrNull(firstLine) ? { count, firstLine } : undefined;
}

function parseStep(data: unknown, puzzle: Puzzle): TraceStep | undefined {
  if (!isRecord(data)) return undefined;
  const { line, board, fromStart, toGoal, g, h, reexpanded, jump, outOfOrder } = data;
  if (!isCount(line) || !isBoardText(puzzle)(board) || ![fromStart, toGoal].every(isCountOrNull))
    return undefined;
  if (!(g === null || isNumber(g)) || !(h === null || isNumber(h))) return undefined;
  if (typeof reexpanded !== 'boolean' || typeof jump !== 'boolean' || typeof outOfOrder !== 'boolean')
    return undefined;
  return {
    line,
    board,
    fromStart: fromStart as number | null,
    toGoal: toGoal as number | null,
    g,
    h,
    reexpanded,
    jump,
    outOfOrder,
  };
}

function parseMostExpanded(data: unknown, puzzle: Puzzle): TraceReport['mostExpanded'][number] | undefined {
  if (!isRecord(data)) return undefined;
  const { board, times, firstLine } = data;
  return isBoardText(puzzle)(board) && isCount(times) && isCount(firstLine)
    ? { board, times, firstLine }
    : undefined;
}

function parseOurs(data: unknown): TraceReport['ours'][number] | undefined {
  if (!isRecord(data)) return undefined;
  const { method, expanded, length, outcome } = data;
  return isText(method, 100) && isCount(expanded) && isCountOrNull(length) && isText(outcome, 100)
    ? { method, expanded, length, outcome }
    : undefined;
}

const CHECKS = ['jumps', 'breadthFirst', 'gTooLow', 'gAbove', 'hOver', 'fDecreases', 'unreadable'] as const;

type LaterTraceFields = Pick<
  TraceReport,
  'solvable' | 'distances' | 'unreachable' | 'gLines' | 'hLines' | 'summary'
>;

/** One field as `{ [name]: value }` when `check` holds, else undefined (missing or not valid). */
function field<K extends string, T>(
  name: K,
  value: unknown,
  check: (data: unknown) => data is T,
): Record<K, T> | undefined {
  return check(value) ? ({ [name]: value } as Record<K, T>) : undefined;
}

const isBoolean = (data: unknown): data is boolean => typeof data === 'boolean';
const isCheck = (data: unknown): data is TraceCheck => parseCheck(data) !== undefined;

/**
 * The report's other figures: whether the start can reach the goal, whether distances were known, and the
 * lines that state g and h.
 */
function parseLaterTraceFields(data: Record<string, unknown>): LaterTraceFields | undefined {
  const parts = [
    field('solvable', data.solvable, isBoolean),
    field('distances', data.distances, isBoolean),
    field('unreachable', data.unreachable, isCheck),
    field('gLines', data.gLines, isCount),
    field('hLines', data.hLines, isCount),
    field('summary', data.summary, (text): text is string => isText(text)),
  ];
  if (parts.some((part) => part === undefined)) return undefined;
  return Object.assign({}, ...parts) as LaterTraceFields;
}

/** A trace replay's report, of the puzzle's size. */
export function parseTraceReport(data: unknown, puzzle: Puzzle): TraceReport | undefined {
  if (!isRecord(data) || data.size !== puzzle.size.key) return undefined;
  const { file, start, goal, expansions, distinct, reexpanded, goalLine, goalReached, statedLines } = data;
  if (!isText(file) || !isBoardText(puzzle)(start) || !isText(goal, MAX_BOARD_TEXT)) return undefined;
  if (
    ![expansions, distinct, reexpanded, statedLines].every(isCount) ||
    !isCountOrNull(goalLine) ||
    typeof goalReached !== 'boolean'
  )
    return undefined;
  const checks = CHECKS.map((name) => parseCheck(data[name]));
  const byDepth =
    data.byDepth === null
      ? null
      : parseList(data.byDepth, MAX_DISTANCES, (item) => (isCount(item) ? item : undefined));
  const mostExpanded = parseList(data.mostExpanded, MAX_FEW, (item) => parseMostExpanded(item, puzzle));
  const problems = parseList(data.problems, MAX_FEW, (item) => (isText(item) ? item : undefined));
  const ours = parseList(data.ours, MAX_FEW, parseOurs);
  const steps = parseList(data.steps, STEP_CAP, (item) => parseStep(item, puzzle));
  if (
    checks.some((check) => !check) ||
    byDepth === undefined ||
    !mostExpanded ||
    !problems ||
    !ours ||
    !steps
  )
    return undefined;
  const [jumps, breadthFirst, gTooLow, gAbove, hOver, fDecreases, unreadable] = checks as TraceCheck[];
  const later = parseLaterTraceFields(data);
  if (!later) return undefined;
  return {
    ...later,
    file,
    size: puzzle.size.key,
    start,
    goal,
    expansions: expansions as number,
    distinct: distinct as number,
    reexpanded: reexpanded as number,
    mostExpanded,
    jumps,
    goalLine,
    goalReached,
    byDepth,
    breadthFirst,
    gTooLow,
    gAbove,
    hOver,
    fDecreases,
    statedLines: statedLines as number,
    unreadable,
    problems,
    ours,
    steps,
  };
}
