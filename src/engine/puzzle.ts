import { puzzleParity, sameBoard } from './board';
import type { Puzzle } from './puzzleType';
import { Board } from './boardType';
import { Size, sizeByKey, SizeKey } from './sizes';

/**
 * The puzzle of `size` toward `goal` (the size's own goal, 1 … n−1 and the
 * blank last, when none is given). A goal that is not a board of the size is
 * a caller's bug, a RangeError: goals from users are parsed before they get here.
 */
export function puzzleOf(size: Size, goal: Board = size.defaultGoal): Puzzle {
  if (!isBoardOf(size, goal))
    throw new RangeError(`[${goal.join(',')}] is not a goal of the ${size.name} puzzle`);
  // Most puzzles are a size's own: one value each, made once.
  const isDefault = sameBoard(goal, size.defaultGoal);
  const made = isDefault ? DEFAULTS.get(size.key) : undefined;
  if (made) return made;
  const puzzle = makePuzzle(size, goal);
  if (isDefault) DEFAULTS.set(size.key, puzzle);
  return puzzle;
}

const DEFAULTS = new Map<SizeKey, Puzzle>();

function makePuzzle(size: Size, goal: Board): Puzzle {
  const frozen = Object.isFrozen(goal) ? goal : Object.freeze(goal.slice());
  return Object.freeze({
    size,
    goal: frozen,
    blankHome: frozen.indexOf(size.blank),
    parity: puzzleParity(size, frozen),
    key: `${size.key}:${frozen.join(',')}`,
  });
}

export function samePuzzle(a: Puzzle, b: Puzzle): boolean {
  return a.key === b.key;
}

/** Whether `board` holds each of 1 … n exactly once, n the size's cells. */
export function isBoardOf(size: Size, board: readonly number[]): boolean {
  if (board.length !== size.cells) return false;
  const seen = new Array<boolean>(size.cells + 1).fill(false);
  for (const cell of board) {
    if (!Number.isInteger(cell) || cell < 1 || cell > size.cells || seen[cell]) return false;
    seen[cell] = true;
  }
  return true;
}

/** The eight puzzle toward the judges' goal `12345678x`: what POJ 1077 and HDU 1043 ask. */
export const EIGHT_PUZZLE: Puzzle = puzzleOf(sizeByKey('3x3'));

/**
 * The puzzle a board of `size` is played toward: `chosen` when it is of that
 * size (a goal the user gave), else the size's own.
 */
export function puzzleOfSize(size: Size, chosen?: Puzzle): Puzzle {
  return chosen?.size.key === size.key ? chosen : puzzleOf(size);
}
