import { MoveConvention, parseBoard, Puzzle, puzzleOf, Size, sizeNamed, SIZES } from '../../engine';
import { UsageError } from '../io/io';
import type { LintFormat } from './lintReport';
import { puzzleOption } from '../options';

/** The goals boards are judged against, as the editor's `eightPuzzle.goal` and `eightPuzzle.goals` give them. */
export interface LintGoals {
  puzzleFor(size: Size): Puzzle;
  /** The goal given for a size by --goal or --goals: it wins over the goal of a problem a file names. */
  explicitPuzzleFor(size: Size): Puzzle | undefined;
}

/**
 * `--goal G` (with `--size RxC` when G's cells do not name its size, as for
 * every command) and `--goals 2x3=123450,4x4=…`, the per-size goals: each
 * size's own goal unless one of them names another. A size given twice is
 * refused rather than one of them silently winning.
 */
export function lintGoals(
  sizeText: string | undefined,
  goalText: string | undefined,
  goalsText: string | undefined,
): LintGoals {
  // The scanner reads each board's size from its text; --size only names the size of a goal whose cells do
  // not.
  if (sizeText !== undefined && goalText === undefined)
    throw new UsageError(
      'lint: --size RxC goes with --goal G, as the size of G (each board found has the size its text shows)',
    );
  const chosen = new Map<string, Puzzle>();
  const given = puzzleOption(sizeText, goalText);
  if (given && goalText !== undefined) chosen.set(given.size.key, given);
  for (const [key, board] of goalEntries(goalsText)) {
    const size = sizeNamed(key);
    if (!size)
      throw new UsageError(
        `--goals: ${JSON.stringify(key)} is no size: the sizes are ${SIZES.map((known) => known.key).join(', ')}`,
      );
    if (chosen.has(size.key)) throw new UsageError(`--goals: a goal for ${size.key} is given twice`);
    const parsed = parseBoard(board, size);
    if (!parsed.ok)
      throw new UsageError(
        `--goals: ${size.key}=${board}: ${parsed.error.message}, at column ${parsed.error.offset + 1}`,
      );
    chosen.set(size.key, puzzleOf(size, parsed.board));
  }
  return {
    puzzleFor: (size) => chosen.get(size.key) ?? puzzleOf(size),
    explicitPuzzleFor: (size) => chosen.get(size.key),
  };
}

/** `2x3=1,2,3,4,5,0,4x4=…` as its entries: a comma starts a new one only before `RxC=`, so boards may hold commas. */
function goalEntries(text: string | undefined): [string, string][] {
  if (text === undefined) return [];
  return text.split(/,(?=\s*\d+\s*x\s*\d+\s*=)/i).map((entry) => {
    const at = entry.indexOf('=');
    if (at < 0)
      throw new UsageError(
        `--goals ${JSON.stringify(text)}: expected RxC=BOARD entries separated by commas, such as 2x3=123450,4x4=...`,
      );
    return [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
  });
}

/** `lint`'s options as parsed. */
export interface LintArguments {
  readonly size?: string;
  readonly goal?: string;
  readonly goals?: string;
  readonly format?: string;
  readonly verbose?: boolean;
  readonly boards?: boolean;
  readonly moves?: string;
  readonly 'follow-links'?: boolean;
}

/** What `lint` reads, and how it reports. */
export interface LintOptions {
  /** Files and folders; `-` is standard input. */
  readonly paths: readonly string[];
  readonly goals: LintGoals;
  readonly format: LintFormat;
  readonly verbose: boolean;
  /** Also report the boards found. */
  readonly boards: boolean;
  /** Which piece the letters of answers move: `--moves tile` for files whose programs name the tile's direction. */
  readonly moves: MoveConvention;
  /** Follow links out of the tree given (`--follow-links`). */
  readonly followLinks: boolean;
}

/** `lint`'s options checked; no PATH is the current folder, as linters take it. */
export function lintOptions(values: LintArguments, rest: readonly string[]): LintOptions {
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`lint: --format ${JSON.stringify(format)}: the formats are text and json`);
  const moves = values.moves ?? 'blank';
  if (moves !== 'blank' && moves !== 'tile')
    throw new UsageError(
      `lint: --moves ${JSON.stringify(moves)}: the letters name the blank's direction (blank, the judges' reading) or the tile's (tile)`,
    );
  if (rest.filter((path) => path === '-').length > 1)
    throw new UsageError('lint: standard input (-) can be read only once');
  return {
    paths: rest.length > 0 ? rest : ['.'],
    goals: lintGoals(values.size, values.goal, values.goals),
    format,
    verbose: values.verbose === true,
    boards: values.boards === true,
    moves,
    followLinks: values['follow-links'] === true,
  };
}
