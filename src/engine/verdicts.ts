import { isSolvable } from './board';
import { Board } from './boardType';
import { MoveConvention, mirrorMoves } from './notation';
import { fillTemplate } from './parse';
import type { Puzzle } from './puzzleType';
import { Replay, replay } from './replay';
import type { AnswerReading } from './scan/sampleLines';
import { hasTable } from './sizes';
import { optimalDistance } from './solve';

/** The word an answer uses to say that a board cannot be solved. */
export const UNSOLVABLE = 'unsolvable';

/**
 * The judgement of one answer to one board: what the special judge prints,
 * and what the editor shows beside the answer.
 */
export type Verdict = AnswerVerdict | MoveCountVerdict;

/** A verdict on a move string (or `unsolvable`), from {@link judgeAnswer}. */
export type AnswerVerdict =
  | { readonly kind: 'shortest'; readonly moves: number }
  | { readonly kind: 'longer'; readonly moves: number; readonly optimal: number }
  | { readonly kind: 'unsolvable' }
  | {
      readonly kind: 'bad-step';
      readonly step: number;
      readonly letter: string;
      readonly problem: 'leaves-board' | 'not-a-move';
      readonly tile?: TileReading;
    }
  /** `atLeast`: `remaining` is a lower bound (boards of more than 9 cells have no table to ask). */
  | {
      readonly kind: 'short-of-goal';
      readonly moves: number;
      readonly remaining: number;
      readonly atLeast?: true;
      readonly tile?: TileReading;
    }
  /** `atLeast`: `optimal` is a lower bound, the shortest answer being unknown. */
  | { readonly kind: 'wrongly-unsolvable'; readonly optimal: number; readonly atLeast?: true }
  | { readonly kind: 'board-unsolvable' }
  /**
   * Reaches the goal, but the shortest length is unknown (a board of more than 9 cells, judged without it).
   */
  | { readonly kind: 'reaches-goal'; readonly moves: number };

/**
 * The same letters read as the tile's direction (`u`: the tile below the
 * blank moves up) solve the board: many programs and textbooks name the
 * tile's move, so a wrong answer under the judges' reading (the blank's)
 * says so rather than giving a reason that misleads under either.
 */
export interface TileReading {
  readonly moves: number;
  readonly optimal: number;
}

/**
 * The verdicts only a number of moves (Luogu P1379's answer) can get: fewer
 * than the optimal number, or a count that cannot be checked because the
 * optimal number is unknown (a board of more than 9 cells judged without it).
 */
export type MoveCountVerdict =
  | {
      readonly kind: 'too-few-moves';
      readonly moves: number;
      readonly optimal: number;
      readonly atLeast?: true;
    }
  | { readonly kind: 'unchecked-count'; readonly moves: number };

/**
 * The shortest length, when known: from the table for sizes that have one,
 * else from `known` (the caller's large solver), else undefined.
 */
function shortest(puzzle: Puzzle, board: Board, known: number | undefined): number | undefined {
  return hasTable(puzzle.size) ? optimalDistance(puzzle, board) : known;
}

/**
 * The sum of each tile's row and column distances from its goal cell: no
 * move brings more than one tile one step closer, so it never overstates
 * how far a board is from its goal.
 */
export function manhattanDistance(puzzle: Puzzle, board: Board): number {
  const { goal, size } = puzzle;
  const { columns, blank } = size;
  const home = new Array<number>(blank + 1);
  for (let i = 0; i < goal.length; i++) home[goal[i]] = i;
  let sum = 0;
  for (let i = 0; i < board.length; i++) {
    const value = board[i];
    if (value === blank) continue;
    const j = home[value];
    sum +=
      Math.abs(Math.floor(i / columns) - Math.floor(j / columns)) + Math.abs((i % columns) - (j % columns));
  }
  return sum;
}

/**
 * Judges `answer` (a move string or `unsolvable`, already trimmed) for
 * `board`. Boards of at most 9 cells are judged exactly from the table.
 * Larger ones (3×4, 4×3, 4×4) take their shortest length from `optimal`,
 * when the caller's large solver has found it; without it a good answer is
 * `reaches-goal` (shortest unknown), and distances are lower bounds.
 */
export function judgeAnswer(
  puzzle: Puzzle,
  board: Board,
  answer: string,
  optimal?: number,
  tileHint = true,
): AnswerVerdict {
  const solvable = isSolvable(puzzle, board);
  if (answer === UNSOLVABLE) {
    if (!solvable) return { kind: 'unsolvable' };
    const length = shortest(puzzle, board, optimal);
    return length !== undefined
      ? { kind: 'wrongly-unsolvable', optimal: length }
      : { kind: 'wrongly-unsolvable', optimal: manhattanDistance(puzzle, board), atLeast: true };
  }
  if (!solvable) return { kind: 'board-unsolvable' };
  const verdict = judgeReplay(puzzle, board, replay(puzzle, board, answer), optimal);
  if (
    !tileHint ||
    !(verdict.kind === 'short-of-goal' || (verdict.kind === 'bad-step' && verdict.problem === 'leaves-board'))
  )
    return verdict;
  const tile = tileReading(puzzle, board, answer, optimal);
  return tile ? { ...verdict, tile } : verdict;
}

