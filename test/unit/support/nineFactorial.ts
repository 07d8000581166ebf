// The 9! batch the command-line tests and the bench feed: every 3×3 board in
// the judges' plain form, in rank order, beside the engine's own answer to it.
import { allBoards, EIGHT_PUZZLE, formatBoard, solve } from '../../../src/engine';

export interface NineFactorialBatch {
  /** `2 3 4 1 5 x 7 6 8`: one line per board, without line ends. */
  readonly boards: string[];
  /** The engine's answer to each: its moves, or `unsolvable`. */
  readonly answers: string[];
}

export function nineFactorialBatch(): NineFactorialBatch {
  const boards: string[] = [];
  const answers: string[] = [];
  for (const start of allBoards(EIGHT_PUZZLE.size)) {
    boards.push(formatBoard(start));
    const solved = solve(EIGHT_PUZZLE, start);
    answers.push(solved.solvable ? solved.moves : 'unsolvable');
  }
  return { boards, answers };
}
