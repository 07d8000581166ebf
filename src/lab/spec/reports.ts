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
import type { LineCheck, ReplayStep } from '../../engine/learner/traceFigures';

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

/** The figures the engine finds (proven or sampled, admissible, consistent, by distance), and what the check adds. */
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

export interface TraceReport {
  readonly file: string;
  readonly size: string;
  readonly start: string;
  readonly goal: string;
  /** Whether the goal can be reached from the start at all. */
  readonly solvable: boolean;
  /** Whether true distances were known (sizes with a distance table); without them byDepth is null and the order and cost checks do not run. */
  readonly distances: boolean;
  readonly expansions: number;
  readonly distinct: number;
  readonly reexpanded: number;
  /** The boards expanded most often, most first. */
  readonly mostExpanded: readonly {
    readonly board: string;
    readonly times: number;
    readonly firstLine: number;
  }[];
  readonly jumps: TraceCheck;
  /** Expanded boards the start cannot reach (the other half of the boards, by parity): no search from the start meets them. */
  readonly unreachable: TraceCheck;
  /** The line where the goal was first expanded, or null when it never was. */
  readonly goalLine: number | null;
  readonly goalReached: boolean;
  /** Expansions per true distance from the start (null when the size has no table). */
  readonly byDepth: readonly number[] | null;
  readonly breadthFirst: TraceCheck;
  /** Stated g below the true distance from the start (no path is that short). */
  readonly gTooLow: TraceCheck;
  /** Stated g above it: a path longer than the shortest was expanded. */
  readonly gAbove: TraceCheck;
  /** Stated h above the true distance to the goal. */
  readonly hOver: TraceCheck;
  /** f = g + h smaller than on the line before. */
  readonly fDecreases: TraceCheck;
  /** Lines with g and h stated. */
  readonly statedLines: number;
  /** Lines with g stated (gTooLow and gAbove are checked on these), and with h (hOver). */
  readonly gLines: number;
  readonly hLines: number;
  /** Lines that could not be read, with their messages (the first few). */
  readonly unreadable: TraceCheck;
  readonly problems: readonly string[];
  /** Our methods on the same start, side by side. */
  readonly ours: readonly {
    readonly method: string;
    readonly expanded: number;
    readonly length: number | null;
    readonly outcome: string;
  }[];
  /** The two side by side in a sentence: "your search expanded 2,178 boards, 2,096 of them again; A* with Manhattan expands 63". */
  readonly summary: string;
  /** The first expansions, for stepping through (at most the count asked for). */
  readonly steps: readonly TraceStep[];
}
