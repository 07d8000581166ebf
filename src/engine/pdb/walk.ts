/**
 * One depth-first walk of IDA* under a bound, as a loop over an explicit
 * stack rather than a recursion. Why: a recursive closure made anew for
 * each board is optimised and deoptimised by V8 dozens of times a run, so
 * Korf's 100 would take 7.5 s in some runs and 13–18 s in others. Here
 * the hot loop is one method of one class, its state typed arrays and small
 * integers only (no Infinity, no node count that outgrows a small integer),
 * read into locals once per call: one shape, one compilation, every run.
 *
 * The walk pauses after a quota of nodes and resumes where it was (the
 * stack is its whole state), so the caller reports progress, checks for
 * cancellation and spends the budget between calls, outside the loop.
 */
import type { Size } from '../sizes';

/** What {@link Walk.run} ended with. */
export const FOUND = 0;
/** The quota of nodes was spent; run again to go on. */
export const PAUSED = 1;
/** Every node under the bound was expanded; {@link Walk.least} is the next bound. */
export const EXHAUSTED = 2;
export type WalkOutcome = typeof FOUND | typeof PAUSED | typeof EXHAUSTED;

/** The longest path walked (weighted answers run longer than optimal ones). */
export const MAX_DEPTH = 4096;
/** Above every f: a small integer, so the loop's comparisons stay on small integers. */
const NO_BOUND = 0x3fffffff;

/**
 * The tables a walk reads, shared by every board of a puzzle. The
 * databases sit side by side in `table`, and a group's index is an
 * absolute offset into it (pdb/database.ts), so a move changes one offset by
 * one add. `mirrorCell` and `mirrorTile` are the diagonal reflection
 * (pdb/partition.ts), or the identity where there is none: the mirrored
 * estimate then equals the direct one, which costs a little and keeps the
 * loop free of a branch on it.
 */
export interface WalkTables extends Pick<Size, 'cells' | 'neighbours'> {
  readonly table: Uint8Array;
  readonly groupOf: Int8Array;
  readonly shiftOf: Int8Array;
  readonly mirrorCell: Int8Array;
  readonly mirrorTile: Int8Array;
}

export class Walk {
  /** f = g + weight · h; 1 for the optimal search. */
  weight = 1;
  bound = 0;
  /** The least f above the bound met so far: the next bound once the walk is exhausted. */
  least = NO_BOUND;
  /** Nodes expanded by the last {@link run}. */
  expanded = 0;
  /** The answer's length once {@link run} returned {@link FOUND}; its moves are `path[0 … length − 1]`. */
  length = 0;
  /** The move codes (`udlr` → 0–3) from the start board down to the current depth. */
  readonly path = new Uint8Array(MAX_DEPTH);

  private readonly neighbours: Int8Array;
  private readonly table: Uint8Array;
  private readonly groupOf: Int8Array;
  private readonly shiftOf: Int8Array;
  private readonly mirrorCell: Int8Array;
  private readonly mirrorTile: Int8Array;
  private readonly blankValue: number;
  /** The board at the current depth, cell → tile. */
  private readonly board: Int8Array;
  private readonly offsets: Int32Array;
  private readonly mirrorOffsets: Int32Array;
  /**
   * Per depth: the blank's cell, the cell it came from (−1 at the start), both estimates and the next move
   * code to try.
   */
  private readonly blankAt = new Int32Array(MAX_DEPTH + 1);
  private readonly fromAt = new Int32Array(MAX_DEPTH + 1);
  private readonly directAt = new Int32Array(MAX_DEPTH + 1);
  private readonly mirrorAt = new Int32Array(MAX_DEPTH + 1);
  private readonly codeAt = new Int32Array(MAX_DEPTH + 1);
  private depth = 0;
  /** Whether this walk under its bound has expanded the start board yet. */
  private started = false;

  /** `offsets` and `mirrorOffsets` are the start board's and its mirror's absolute indexes, `direct` and `mirror` their sums. */
  constructor(
    tables: WalkTables,
    board: Int8Array,
    offsets: Int32Array,
    mirrorOffsets: Int32Array,
    direct: number,
    mirror: number,
  ) {
    this.neighbours = tables.neighbours;
    this.table = tables.table;
    this.groupOf = tables.groupOf;
    this.shiftOf = tables.shiftOf;
    this.mirrorCell = tables.mirrorCell;
    this.mirrorTile = tables.mirrorTile;
    this.blankValue = tables.cells;
    this.board = board;
    this.offsets = offsets;
    this.mirrorOffsets = mirrorOffsets;
    this.blankAt[0] = board.indexOf(tables.cells);
    this.fromAt[0] = -1;
    this.directAt[0] = direct;
    this.mirrorAt[0] = mirror;
  }

