import { Board, BoardReader, CELLS, distanceTable, parseBoard, rank, readCells, tileParity, writeMoves, EIGHT_PUZZLE } from '../engine';
import { EXIT, inputName, Io, MOST_LINE_CHARACTERS, OutputClosed } from './io';
import { CaseCount, caseCountNotice, count, describeBoardError, describeLongLine } from './messages';
import { Output } from './output';
import { Problems } from './problems';

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
const LINE_FEED = 10;
/** The longest line: 31 moves or `unsolvable`, and its line end. */
const LONGEST_LINE = 32;

/**
 * `eight-puzzle solve`: one answer line per board, in the judges' output
 * form, written as the input is read. Answers go as bytes into one reused
 * buffer, so the 9! batch allocates nothing per board, and memory stays the
 * same whatever the size of the input.
 */
export function solveCommand(io: Io, options: SolveOptions): number {
  const input = io.open(options.file);
  const table = distanceTable(options.goal);
  // Parity decides solvability before any look-up; the goal's side of it is the same for every board.
  const goalParity = tileParity(options.goal);
  const cells = new Array<number>(CELLS).fill(0);
  const out = new Output(io);
  const bytes = out.bytes;
  const problems = new Problems(io, () => out.flush());
  let caseCount: CaseCount | undefined;
  const showProgress = io.errIsTerminal && !io.outIsTerminal;
  let status: number = EXIT.ok;
  let boards = 0;

  const invalid = (): void => {
    bytes.set(INVALID_BYTES, out.at);
    out.at += INVALID_BYTES.length;
    status = EXIT.badInput;
  };
  const reader = new BoardReader(
    {
      board: (text, start, end, line) => {
        out.reserve(LONGEST_LINE);
        boards++;
        if (!readCells(text, start, end, cells)) {
          const boardText = text.slice(start, end);
          problems.add(() => {
            const parsed = parseBoard(boardText, EIGHT_PUZZLE);
            return parsed.ok ? '' : describeBoardError(boardText, line, parsed.error);
          });
          invalid();
        } else if (tileParity(cells) !== goalParity) {
          bytes.set(UNSOLVABLE_BYTES, out.at);
          out.at += UNSOLVABLE_BYTES.length;
        } else if (options.steps) {
          out.at += encoder.encodeInto(String(table.distance[rank(cells)]), bytes.subarray(out.at)).written;
        } else {
          out.at = writeMoves(table, rank(cells), bytes, out.at);
        }
        bytes[out.at++] = LINE_FEED;
        if (showProgress && boards % PROGRESS_EVERY === 0) problems.progress(`solved ${count(boards, 'board')}`);
      },
      caseCount: (declared, line) => (caseCount = { declared, line }),
      longLine: (line, head, length) => {
        boards++;
        out.reserve(LONGEST_LINE);
        problems.add(() => describeLongLine(line, head, length, MOST_LINE_CHARACTERS));
        invalid();
        bytes[out.at++] = LINE_FEED;
      },
    },
    MOST_LINE_CHARACTERS,
  );

  try {
    for (let chunk = input.read(); chunk !== undefined; chunk = input.read()) reader.push(chunk);
    reader.end();
    out.flush();
  } catch (error) {
    // The reader of our answers has gone: there is no one left to answer.
    if (!(error instanceof OutputClosed)) throw error;
  }
  problems.finish((more) => `… and ${count(more, 'more line')} that ${more === 1 ? 'is' : 'are'} not a board, answered "${INVALID}"`);
  const mismatch = caseCountNotice(inputName(options.file), caseCount, boards);
  if (mismatch) problems.notice(mismatch);
  return status;
}