/**
 * Below this many letters a mirrored answer is as often a slip (`l` for `r`)
 * as a convention: the hint would be noise on every one-move typo.
 */
const TILE_HINT_MOVES = 4;

/**
 * How the letters play read as the tile's moves: the blank goes the other way. Only where they reach the goal
 * and the shortest is known.
 */
function tileReading(
  puzzle: Puzzle,
  board: Board,
  answer: string,
  optimal: number | undefined,
): TileReading | undefined {
  if (answer.length < TILE_HINT_MOVES) return undefined;
  const played = replay(puzzle, board, mirrorMoves(answer));
  if (!played.solved || played.badStep) return undefined;
  const length = shortest(puzzle, board, optimal);
  return length === undefined ? undefined : { moves: played.played, optimal: length };
}

/**
 * Judges a move string already played on `board` (not `unsolvable`): the
 * judgement of {@link judgeAnswer} for a caller that played the moves as
 * they came, a piece at a time, and never held the whole string.
 */
export function judgeReplay(puzzle: Puzzle, board: Board, played: Replay, optimal?: number): AnswerVerdict {
  if (!isSolvable(puzzle, board)) return { kind: 'board-unsolvable' };
  const moves = played.played;
  if (played.badStep) {
    const { index, letter, problem } = played.badStep;
    return { kind: 'bad-step', step: index + 1, letter, problem };
  }
  // Without a bad step every letter was played: the count is the answer's length.
  if (!played.solved) {
    if (hasTable(puzzle.size))
      return { kind: 'short-of-goal', moves, remaining: optimalDistance(puzzle, played.final) ?? 0 };
    return {
      kind: 'short-of-goal',
      moves,
      remaining: manhattanDistance(puzzle, played.final),
      atLeast: true,
    };
  }
  const length = shortest(puzzle, board, optimal);
  if (length === undefined) return { kind: 'reaches-goal', moves };
  return moves === length ? { kind: 'shortest', moves: length } : { kind: 'longer', moves, optimal: length };
}

/**
 * Judges a number of moves (Luogu P1379 asks for the count, not the moves)
 * against the optimal distance: equal is shortest, more is longer (which a
 * count judge rejects, see {@link isAccepted}'s `optimal`), fewer is wrong.
 * `unsolvable` claims there is no solution.
 */
export function judgeMoveCount(
  puzzle: Puzzle,
  board: Board,
  count: number | typeof UNSOLVABLE,
  knownOptimal?: number,
): Verdict {
  if (!isSolvable(puzzle, board))
    return count === UNSOLVABLE ? { kind: 'unsolvable' } : { kind: 'board-unsolvable' };
  const optimal = shortest(puzzle, board, knownOptimal);
  if (optimal === undefined) {
    const atLeast = manhattanDistance(puzzle, board);
    if (count === UNSOLVABLE) return { kind: 'wrongly-unsolvable', optimal: atLeast, atLeast: true };
    return count < atLeast
      ? { kind: 'too-few-moves', moves: count, optimal: atLeast, atLeast: true }
      : { kind: 'unchecked-count', moves: count };
  }
  if (count === UNSOLVABLE) return { kind: 'wrongly-unsolvable', optimal };
  if (count === optimal) return { kind: 'shortest', moves: optimal };
  return count > optimal
    ? { kind: 'longer', moves: count, optimal }
    : { kind: 'too-few-moves', moves: count, optimal };
}

/**
 * The verdict on what an answer says, as the scanner read it: moves,
 * `unsolvable`, or a number of moves. Where the user says the letters name
 * the tile's direction (`convention`), they are judged mirrored, and the
 * tile's reading is no longer a hint but the reading.
 */
export function judgeReading(
  puzzle: Puzzle,
  board: Board,
  reading: AnswerReading,
  optimal?: number,
  convention: MoveConvention = 'blank',
): Verdict {
  if (reading.kind === 'count') return judgeMoveCount(puzzle, board, reading.count, optimal);
  if (reading.kind === 'unsolvable') return judgeAnswer(puzzle, board, UNSOLVABLE, optimal);
  if (convention === 'blank') return judgeAnswer(puzzle, board, reading.moves, optimal);
  const verdict = judgeAnswer(puzzle, board, mirrorMoves(reading.moves), optimal, false);
  // The step that fails is named by the letter as written.
  return verdict.kind === 'bad-step'
    ? { ...verdict, letter: reading.moves[verdict.step - 1] ?? verdict.letter }
    : verdict;
}

/**
 * Whether a judge accepts the verdict; `optimal` also rejects answers longer
 * than a shortest one, and answers whose length cannot be compared with it.
 */
export function isAccepted(verdict: Verdict, optimal = false): boolean {
  return (
    verdict.kind === 'shortest' ||
    verdict.kind === 'unsolvable' ||
    ((verdict.kind === 'longer' || verdict.kind === 'reaches-goal') && !optimal)
  );
}

