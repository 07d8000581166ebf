import type { FoundBoard } from './foundBoard';
import type { AnswerReading } from './sampleLines';

/** An answer found in free text (a move string, `unsolvable`, or a number of moves), with the board it answers. */
export interface FoundAnswer {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  /** As written: `R D L`, `ULLDDR`, `4`. */
  readonly text: string;
  /** As the engine judges it: moves in lower case and unspaced, `unsolvable`, or a count. */
  readonly reading: AnswerReading;
  readonly board: FoundBoard;
  /**
   * The goal the answer goes toward, where its case gives one (HDU 3567, 九宫重排); else the caller's goal for
   * the board's size.
   */
  readonly goal?: FoundBoard;
}
