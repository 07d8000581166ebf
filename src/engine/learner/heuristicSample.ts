// A learner's heuristic checked on a sample, for the sizes with no distance
// table (3×4, 4×3, 4×4): boards whose exact distance is known (each board
// along an optimal answer, whose distance falls by one a move; Korf's 100
// with their published lengths), and every edge around them. Never a proof.
import { Board } from '../boardType';
import { applyMove, MOVES, Move } from '../move';
import type { Puzzle } from '../puzzleType';
import { FiguresTally, HeuristicFigures } from './heuristicFigures';

/** A board and its exact distance to the goal. */
export interface ExactBoard {
  readonly board: Board;
  readonly distance: number;
}

/** The boards h is asked about: the exact ones first, then their neighbours (distance −1: unknown). */
export interface SampleSet {
  readonly boards: readonly Board[];
  readonly distance: Int16Array;
  /** Board → its index in {@link boards}. */
  readonly index: ReadonlyMap<string, number>;
}

/** Every board along an optimal answer from `start`, each with its distance: `length − moves made`. */
export function exactBoardsAlong(puzzle: Puzzle, start: Board, moves: string): ExactBoard[] {
  const along: ExactBoard[] = [{ board: start, distance: moves.length }];
  let board = start;
  for (let step = 0; step < moves.length; step++) {
    const next = applyMove(puzzle.size, board, moves[step] as Move);
    if (!next) throw new RangeError(`an answer that leaves the board at move ${step + 1}`);
    board = next;
    along.push({ board, distance: moves.length - step - 1 });
  }
  return along;
}

function keyOf(board: Board): string {
  return board.join(',');
}

/** The neighbours of `board`, one a move. */
function neighboursOf(puzzle: Puzzle, board: Board): Board[] {
  const boards: Board[] = [];
  for (const move of MOVES) {
    const next = applyMove(puzzle.size, board, move);
    if (next) boards.push(next);
  }
  return boards;
}

/** The exact boards, each once (the goal first), and every neighbour of theirs. */
export function sampleSet(puzzle: Puzzle, exact: readonly ExactBoard[]): SampleSet {
  const boards: Board[] = [];
  const distances: number[] = [];
  const index = new Map<string, number>();
  const add = (board: Board, distance: number): void => {
    const key = keyOf(board);
    const known = index.get(key);
    if (known === undefined) {
      index.set(key, boards.length);
      boards.push(board);
      distances.push(distance);
    } else if (distances[known] < 0) distances[known] = distance;
  };
  add(puzzle.goal, 0);
  for (const { board, distance } of exact) add(board, distance);
  const known = boards.length;
  for (let i = 0; i < known; i++) for (const next of neighboursOf(puzzle, boards[i])) add(next, -1);
  return { boards, distance: Int16Array.from(distances), index };
}

/**
 * The figures of `h` (by index into the set) on its exact boards, and on
 * every edge from an exact board, each once.
 */
export function checkSample(puzzle: Puzzle, set: SampleSet, h: Float64Array): HeuristicFigures {
  const tally = new FiguresTally((i) => set.boards[i]);
  set.boards.forEach((board, i) => {
    const distance = set.distance[i];
    if (distance < 0) return;
    tally.board(i, h[i], distance);
    for (const next of neighboursOf(puzzle, board)) {
      const j = set.index.get(keyOf(next));
      if (j === undefined) throw new Error('a sample without a neighbour of its board');
      // An edge between two exact boards is told from the first of the two.
      if (set.distance[j] < 0 || j > i) tally.edge(i, h[i], j, h[j]);
    }
  });
  return tally.finish(false);
}
