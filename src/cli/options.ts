import { Board, parseBoard, Puzzle, puzzleOf, puzzleOfSize, Size, sizeNamed, SIZES } from '../engine';
import { UsageError } from './io/io';
import { showInLine } from './io/messages';

/** `--size RxC`, or a usage error that lists the sizes there are. */
export function sizeOption(text: string | undefined): Size | undefined {
  if (text === undefined) return undefined;
  const size = sizeNamed(text);
  if (!size)
    throw new UsageError(
      `--size ${JSON.stringify(text)}: the sizes are ${SIZES.map((known) => known.key).join(', ')} (rows x columns)`,
    );
  return size;
}

/**
 * The puzzle of a command, made once from its options: `--size`, else the
 * goal's own size (a 16-cell goal is 4×4), else `implied`'s (the puzzle of
 * `--format PROBLEM`'s problem: UVa 10181's 4×4), toward `--goal`, else
 * `implied`'s goal when the size is its, else that size's own goal.
 * Undefined when nothing says: each board's size is then inferred from its
 * cells, toward its own goal.
 */
export function puzzleOption(
  sizeText: string | undefined,
  goalText: string | undefined,
  implied?: Puzzle,
): Puzzle | undefined {
  const size = sizeOption(sizeText);
  if (goalText === undefined) return size ? puzzleOfSize(size, implied) : implied;
  const parsed = parseBoard(goalText, size ?? implied?.size);
  if (!parsed.ok) throw boardError('--goal', goalText, parsed.error);
  return puzzleOf(parsed.size, parsed.board);
}

/** A board given on the command line, or a usage error that shows where it goes wrong. */
export function boardArgument(what: string, text: string, size?: Size): Board {
  return boardAndSize(what, text, size).board;
}

/** A board given on the command line and its size (given, or inferred from its cells). */
export function boardAndSize(what: string, text: string, size?: Size): { board: Board; size: Size } {
  const parsed = parseBoard(text, size);
  if (parsed.ok) return parsed;
  throw boardError(what, text, parsed.error);
}

function boardError(
  what: string,
  text: string,
  error: { message: string; offset: number; length: number },
): UsageError {
  const { message, offset, length } = error;
  const { shown, underline } = showInLine(text, offset, length);
  return new UsageError(`${what}: ${message}, at column ${offset + 1}\n  ${shown}\n  ${underline}`);
}

/** A whole number within bounds, for options such as `--random` and `--distance`. */
export function integerOption(
  name: string,
  text: string | undefined,
  min: number,
  max = Infinity,
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} ${JSON.stringify(text)}: expected a whole number ${range}`);
  }
  return value;
}
