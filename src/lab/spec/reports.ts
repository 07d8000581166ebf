// What the lab says about a learner's own work: their heuristic checked
// against the true distance of every board (or of a sample, said so), and
// their search replayed from its trace. Plain data, the one shape the command
// line's --json prints and the extension's lab page draws; boards are written
// in the judges' form (`2 3 4 1 5 x 7 6 8`, formatBoard), the size as `3x3`.

import type {
  DistanceFigure,
  EdgeFigure,
  HeuristicFigures,
  OverestimateFigure,
} from '../../engine/learner/heuristicFigures';
import type { LineCheck, ReplayStep, TraceFigures } from '../../engine/learner/traceFigures';

/** A board where the heuristic says more than the moves left. */
export type Overestimate = OverestimateFigure;

/** An edge (one move) across which h changes by more than the one move. */
export type InconsistentEdge = EdgeFigure;

/** How h compares with the true distance, over the boards checked at one distance. */
export type DistanceRow = DistanceFigure;

/** One search with one heuristic, totalled over the comparison's boards. */
export interface ComparisonRow {
  readonly search: 'astar' | 'idastar';
  /** `yours` is the learner's. */
  readonly heuristic: 'yours' | 'manhattan' | 'linear-conflict' | 'pattern-databases';
  readonly boards: number;
  readonly expanded: number;
  readonly meanExpanded: number;
  /** Boards whose answer was as long as the true distance. */
  readonly shortest: number;
  /** Boards where the search spent its node budget without an answer. */
  readonly budgetSpent: number;
}

/**
 * The figures the engine finds (proven or sampled, admissible, consistent, by distance), and what the check
 * adds.
 */
export interface HeuristicReport extends HeuristicFigures {
  readonly file: string;
  readonly language: 'javascript' | 'python';
  readonly size: string;
  readonly goal: string;
  /** Our searches and the learner's heuristic on the same boards (a seeded sample). */
  readonly comparison: {
    readonly boards: number;
    readonly seed: number;
    readonly budget: number;
    readonly rows: readonly ComparisonRow[];
  };
  /** Calls of h made, and the milliseconds spent in them and in the whole check. */
  readonly calls: number;
  readonly evaluateMs: number;
  readonly totalMs: number;
}

/** One expansion of a trace, as the lab steps through it. */
export type TraceStep = ReplayStep;

/** A check of the trace's order or figures: how many lines break it, and the first. */
export type TraceCheck = LineCheck;

/**
 * The figures the engine finds replaying the trace, with the unreadable lines said in words, and what the lab
 * adds.
 */
export interface TraceReport extends Omit<TraceFigures, 'problems'> {
  readonly file: string;
  /** The messages of the first few lines that could not be read. */
  readonly problems: readonly string[];
  /** Our methods on the same start, side by side. */
  readonly ours: readonly {
    readonly method: string;
    readonly expanded: number;
    readonly length: number | null;
    readonly outcome: string;
  }[];
  /**
   * The two side by side in a sentence: "your search expanded 2,178 boards, 2,096 of them again; A* with
   * Manhattan expands 63".
   */
  readonly summary: string;
}
