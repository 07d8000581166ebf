// The search lab's contract: every method of the lab runs behind this one
// interface and reports the same figures, so the command line's table, the
// lab page's charts and the tests compare like with like.
import type { Board } from '../boardType';
import type { Puzzle } from '../puzzleType';

/** The lab's methods, in the order its table lists them. */
export type MethodName =
  | 'bfs-strings'
  | 'bfs-cantor'
  | 'reverse-table'
  | 'bidirectional'
  | 'astar-manhattan'
  | 'astar-linear-conflict'
  | 'idastar-manhattan'
  | 'idastar-linear-conflict'
  | 'greedy';

/** One expansion, as the lab's stepping shows it. */
export interface SearchStep {
  readonly board: Board;
  readonly g: number;
  readonly h: number;
  readonly f: number;
  /** Nodes waiting to be expanded after this one. */
  readonly frontier: number;
  /** Nodes expanded so far, this one included. */
  readonly expanded: number;
}

export interface SearchOptions {
  /** The most nodes to expand; past it the outcome is `budget`. */
  readonly budget?: number;
  /** Milliseconds, from the caller (`performance.now`): the engine has no clock of its own. */
  readonly clock?: () => number;
  /** Every expansion, in order, for stepping through a method; the caller caps what it keeps. */
  readonly onStep?: (step: SearchStep) => void;
  /** Polled every few thousand nodes. */
  readonly isCancelled?: () => boolean;
  /**
   * reverse-table: build the table afresh even when this process has one, so
   * the figures always show the build's cost (the command line and the tests
   * use it; the lab page leaves it off to show that a second board is a look-up).
   */
  readonly rebuildTable?: boolean;
}

export interface SearchFigures {
  readonly method: MethodName;
  readonly outcome: 'solved' | 'unsolvable' | 'budget' | 'cancelled';
  /** Whether the method proves its answer shortest: never for greedy, nor after a budget. */
  readonly shortest: boolean;
  /** The answer, replayed before it is returned; undefined unless solved. */
  readonly moves: string | undefined;
  readonly length: number | undefined;
  readonly expanded: number;
  readonly generated: number;
  /** The most nodes held at once: the frontier and the visited set, as the method keeps them. */
  readonly held: number;
  readonly ms: number;
  /** Nodes expanded at each depth g (for IDA*: over all its iterations). */
  readonly expandedByDepth: readonly number[];
  /** The reverse table's size (181,440 entries for the eight puzzle). */
  readonly tableEntries?: number;
  /**
   * reverse-table: whether this run built the table, so its figures are the
   * build's (every entry expanded); false when the table was already built and
   * the run was only a look-up.
   */
  readonly tableBuilt?: boolean;
}

/**
 * The lab's A* and IDA* guided by an estimate of the caller's (a learner's heuristic, by table look-up): no
 * method of the table, so named apart.
 */
export type EstimateMethodName = 'astar-yours' | 'idastar-yours';

/** Figures as every method reports them, under a name of the caller's choosing. */
export type FiguresNamed<Name extends string> = Omit<SearchFigures, 'method'> & { readonly method: Name };

/** The figures of A* or IDA* with a caller's estimate. */
export type EstimateFigures = FiguresNamed<EstimateMethodName>;

export interface SearchMethod {
  readonly name: MethodName;
  /** Heuristic methods run on every size; the others need ranks, so only sizes with a distance table. */
  readonly heuristic: boolean;
  run(puzzle: Puzzle, board: Board, options?: SearchOptions): SearchFigures;
}
