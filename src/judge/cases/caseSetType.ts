import type { Size } from '../../engine';

/**
 * The boards of a test set, held compactly: the cells and the optimal
 * distance per case (and its goal, where each case has one), so the 9! set
 * is 3.6 MB rather than 362,880 arrays.
 */
export interface CaseSet {
  /** `edge`, `random:100`, `all`, `edge+random:300`, or the file's path. */
  readonly name: string;
  readonly count: number;
  /** The size of every board in it. */
  readonly size: Size;
  /** Cells of case i at `cells * i` (9 on the eight puzzle), tiles and the blank as the engine's boards have them. */
  readonly cells: Uint8Array;
  /**
   * Case i's own goal at the same place, where each case has one (HDU 3567); else every case is toward the
   * puzzle's.
   */
  readonly goals?: Uint8Array;
  /** Moves to the goal per case, or the engine's `UNREACHABLE` when the board cannot reach it. */
  readonly optimal: Uint8Array;
}

export type CaseSetResult =
  | { readonly ok: true; readonly set: CaseSet }
  | { readonly ok: false; readonly message: string }
  | { readonly ok: false; readonly cancelled: true };
