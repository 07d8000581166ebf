import { Board, CELLS, distanceTable, forEachBoardText, parseBoard, rank, readCells, tileParity, writeMoves } from '../engine';
import { describeBoardError } from './messages';
import { EXIT, Io, readOrExplain } from './io';

export interface SolveOptions {
  readonly file?: string;
  readonly goal: Board;
  /** Print the number of moves instead of the moves (Luogu P1379). */
  readonly steps: boolean;
}

/** Shown in place of an answer for a line that is not a board, so answers stay on their lines. */
export const INVALID = 'invalid';

const PROGRESS_EVERY = 1 << 15;
const encoder = new TextEncoder();
const UNSOLVABLE_BYTES = encoder.encode('unsolvable');
const INVALID_BYTES = encoder.encode(INVALID);
/** The longest line: 31 moves or `unsolvable`, and its line end. */
const LONGEST_LINE = 32;

/**
 * `eight-puzzle solve`: one answer line per board, in the judges' output
 * form. Answers are written as bytes straight into one buffer, so the 9!
 * batch allocates nothing per board.
 */
export function solveCommand(io: Io, options: SolveOptions): number {
  const text = readOrExplain(io, options.file);
  const table = distanceTable(options.goal);
  // Parity decides solvability before any look-up; the goal's side of it is the same for every board.
  const goalParity = tileParity(options.goal);
  const cells = new Array<number>(CELLS).fill(0);
  // Answers are at most twice as long as boards in the judges' form, so one buffer usually suffices.
  let out: Uint8Array = new Uint8Array(Math.max(1 << 16, text.length * 2));
  let at = 0;
  let status: number = EXIT.ok;
  let solved = 0;
  const showProgress = io.errIsTerminal && text.length > PROGRESS_EVERY * 20;

  forEachBoardText(text, (start, end, line, lineCount) => {
    if (at + LONGEST_LINE > out.length) out = grow(out);
    if (!readCells(text, start, end, cells)) {
      const boardText = text.slice(start, end);
      io.err(describeBoardError(text, { line, lineCount, offset: start, text: boardText, result: parseBoard(boardText) }) + '\n');
      out.set(INVALID_BYTES, at);
      at += INVALID_BYTES.length;
      out[at++] = 10;
      status = EXIT.badInput;
      return;
    }
    if (tileParity(cells) !== goalParity) {
      out.set(UNSOLVABLE_BYTES, at);
      at += UNSOLVABLE_BYTES.length;
    } else if (options.steps) {
      at += encoder.encodeInto(String(table.distance[rank(cells)]), out.subarray(at)).written;
    } else {
      at = writeMoves(table, rank(cells), out, at);
    }
    out[at++] = 10;
    if (showProgress && ++solved % PROGRESS_EVERY === 0) io.err(`\rsolved ${solved} boards`);
  });
  if (showProgress) io.err('\r\x1b[K');
  io.out(out.subarray(0, at));
  return status;
}

function grow(out: Uint8Array): Uint8Array {
  const bigger = new Uint8Array(out.length * 2);
  bigger.set(out);
  return bigger;
}
