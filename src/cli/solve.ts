import {
  Board, BoardReader, cellCount, countCells, countNumbers, distanceTable, DistanceTable, EIGHT_PUZZLE, goalOf, isRanked, isSolvable, parseBoard, rank, readBoardCells, readCells, Shape, shapeName, tileParity,
  writeMoves,
} from '../engine';
import { CommandError, EXIT, inputName, Io, MOST_LINE_CHARACTERS, OutputClosed } from './io';
import { formatNodes, largeRequest } from './largeBoards';
import { CaseCount, caseCountNotice, count, describeBoardError, describeLongLine } from './messages';
import { Output } from './output';
import { Problems } from './problems';

/** How answers are written: the judges' lower-case moves, or UVa 10181's upper-case ones. */
export type AnswerFormat = 'judges' | 'uva10181';

export interface SolveOptions {
  readonly file?: string;
  /** Every board's size; undefined: each board's is inferred from its cells (3-line grids are 3×3). */
  readonly shape?: Shape;
  /** The goal, of `shape`; undefined: each size's default goal. */
  readonly goal?: Board;
  /** Print the number of moves instead of the moves (Luogu P1379, LeetCode 773). */
  readonly steps: boolean;
  /** Printed for a board that cannot reach the goal: `unsolvable` unless said (LeetCode's `-1`). */
  readonly unsolvable?: string;
  readonly format?: AnswerFormat;
  /** Nodes of optimal search per board of more than 9 cells before the best answer found is taken, not proven shortest. */
  readonly budget?: number;
}

/** Shown in place of an answer for a line that is not a board, so answers stay on their lines. */
export const INVALID = 'invalid';

/** UVa 10181's words for a board that cannot be solved. */
export const UVA_UNSOLVABLE = 'This puzzle is not solvable.';

const PROGRESS_EVERY = 1 << 15;
const encoder = new TextEncoder();
const INVALID_BYTES = encoder.encode(INVALID);
const LINE_FEED = 10;
/** Lower case to upper case in ASCII. */
const CASE_BIT = 32;

/** Whether `text[start, end)` has the cells of a 2×2 or 4×4 board, the square sizes other than the eight puzzle's. */
export function otherSquareSize(text: string, start: number, end: number): boolean {
  return countCells(text, start, end) === 4 || countNumbers(text, start, end) === 16;
}

/** A board whose answer waits for the large solver, or an answer that waits behind one, so answers keep their order. */
type Waiting = { readonly kind: 'text'; readonly text: string; readonly bad?: boolean } | { readonly kind: 'large'; readonly board: Board; readonly shape: Shape; readonly goal: Board; readonly line: number; readonly number: number };

/**
 * `eight-puzzle solve`: one answer line per board, in the judges' output
 * form, written as the input is read. Answers to boards of at most 9 cells
 * go as bytes into one reused buffer, so the 9! batch allocates nothing per
 * board, and memory stays the same whatever the size of the input. Boards of
 * more than 9 cells go to the large solver one at a time, in order; the
 * command then finishes later, and says how the search goes on a terminal.
 */
