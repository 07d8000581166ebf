import { isSolvable } from './board';
import { Board } from './boardType';
import { distanceTable, DistanceTable, linkedMove, linkedRank, UNREACHABLE } from './distanceTable';
import { MOVES } from './move';
import type { Puzzle } from './puzzleType';
import { rank } from './rank';

export type Solution =
  | { readonly solvable: true; readonly moves: string; readonly distance: number }
  | { readonly solvable: false };

/**
 * A shortest move string from `board` to the puzzle's goal. Parity decides
 * solvability first, so an unsolvable board never touches the table.
 *
 * Sizes with a distance table only: a 3×4, 4×3 or 4×4 board has none, and
 * asking throws a RangeError (callers send those boards to the large
 * solver; `hasTable(puzzle.size)` tells them apart).
 */
export function solve(puzzle: Puzzle, board: Board): Solution {
  if (!isSolvable(puzzle, board)) return { solvable: false };
  return solveRank(distanceTable(puzzle), rank(board));
}

/**
 * {@link solve} by rank, for batches that rank boards themselves. A rank the
 * goal cannot reach is answered `{ solvable: false }`, as `solve` answers an
 * unsolvable board; a number that is not a rank at all is a caller's bug and
 * throws a RangeError.
 */
export function solveRank(table: DistanceTable, start: number): Solution {
  const distance = table.distance[checkedRank(table, start)];
  if (distance === UNREACHABLE) return { solvable: false };
  let moves = '';
  for (let at = start; at !== table.goalRank; at = linkedRank(table.link[at]))
    moves += MOVES[linkedMove(table.link[at])];
  return { solvable: true, moves, distance };
}

/**
 * The optimal distance to the goal, or undefined when the board cannot reach
 * it. Sizes with a distance table only, as for {@link solve}.
 */
export function optimalDistance(puzzle: Puzzle, board: Board): number | undefined {
  if (!isSolvable(puzzle, board)) return undefined;
  return distanceTable(puzzle).distance[rank(board)];
}

/** The letters u, d, l, r as ASCII codes, indexed by move code. */
const LETTER_CODES = MOVES.map((move) => move.charCodeAt(0));

/**
 * Writes a shortest solution from rank `start` into `out` as ASCII letters,
 * from index `at`, and returns the index after the last letter. It lets a
 * batch of 9! answers go out without building 9! strings.
 *
 * It is for ranks known to reach the goal (the caller checks parity first,
 * as it must to write `unsolvable` instead): an unreachable rank has no
 * letters to write and no index to return that could not be mistaken for
 * an answer, so it throws a RangeError, as a number that is not a rank does.
 * Walking the table from there would write nonsense or never end.
 */
export function writeMoves(table: DistanceTable, start: number, out: Uint8Array, at: number): number {
  if (table.distance[checkedRank(table, start)] === UNREACHABLE)
    throw new RangeError(
      `rank ${start} cannot reach the goal (rank ${table.goalRank}): check solvability first`,
    );
  for (let here = start; here !== table.goalRank; here = linkedRank(table.link[here]))
    out[at++] = LETTER_CODES[linkedMove(table.link[here])];
  return at;
}

function checkedRank(table: DistanceTable, value: number): number {
  const count = table.distance.length;
  if (!Number.isInteger(value) || value < 0 || value >= count)
    throw new RangeError(`${value} is not a rank (0 to ${count - 1})`);
  return value;
}
