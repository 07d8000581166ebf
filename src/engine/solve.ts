import { Board, DEFAULT_GOAL, isSolvable } from './board';
import { distanceTable, DistanceTable } from './distanceTable';
import { MOVES } from './move';
import { rank } from './rank';

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

/** {@link solve} for a board already known to be solvable, by rank. */
export function solveRank(table: DistanceTable, start: number): Solution {
  const distance = table.distance[start];
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
 */
export function writeMoves(table: DistanceTable, start: number, out: Uint8Array, at: number): number {
  for (let here = start; here !== table.goalRank; here = table.next[here]) out[at++] = LETTER_CODES[table.towardGoal[here]];
  return at;
}