/** The verdict in words, as a template and its arguments so each front end can translate it. */
export function describeVerdict(verdict: Verdict): {
  template: string;
  args: (string | number)[];
  message: string;
} {
  const [template, args] = verdictWords(verdict);
  return { template, args, message: fillTemplate(template, args) };
}

/** The blank's verdict, then what the tile's reading says; translated whole, as each language orders it. */
function tileWords(
  blank: 'leaves-board' | 'short-of-goal',
  first: number,
  second: string,
  tile: TileReading,
): [string, (string | number)[]] {
  // Never "ends 1 move": the blank ends as far from where the tile's reading leaves it as it started, which
  // is an even number of moves.
  const asBlank =
    blank === 'leaves-board' ? "step {0}: '{1}' leaves the board" : 'ends {0} moves from the goal';
  const args = blank === 'leaves-board' ? [first, second] : [first];
  const n = args.length;
  const tail = ": these letters seem to name the tile's direction";
  if (tile.moves === tile.optimal)
    return [
      `${asBlank}; read as the tile's moves it solves the board in {${n}} (shortest)${tail}`,
      [...args, tile.moves],
    ];
  return [
    `${asBlank}; read as the tile's moves it solves the board in {${n}} (shortest is {${n + 1}})${tail}`,
    [...args, tile.moves, tile.optimal],
  ];
}

/**
 * A verdict's templates for a count of 1 and for any other, where the count is exact and where it is a lower
 * bound.
 */
interface CountedWords {
  readonly one: string;
  readonly many: string;
  readonly atLeastOne: string;
  readonly atLeastMany: string;
}

const SHORT_OF_GOAL: CountedWords = {
  one: 'ends 1 move from the goal',
  many: 'ends {0} moves from the goal',
  atLeastOne: 'ends at least 1 move from the goal',
  atLeastMany: 'ends at least {0} moves from the goal',
};
const SOLVABLE: CountedWords = {
  one: 'this board is solvable (in 1 move)',
  many: 'this board is solvable (shortest is {0} moves)',
  atLeastOne: 'this board is solvable (in at least 1 move)',
  atLeastMany: 'this board is solvable (in at least {0} moves)',
};
/** The count is of the answer's moves; the shortest is the last argument. */
const TOO_FEW: CountedWords = {
  one: '1 move is too few (shortest is {0})',
  many: '{0} moves is too few (shortest is {1})',
  atLeastOne: '1 move is too few (at least {0} are needed)',
  atLeastMany: '{0} moves is too few (at least {1} are needed)',
};

function countedWords(words: CountedWords, count: number, atLeast: boolean | undefined): string {
  if (atLeast) return count === 1 ? words.atLeastOne : words.atLeastMany;
  return count === 1 ? words.one : words.many;
}

function verdictWords(verdict: Verdict): [string, (string | number)[]] {
  if (verdict.kind === 'bad-step' && verdict.tile)
    return tileWords('leaves-board', verdict.step, verdict.letter, verdict.tile);
  if (verdict.kind === 'short-of-goal' && verdict.tile)
    return tileWords('short-of-goal', verdict.remaining, '', verdict.tile);
  switch (verdict.kind) {
    case 'shortest':
      if (verdict.moves === 0) return ['already solved, no moves needed', []];
      return [verdict.moves === 1 ? '1 move, shortest' : '{0} moves, shortest', [verdict.moves]];
    case 'longer':
      return ['{0} moves (shortest is {1})', [verdict.moves, verdict.optimal]];
    case 'unsolvable':
      return ['unsolvable, correctly', []];
    case 'bad-step':
      return verdict.problem === 'leaves-board'
        ? ["step {0}: '{1}' leaves the board", [verdict.step, verdict.letter]]
        : ["step {0}: '{1}' is not a move (use u, d, l, r)", [verdict.step, verdict.letter]];
    case 'short-of-goal':
      return [countedWords(SHORT_OF_GOAL, verdict.remaining, verdict.atLeast), [verdict.remaining]];
    case 'wrongly-unsolvable':
      if (verdict.optimal === 0) return ['this board is already solved (no moves needed)', []];
      return [countedWords(SOLVABLE, verdict.optimal, verdict.atLeast), [verdict.optimal]];
    case 'too-few-moves':
      return [
        countedWords(TOO_FEW, verdict.moves, verdict.atLeast),
        verdict.moves === 1 ? [verdict.optimal] : [verdict.moves, verdict.optimal],
      ];
    case 'board-unsolvable':
      return ['this board is unsolvable', []];
    case 'reaches-goal':
      return [
        verdict.moves === 1
          ? 'reaches the goal in 1 move (shortest unknown)'
          : 'reaches the goal in {0} moves (shortest unknown)',
        [verdict.moves],
      ];
    case 'unchecked-count':
      return ['{0} moves: the shortest is unknown, so the count is not checked', [verdict.moves]];
  }
}
