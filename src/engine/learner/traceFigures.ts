// What a trace's replay finds, as plain data. The lab's report
// (src/lab/spec/reports.ts, TraceReport) is built on these, with the same names.

/** How many lines break one check, and the first of them (null when none does). */
export interface LineCheck {
  readonly count: number;
  readonly firstLine: number | null;
}

/** One expansion, for stepping through: boards in the judges' form. */
export interface ReplayStep {
  /** The trace file's line. */
  readonly line: number;
  readonly board: string;
  /** True distance from the start and to the goal; null where no table holds them. */
  readonly fromStart: number | null;
  readonly toGoal: number | null;
  /** As the trace states them, or null. */
  readonly g: number | null;
  readonly h: number | null;
  /** This board was expanded before. */
  readonly reexpanded: boolean;
  /** Not one move from any board expanded before it. */
  readonly jump: boolean;
  /** Expanded after a board deeper (from the start) than it: out of breadth-first order. */
  readonly outOfOrder: boolean;
}

/** A line that could not be read: where (1-based line and column), what is wrong, and the offending text. */
export interface TraceProblem {
  readonly line: number;
  readonly column: number;
  readonly what: string;
  readonly text: string;
}

export interface TraceFigures {
  /** `3x3`. */
  readonly size: string;
  readonly start: string;
  readonly goal: string;
  /** Whether the goal can be reached from the start at all. */
  readonly solvable: boolean;
  /**
   * Whether true distances were known (sizes with a distance table); without them byDepth is null and the
   * order and cost checks do not run.
   */
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
  readonly jumps: LineCheck;
  /**
   * Expanded boards the start cannot reach (the other half of the boards, by parity): no search from the
   * start meets them.
   */
  readonly unreachable: LineCheck;
  /** The line where the goal was first expanded, or null when it never was. */
  readonly goalLine: number | null;
  readonly goalReached: boolean;
  /** Expansions per true distance from the start (null when the size has no table). */
  readonly byDepth: readonly number[] | null;
  readonly breadthFirst: LineCheck;
  /** Stated g below the true distance from the start (no path is that short). */
  readonly gTooLow: LineCheck;
  /** Stated g above it: a path longer than the shortest was expanded. */
  readonly gAbove: LineCheck;
  /** Stated h above the true distance to the goal. */
  readonly hOver: LineCheck;
  /** f = g + h smaller than on the line before. */
  readonly fDecreases: LineCheck;
  /** Lines with g and h stated. */
  readonly statedLines: number;
  /** Lines with g stated (gTooLow and gAbove are checked on these), and with h (hOver). */
  readonly gLines: number;
  readonly hLines: number;
  /** Lines that could not be read. */
  readonly unreadable: LineCheck;
  /** The first few unreadable lines. */
  readonly problems: readonly TraceProblem[];
  /** The first expansions, for stepping through (at most the count asked for). */
  readonly steps: readonly ReplayStep[];
}

/** A check being counted, line by line. */
export class LineTally implements LineCheck {
  count = 0;
  firstLine: number | null = null;

  note(line: number): void {
    if (this.count === 0) this.firstLine = line;
    this.count++;
  }

  figures(): LineCheck {
    return { count: this.count, firstLine: this.firstLine };
  }
}