  /** The start board's f at this weight. */
  startF(): number {
    const h = this.directAt[0] > this.mirrorAt[0] ? this.directAt[0] : this.mirrorAt[0];
    return this.weight * h;
  }

  /** Back to the start board, to walk again under `bound`. */
  restart(bound: number, weight: number): void {
    while (this.depth > 0) this.undo(--this.depth);
    this.bound = bound;
    this.weight = weight;
    this.least = NO_BOUND;
    this.codeAt[0] = 0;
    this.started = false;
  }

  /**
   * Walks on for at most `quota` (≥ 1) node expansions. The start board is
   * expanded by the first call after {@link restart}, like every other node:
   * a node is expanded when its f is within the bound and it is not the goal.
   */
  run(quota: number): WalkOutcome {
    const {
      neighbours,
      table,
      groupOf,
      shiftOf,
      mirrorCell,
      mirrorTile,
      board,
      offsets,
      mirrorOffsets,
      blankAt,
      fromAt,
      directAt,
      mirrorAt,
      codeAt,
      path,
      blankValue,
      bound,
      weight,
    } = this;
    let depth = this.depth;
    let least = this.least;
    let left = quota;
    if (!this.started) {
      if (directAt[0] === 0 && mirrorAt[0] === 0) return this.found(0, quota, left);
      this.started = true;
      if (--left === 0) {
        this.expanded = quota;
        return PAUSED;
      }
    }
    for (;;) {
      const code = codeAt[depth];
      if (code === 4) {
        if (depth === 0) {
          this.depth = 0;
          this.least = least;
          this.expanded = quota - left;
          return EXHAUSTED;
        }
        depth--;
        // Undo the move from `depth`: the tile now on the blank's old cell goes back.
        const blank = blankAt[depth];
        const to = blankAt[depth + 1];
        const tile = board[blank];
        board[to] = tile;
        board[blank] = blankValue;
        offsets[groupOf[tile]] -= (blank - to) << shiftOf[tile];
        const twin = mirrorTile[tile];
        mirrorOffsets[groupOf[twin]] -= (mirrorCell[blank] - mirrorCell[to]) << shiftOf[twin];
        continue;
      }
      codeAt[depth] = code + 1;
      const blank = blankAt[depth];
      const to = neighbours[blank * 4 + code];
      if (to < 0 || to === fromAt[depth]) continue;
      const g = depth + 1;
      // The tile at `to` slides into the blank: one group's offset changes, and so its term of the sum.
      const tile = board[to];
      const group = groupOf[tile];
      const before = offsets[group];
      const after = before + ((blank - to) << shiftOf[tile]);
      const direct = directAt[depth] - table[before] + table[after];
      let f = g + weight * direct;
      if (f > bound) {
        // Pruned on the direct sum alone: the mirror's lookups are not needed.
        if (f < least) least = f;
        continue;
      }
      const twin = mirrorTile[tile];
      const mirrorGroup = groupOf[twin];
      const mirrorBefore = mirrorOffsets[mirrorGroup];
      const mirrorAfter = mirrorBefore + ((mirrorCell[blank] - mirrorCell[to]) << shiftOf[twin]);
      const mirror = mirrorAt[depth] - table[mirrorBefore] + table[mirrorAfter];
      f = g + weight * mirror;
      if (f > bound || g >= MAX_DEPTH) {
        if (f <= bound) f = bound + 1;
        if (f < least) least = f;
        continue;
      }
      path[depth] = code;
      if (direct === 0 && mirror === 0) {
        this.depth = depth;
        return this.found(g, quota, left);
      }
      board[blank] = tile;
      board[to] = blankValue;
      offsets[group] = after;
      mirrorOffsets[mirrorGroup] = mirrorAfter;
      depth = g;
      blankAt[depth] = to;
      fromAt[depth] = blank;
      directAt[depth] = direct;
      mirrorAt[depth] = mirror;
      codeAt[depth] = 0;
      if (--left === 0) {
        this.depth = depth;
        this.least = least;
        this.expanded = quota;
        return PAUSED;
      }
    }
  }

  private found(length: number, quota: number, left: number): WalkOutcome {
    this.length = length;
    this.expanded = quota - left;
    return FOUND;
  }

  /** Takes back the move made from `depth` (outside the hot loop: {@link restart}). */
  private undo(depth: number): void {
    const blank = this.blankAt[depth];
    const to = this.blankAt[depth + 1];
    const tile = this.board[blank];
    this.board[to] = tile;
    this.board[blank] = this.blankValue;
    this.offsets[this.groupOf[tile]] -= (blank - to) << this.shiftOf[tile];
    const twin = this.mirrorTile[tile];
    this.mirrorOffsets[this.groupOf[twin]] -=
      (this.mirrorCell[blank] - this.mirrorCell[to]) << this.shiftOf[twin];
  }
}
