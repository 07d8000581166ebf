import { sameBoard } from './board';
import { Board } from './boardType';
import { applyMove, isMove, moveCode } from './move';
import type { Puzzle } from './puzzleType';
import type { Size } from './sizes';

/** Why a step of a move string cannot be played. */
export type StepProblem = 'leaves-board' | 'not-a-move';

export interface BadStep {
  /** 0-based index of the letter in the move string. */
  readonly index: number;
  readonly letter: string;
  readonly problem: StepProblem;
}

export interface Replay {
  /** The board after the last good step. */
  readonly final: Board;
  /** How many steps were played before the end or the first bad step. */
  readonly played: number;
  readonly solved: boolean;
  readonly badStep?: BadStep;
}

/**
 * Plays `moves` on `board` one step at a time and stops at the first bad
 * step. It knows nothing of the solver, so it can judge the solver's answers.
 */
export function replay(puzzle: Puzzle, board: Board, moves: string): Replay {
  const { neighbours, blank: BLANK } = puzzle.size;
  const cells = board.slice();
  let blank = cells.indexOf(BLANK);
  for (let index = 0; index < moves.length; index++) {
    const letter = moves[index];
    const to = isMove(letter) ? neighbours[blank * 4 + moveCode(letter)] : -1;
    if (to < 0) {
      const badStep: BadStep = { index, letter, problem: isMove(letter) ? 'leaves-board' : 'not-a-move' };
      return { final: cells, played: index, solved: sameBoard(cells, puzzle.goal), badStep };
    }
    cells[blank] = cells[to];
    cells[to] = BLANK;
    blank = to;
  }
  return { final: cells, played: moves.length, solved: sameBoard(cells, puzzle.goal) };
}

/** Every board along the way: `boards[k]` is the board after k moves. */
export function boardsAlong(size: Size, board: Board, moves: string): Board[] {
  const boards: Board[] = [board];
  for (const letter of moves) {
    const after = isMove(letter) ? applyMove(size, boards[boards.length - 1], letter) : undefined;
    if (!after) break;
    boards.push(after);
  }
  return boards;
}
