// `checkHeuristic`: a learner's heuristic file checked against the true
// distance, every board and edge where the size has a distance table, a
// sample of exactly solved boards where it has not; then A* and IDA* with it
// beside the lab's own bounds. The command line's `lab --heuristic` and the
// extension's lab worker are thin layers over it.
import { statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { Board, distanceTable, formatBoard, hasTable, permutations, Puzzle, unrank } from '../../engine';
import { compareSearches, ComparisonFigures } from '../../engine/learner/heuristicComparison';
import { checkEveryBoard } from '../../engine/learner/heuristicExhaustive';
import type { HeuristicFigures } from '../../engine/learner/heuristicFigures';
import { checkSample, sampleSet } from '../../engine/learner/heuristicSample';
import { halvesOf } from '../../engine/learner/databaseEstimate';
import { buildPatternDatabase, PatternDatabase } from '../../engine/pdb';
import type { HeuristicReport } from '../spec';
import { evaluateBoards, evaluateTable } from './evaluateAll';
import type { Evaluator, EvaluatorOptions } from './evaluator';
import { CheckCancelled, EvaluationError } from './failure';
import { Budgets, failureMessage } from './failureMessage';
import { startJsEvaluator } from './jsEvaluator';
import { largeSample } from './largeSample';
import { startPythonEvaluator } from './pythonEvaluator';

export interface CheckHeuristicOptions {
  readonly file: string;
  readonly puzzle: Puzzle;
  /** The interpreter for a .py file: `python3` unless given. */
  readonly python?: string;
  /** Milliseconds one call of h may take. */
  readonly callMs?: number;
  /** Milliseconds the calls of h may take in all. */
  readonly totalMs?: number;
  /** The learner's thread or process is bounded to this much memory. */
  readonly memoryMiB?: number;
  /**
   * Sizes with a table: the comparison's boards; larger sizes: the seeded boards solved optimally (Korf's 100
   * come besides, on 4×4).
   */
  readonly sample?: number;
  readonly seed?: number;
  readonly signal?: AbortSignal;
  /** Boards evaluated so far, of how many. */
  readonly onProgress?: (done: number, total: number) => void;
}

export type CheckHeuristicOutcome =
  | {
      readonly ok: true;
      readonly report: HeuristicReport;
      /** h by rank, on sizes with a table (NaN where the goal does not reach). */ readonly values?: Float64Array;
    }
  /** `board`: where it went wrong, in the judges' form, when at a board. */
  | { readonly ok: false; readonly message: string; readonly board?: string };

export const CHECK_DEFAULTS = {
  callMs: 1000,
  totalMs: 60_000,
  memoryMiB: 512,
  /** Boards of the comparison, on sizes with a table. */
  comparisonBoards: 100,
  /** Nodes each search may expand on a board of the comparison. */
  comparisonBudget: 50_000,
  /** Seeded boards solved optimally, on sizes without a table (4×4 has Korf's 100 besides). */
  largeBoards: 20,
  seed: 1,
} as const;

type Language = HeuristicReport['language'];

function languageOf(file: string): Language | undefined {
  const extension = extname(file).toLowerCase();
  if (['.js', '.cjs', '.mjs'].includes(extension)) return 'javascript';
  return extension === '.py' ? 'python' : undefined;
}

/** Why the file cannot be a heuristic, or undefined when it can. */
function fileProblem(file: string): string | undefined {
  if (!languageOf(file))
    return `${file}: a heuristic is a JavaScript file (.js, .cjs, .mjs) or a Python file (.py)`;
  try {
    if (!statSync(file).isFile()) return `${file}: not a file`;
  } catch (error) {
    return `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`;
  }
  return undefined;
}

function start(
  language: Language,
  options: EvaluatorOptions,
  python: string | undefined,
): Promise<Evaluator> {
  return language === 'python' ? startPythonEvaluator(options, python) : startJsEvaluator(options);
}

/**
 * The comparison's pattern databases for a size with a table: its tiles in two halves (1-4 and 5-8 on 3×3).
 */
function smallDatabases(puzzle: Puzzle): PatternDatabase[] {
  return halvesOf(puzzle).map((tiles) => {
    const built = buildPatternDatabase(puzzle, tiles);
    if (!built) throw new Error('a pattern database build was cancelled');
    return built;
  });
}

interface Checked {
  readonly figures: HeuristicFigures;
  readonly comparison: ComparisonFigures;
  readonly calls: number;
  readonly evaluateMs: number;
  readonly values?: Float64Array;
}

/** Where boards are looked up by their place in the check, for a failure's message. */
interface Places {
  boardAt: (index: number) => Board | undefined;
}

async function checkWithTable(
  evaluator: Evaluator,
  options: CheckHeuristicOptions,
  places: Places,
): Promise<Checked> {
  const { puzzle } = options;
  const table = distanceTable(puzzle);
  places.boardAt = (index) =>
    index < table.order.length ? unrank(puzzle.size, table.order[index]) : undefined;
  const values = new Float64Array(permutations(puzzle.size)).fill(NaN);
  const evaluateMs = await evaluateTable(evaluator, table, values, options);
  await evaluator.close();
  const figures = checkEveryBoard(table, values);
  const comparison = compareSearches(table, values, {
    boards: options.sample ?? CHECK_DEFAULTS.comparisonBoards,
    seed: options.seed ?? CHECK_DEFAULTS.seed,
    budget: CHECK_DEFAULTS.comparisonBudget,
    databases: smallDatabases(puzzle),
    isCancelled: () => options.signal?.aborted === true,
  });
  return { figures, comparison, calls: table.order.length, evaluateMs, values };
}

async function checkBySample(
  evaluator: Evaluator,
  options: CheckHeuristicOptions,
  places: Places,
): Promise<Checked> {
  const { puzzle } = options;
  const seed = options.seed ?? CHECK_DEFAULTS.seed;
  const sample = largeSample(puzzle, options.sample ?? CHECK_DEFAULTS.largeBoards, seed, options.signal);
  const set = sampleSet(puzzle, sample.exact);
  places.boardAt = (index) => set.boards[index];
  const { values, ms } = await evaluateBoards(evaluator, set.boards, puzzle.size.cells, options);
  const figures = checkSample(puzzle, set, values);
  // The learner's h is known only on the sample: no search can run with it, so there is no comparison.
  return {
    figures,
    comparison: { boards: 0, seed, budget: 0, rows: [] },
    calls: set.boards.length,
    evaluateMs: ms,
  };
}

/** The check; never rejects for anything the learner's file does. */
export async function checkHeuristic(options: CheckHeuristicOptions): Promise<CheckHeuristicOutcome> {
  const started = performance.now();
  const { file, puzzle, signal } = options;
  const problem = fileProblem(file);
  if (problem) return { ok: false, message: problem };
  const language = languageOf(file) as Language;
  const budgets: Budgets = {
    callMs: options.callMs ?? CHECK_DEFAULTS.callMs,
    totalMs: options.totalMs ?? CHECK_DEFAULTS.totalMs,
    memoryMiB: options.memoryMiB ?? CHECK_DEFAULTS.memoryMiB,
  };
  const places: Places = { boardAt: () => undefined };
  let evaluator: Evaluator | undefined;
  const onAbort = (): void => void evaluator?.close();
  signal?.addEventListener('abort', onAbort);
  try {
    if (signal?.aborted) throw new CheckCancelled();
    evaluator = await start(language, { file: resolve(file), puzzle, ...budgets }, options.python);
    const checked = await (hasTable(puzzle.size)
      ? checkWithTable(evaluator, options, places)
      : checkBySample(evaluator, options, places));
    const report: HeuristicReport = {
      file,
      language,
      size: puzzle.size.key,
      goal: formatBoard(puzzle.goal),
      ...checked.figures,
      comparison: checked.comparison,
      calls: checked.calls,
      evaluateMs: Math.round(checked.evaluateMs),
      totalMs: Math.round(performance.now() - started),
    };
    return { ok: true, report, ...(checked.values ? { values: checked.values } : {}) };
  } catch (error) {
    if (signal?.aborted || error instanceof CheckCancelled)
      return { ok: false, message: `${file}: the check was cancelled` };
    if (!(error instanceof EvaluationError)) throw error;
    const board = error.failure.index === undefined ? undefined : places.boardAt(error.failure.index);
    return {
      ok: false,
      message: failureMessage(file, error.failure, places.boardAt, budgets),
      ...(board ? { board: formatBoard(board) } : {}),
    };
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await evaluator?.close();
  }
}
