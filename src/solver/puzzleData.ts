import { isBoardOf, Puzzle, puzzleOf, sizeFromData } from '../engine';

/**
 * The puzzle a message names as plain data (a solve request, a builder's order), made once on the thread that
 * reads it.
 */
export function puzzleFromData(data: {
  readonly shape: { readonly rows: number; readonly columns: number };
  readonly goal: readonly number[];
}): Puzzle {
  const size = sizeFromData(data.shape);
  if (!size || !isBoardOf(size, data.goal))
    throw new Error(`not a puzzle: ${JSON.stringify({ shape: data.shape, goal: data.goal })}`);
  return puzzleOf(size, data.goal);
}
