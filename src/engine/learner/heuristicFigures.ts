// What a check of a learner's heuristic finds, gathered board by board and
// edge by edge, whether over every board (sizes with a distance table) or
// over a sample. The lab's report (src/lab/spec/reports.ts) is built on
// these shapes, adding what the check knows beyond the engine.
import { formatBoard } from '../board';
import { Board } from '../boardType';

/** How many boards are named after the worst: "a few more". */
export const MORE_WORST = 5;
/** h and distances are compared within this, so a float's rounding (0.1 + 0.2) is no overestimate. */
export const TOLERANCE = 1e-9;

export interface OverestimateFigure {
  readonly board: string;
  readonly h: number;
  readonly distance: number;
}

export interface EdgeFigure {
  readonly from: string;
  readonly to: string;
  readonly hFrom: number;
  readonly hTo: number;
}

export interface DistanceFigure {
  readonly distance: number;
  readonly boards: number;
  readonly meanH: number;
  /** Mean of h / distance; null at distance 0. */
  readonly meanRatio: number | null;
  /** Boards where h equals the distance. */
  readonly exact: number;
  /** Boards where h exceeds it. */
  readonly over: number;
}

/** The figures of a check, in the report's names. */
export interface HeuristicFigures {
  /** True only when every reachable board and edge was checked. */
  readonly proven: boolean;
  readonly boards: number;
  readonly edges: number;
  /**
   * h at the goal, which must be 0; NaN when the goal was not among the boards (never: every check has it).
   */
  readonly goalValue: number;
  readonly admissible: boolean;
  readonly overestimates: number;
  /** The board h overestimates most (largest h − distance), or null. */
  readonly worst: OverestimateFigure | null;
  /** The next worst, at most a few. */
  readonly moreWorst: readonly OverestimateFigure[];
  readonly consistent: boolean;
  readonly inconsistentEdges: number;
  readonly worstEdge: EdgeFigure | null;
  readonly byDistance: readonly DistanceFigure[];
}

/**
 * A board kept by its id (a rank, or an index into a sample) until the end, when only the few worst are
 * written out.
 */
interface Kept {
  readonly id: number;
  readonly h: number;
  readonly distance: number;
}

interface DistanceSums {
  boards: number;
  sumH: number;
  sumRatio: number;
  exact: number;
  over: number;
}

/**
 * The running figures. Boards are told in a fixed order (the table's, by
 * distance), so ties among the worst go to the board told first and every
 * run names the same boards.
 */
export class FiguresTally {
  private boards = 0;
  private edges = 0;
  private overestimates = 0;
  private inconsistent = 0;
  private goalValue = NaN;
  /**
   * The worst overestimates, worst first: by h − distance, then the nearer board (the easier one to follow by
   * hand).
   */
  private readonly worst: Kept[] = [];
  private worstEdge: { a: number; b: number; ha: number; hb: number } | undefined;
  private readonly sums: DistanceSums[] = [];

  constructor(private readonly boardOf: (id: number) => Board) {}

  board(id: number, h: number, distance: number): void {
    this.boards++;
    if (distance === 0) this.goalValue = h;
    const sums = (this.sums[distance] ??= { boards: 0, sumH: 0, sumRatio: 0, exact: 0, over: 0 });
    sums.boards++;
    sums.sumH += h;
    if (distance > 0) sums.sumRatio += h / distance;
    if (Math.abs(h - distance) <= TOLERANCE) sums.exact++;
    if (h > distance + TOLERANCE) {
      sums.over++;
      this.overestimates++;
      this.keepWorst({ id, h, distance });
    }
  }

  /** One edge, told once: a and b one move apart. */
  edge(a: number, ha: number, b: number, hb: number): void {
    this.edges++;
    const change = Math.abs(ha - hb);
    if (change <= 1 + TOLERANCE) return;
    this.inconsistent++;
    const kept = this.worstEdge;
    if (!kept || change > Math.abs(kept.ha - kept.hb))
      this.worstEdge = ha >= hb ? { a, b, ha, hb } : { a: b, b: a, ha: hb, hb: ha };
  }

  private keepWorst(board: Kept): void {
    const excess = board.h - board.distance;
    const before = (other: Kept): boolean => {
      const otherExcess = other.h - other.distance;
      return excess > otherExcess || (excess === otherExcess && board.distance < other.distance);
    };
    let at = this.worst.length;
    while (at > 0 && before(this.worst[at - 1])) at--;
    if (at > MORE_WORST) return;
    this.worst.splice(at, 0, board);
    if (this.worst.length > MORE_WORST + 1) this.worst.pop();
  }

  finish(proven: boolean): HeuristicFigures {
    const written = (kept: Kept): OverestimateFigure => ({
      board: formatBoard(this.boardOf(kept.id)),
      h: kept.h,
      distance: kept.distance,
    });
    const edge = this.worstEdge;
    return {
      proven,
      boards: this.boards,
      edges: this.edges,
      goalValue: this.goalValue,
      admissible: this.overestimates === 0,
      overestimates: this.overestimates,
      worst: this.worst.length > 0 ? written(this.worst[0]) : null,
      moreWorst: this.worst.slice(1).map(written),
      consistent: this.inconsistent === 0,
      inconsistentEdges: this.inconsistent,
      worstEdge: edge
        ? {
            from: formatBoard(this.boardOf(edge.a)),
            to: formatBoard(this.boardOf(edge.b)),
            hFrom: edge.ha,
            hTo: edge.hb,
          }
        : null,
      byDistance: this.rows(),
    };
  }

  private rows(): DistanceFigure[] {
    const rows: DistanceFigure[] = [];
    this.sums.forEach((sums, distance) => {
      if (!sums || sums.boards === 0) return;
      rows.push({
        distance,
        boards: sums.boards,
        meanH: sums.sumH / sums.boards,
        meanRatio: distance === 0 ? null : sums.sumRatio / sums.boards,
        exact: sums.exact,
        over: sums.over,
      });
    });
    return rows;
  }
}
