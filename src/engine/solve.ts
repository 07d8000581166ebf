import { Board, DEFAULT_GOAL, isSolvable } from './board';
import { distanceTable, DistanceTable, UNREACHABLE } from './distanceTable';
import { MOVES } from './move';
import { PERMUTATIONS, rank } from './rank';

export type Solution =
  | { readonly solvable: true; readonly moves: string; readonly distance: number }
  | { readonly solvable: false };

/**
 * A shortest move string from `board` to `goal`. Parity decides solvability
 * first, so an unsolvable board never touches the table.
 */
export function solve(board: Board, goal: Board = DEFAULT_GOAL): Solution {
  if (!isSolvable(board, goal)) return { solvable: false };
  return solveRank(distanceTable(goal), rank(board));
}

/**
 * {@link solve} by rank, for batches that rank boards themselves. A rank the
 * goal cannot reach is answered `{ solvable: false }`, as `solve` answers an
 * unsolvable board; a number that is not a rank at all is a caller's bug and
 * throws a RangeError.
 */
export function solveRank(table: DistanceTable, start: number): Solution {
  const distance = table.distance[checkedRank(start)];
  if (distance === UNREACHABLE) return { solvable: false };
  let moves = '';
  for (let at = start; at !== table.goalRank; at = table.next[at]) moves += MOVES[table.towardGoal[at]];
  return { solvable: true, moves, distance };
}

/** The optimal distance to the goal, or undefined when the board cannot reach it. */
export function optimalDistance(board: Board, goal: Board = DEFAULT_GOAL): number | undefined {
  if (!isSolvable(board, goal)) return undefined;
  return distanceTable(goal).distance[rank(board)];
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
  if (table.distance[checkedRank(start)] === UNREACHABLE) throw new RangeError(`rank ${start} cannot reach the goal (rank ${table.goalRank}): check solvability first`);
  for (let here = start; here !== table.goalRank; here = table.next[here]) out[at++] = LETTER_CODES[table.towardGoal[here]];
  return at;
}

function checkedRank(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value >= PERMUTATIONS) throw new RangeError(`${value} is not a rank (0 to ${PERMUTATIONS - 1})`);
  return value;
}
