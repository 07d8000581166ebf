// The lab page's words: its own table (src/protocol/labStrings.ts), and the
// board's, which the host passes in the same block under the board's keys,
// for the board it shows and the boards it reads.
import { ParseError } from '../../engine';
import type { LabMethodName } from '../../protocol/labMessages';
import { LAB_ENGLISH, LabStringKey } from '../../protocol/labStrings';
import { BoardStrings, PageStrings } from '../kit/strings';

export class LabStrings extends PageStrings<LabStringKey> {
  /** The board's own strings (tiles, parse errors). */
  readonly board: BoardStrings;

  constructor(overrides: unknown = undefined) {
    super(LAB_ENGLISH, overrides);
    this.board = new BoardStrings(overrides);
  }

  method(name: LabMethodName): string {
    return this.table[`method.${name}`];
  }

  parseError(error: ParseError): string {
    return this.board.parseError(error);
  }
}