export function solveCommand(io: Io, options: SolveOptions): number | Promise<number> {
  const input = io.open(options.file);
  const unsolvableText = options.unsolvable ?? (options.format === 'uva10181' ? UVA_UNSOLVABLE : 'unsolvable');
  const unsolvableBytes = encoder.encode(unsolvableText);
  const upper = options.format === 'uva10181';
  const fixed = options.shape;
  // The size read fast: the one given, or the eight puzzle's, whose cells are tried first on every line.
  const fast = fixed ?? EIGHT_PUZZLE;
  const fastGoal = options.goal ?? goalOf(fast);
  const fastTable = isRanked(fast) ? distanceTable(fastGoal, fast) : undefined;
  // Parity decides solvability before any look-up; the goal's side of it is the same for every board.
  const goalParity = tileParity(fastGoal);
  const cells = new Array<number>(cellCount(fast)).fill(0);
  const longest = Math.max(unsolvableBytes.length, INVALID_BYTES.length, fastTable ? fastTable.maxDistance : 0) + 1;
  const out = new Output(io);
  const bytes = out.bytes;
  const problems = new Problems(io, () => out.flush());
  let caseCount: CaseCount | undefined;
  const showProgress = io.errIsTerminal && !io.outIsTerminal;
  let status: number = EXIT.ok;
  let boards = 0;
  const waiting: Waiting[] = [];

  const invalid = (): void => {
    bytes.set(INVALID_BYTES, out.at);
    out.at += INVALID_BYTES.length;
    status = EXIT.badInput;
  };
  const writeFast = (table: DistanceTable): void => {
    if (fast.columns % 2 === 1 ? tileParity(cells) !== goalParity : !isSolvable(cells, fastGoal, fast)) {
      bytes.set(unsolvableBytes, out.at);
      out.at += unsolvableBytes.length;
    } else if (options.steps) {
      out.at += encoder.encodeInto(String(table.distance[rank(cells)]), bytes.subarray(out.at)).written;
    } else {
      const from = out.at;
      out.at = writeMoves(table, rank(cells), bytes, out.at);
      if (upper) for (let i = from; i < out.at; i++) bytes[i] -= CASE_BIT;
    }
  };
  /** The answer to a board of at most 9 cells of another size than the fast one, as text. */
  const smallAnswer = (board: Board, shape: Shape, goal: Board): string => {
    if (!isSolvable(board, goal, shape)) return unsolvableText;
    const table = distanceTable(goal, shape);
    const index = rank(board);
    if (options.steps) return String(table.distance[index]);
    const letters = new Uint8Array(table.maxDistance);
    const end = writeMoves(table, index, letters, 0);
    if (upper) for (let i = 0; i < end; i++) letters[i] -= CASE_BIT;
    return new TextDecoder().decode(letters.subarray(0, end));
  };
  const badBoard = (boardText: string, line: number, shape: Shape | undefined): void => {
    problems.add(() => {
      const parsed = parseBoard(boardText, shape);
      return parsed.ok ? '' : describeBoardError(boardText, line, parsed.error);
    });
  };

  const reader = new BoardReader(
    {
      board: (text, start, end, line) => {
        boards++;
        if (waiting.length === 0 && fastTable && (fixed ? readBoardCells(text, start, end, cells, fast) : readCells(text, start, end, cells))) {
          out.reserve(longest);
          writeFast(fastTable);
          bytes[out.at++] = LINE_FEED;
        } else {
          const boardText = text.slice(start, end);
          // Without a size, only lines of another square size's cells (or any, behind a large board) are parsed whole: a bad line's message is made only if it is shown.
          const parsed = fixed ? (fastTable ? undefined : parseBoard(boardText, fixed)) : waiting.length > 0 || otherSquareSize(text, start, end) ? parseBoard(boardText) : undefined;
          if (parsed === undefined || !parsed.ok) {
            badBoard(boardText, line, fixed);
            if (waiting.length > 0) {
              waiting.push({ kind: 'text', text: INVALID, bad: true });
            } else {
              out.reserve(longest);
              invalid();
              bytes[out.at++] = LINE_FEED;
            }
          } else {
            const goal = options.goal ?? goalOf(parsed.shape);
            if (isRanked(parsed.shape)) {
              const answer = smallAnswer(parsed.board, parsed.shape, goal);
              if (waiting.length > 0) waiting.push({ kind: 'text', text: answer });
              else out.text(answer + '\n');
            } else if (!isSolvable(parsed.board, goal, parsed.shape)) {
              if (waiting.length > 0) waiting.push({ kind: 'text', text: unsolvableText });
              else out.text(unsolvableText + '\n');
            } else {
              waiting.push({ kind: 'large', board: parsed.board, shape: parsed.shape, goal, line, number: boards });
            }
          }
        }
        if (showProgress && boards % PROGRESS_EVERY === 0) problems.progress(`solved ${count(boards, 'board')}`);
      },
      caseCount: (declared, line) => (caseCount = { declared, line }),
      longLine: (line, head, length) => {
        boards++;
        problems.add(() => describeLongLine(line, head, length, MOST_LINE_CHARACTERS));
        if (waiting.length > 0) {
          waiting.push({ kind: 'text', text: INVALID, bad: true });
          return;
        }
        out.reserve(longest);
        invalid();
        bytes[out.at++] = LINE_FEED;
      },
    },
    MOST_LINE_CHARACTERS,
    fast,
  );

  const finish = (): number => {
    problems.finish((more) => `… and ${count(more, 'more line')} that ${more === 1 ? 'is' : 'are'} not a board, answered "${INVALID}"`);
    const mismatch = caseCountNotice(inputName(options.file), caseCount, boards);
    if (mismatch) problems.notice(mismatch);
    return status;
  };

  /** Answers the boards that wait, in order; false when the search was cancelled. */
  const drain = async (): Promise<boolean> => {
    const solveLarge = io.solveLarge;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (next.kind === 'text') {
        if (next.bad) status = EXIT.badInput;
        out.text(next.text + '\n');
        continue;
      }
      if (!solveLarge) throw new CommandError(`line ${next.line + 1}: ${shapeName(next.shape)} boards need the large solver, which this build of eight-puzzle does not have`);
      out.flush();
      const { number } = next;
      const which = caseCount ? `board ${number} of ${caseCount.declared}` : `board ${number}`;
      const answer = await solveLarge(largeRequest(next.board, next.goal, next.shape, options.budget), {
        signal: io.signal,
        onProgress: io.errIsTerminal ? (p) => problems.progress(`${which}: bound ${p.bound}, ${formatNodes(p.nodes)} nodes`) : undefined,
        onDatabase: io.errIsTerminal ? (p) => problems.progress(`${which}: building the pattern databases: ${p.what} ${Math.floor((100 * p.done) / Math.max(1, p.total))}%`) : undefined,
      });
      problems.clearProgress();
      if (answer.kind === 'cancelled') {
        problems.notice(`eight-puzzle: solve: cancelled at ${which} (line ${next.line + 1})`);
        status = EXIT.interrupted;
        return false;
      }
      if (answer.kind === 'unsolvable') {
        out.text(unsolvableText + '\n');
      } else {
        if (answer.kind === 'unproven') problems.notice(`line ${next.line + 1}: ${count(answer.moves.length, 'move')}, not proven shortest (the search's budget ran out)`);
        out.text((options.steps ? String(answer.moves.length) : upper ? answer.moves.toUpperCase() : answer.moves) + '\n');
      }
      out.flush();
    }
    return true;
  };

  const later = async (): Promise<number> => {
    try {
      if (!(await drain())) return finish();
      for (let chunk = input.read(); chunk !== undefined; chunk = input.read()) {
        reader.push(chunk);
        if (!(await drain())) return finish();
      }
      reader.end();
      await drain();
      out.flush();
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
    } finally {
      problems.clearProgress();
    }
    return finish();
  };

  try {
    for (let chunk = input.read(); chunk !== undefined; chunk = input.read()) {
      reader.push(chunk);
      if (waiting.length > 0) return later();
    }
    reader.end();
    if (waiting.length > 0) return later();
    out.flush();
  } catch (error) {
    // The reader of our answers has gone: there is no one left to answer.
    if (!(error instanceof OutputClosed)) throw error;
  }
  return finish();
}
