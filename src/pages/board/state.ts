// What the board shows, as pure functions on the protocol's BoardState, so
// every change the user makes is one new state that is saved and sent whole.
import {
  applyMove,
  Board,
  boardsAlong,
  EIGHT_PUZZLE,
  Move,
  Puzzle,
  sameBoard,
  samePuzzle,
  Size,
} from '../../engine';
import { BoardState, MAX_MOVES } from '../../protocol/messages';

/** A board of `puzzle` with nothing played on it yet. */
export function freshState(puzzle: Puzzle, start: Board): BoardState {
  return { puzzle, start: start.slice(), moves: '', step: 0 };
}

export function withStep(state: BoardState, step: number): BoardState {
  const clamped = Math.max(0, Math.min(state.moves.length, step));
  return clamped === state.step ? state : { ...state, step: clamped };
}

export type HandMove =
  | { readonly ok: true; readonly state: BoardState }
  | { readonly ok: false; readonly reason: 'leaves-board' | 'too-long' };

/**
 * A move played by hand at step k that is the string's next move just
 * follows it, so a user can play a solution along; any other move replaces
 * whatever followed step k: the move string is the history of what the user
 * did, as on any undo stack.
 */
export function withHandMove(state: BoardState, board: Board, move: Move): HandMove {
  if (!applyMove(state.puzzle.size, board, move)) return { ok: false, reason: 'leaves-board' };
  if (state.moves[state.step] === move) return { ok: true, state: { ...state, step: state.step + 1 } };
  if (state.step + 1 > MAX_MOVES) return { ok: false, reason: 'too-long' };
  const moves = state.moves.slice(0, state.step) + move;
  return { ok: true, state: { ...state, moves, step: moves.length } };
}

export function sameState(a: BoardState, b: BoardState): boolean {
  return (
    a.moves === b.moves && a.step === b.step && samePuzzle(a.puzzle, b.puzzle) && sameBoard(a.start, b.start)
  );
}

/**
 * The boards along a state's moves, kept while only the step changes, so
 * stepping through ten thousand moves never replays them from the start.
 */
export class Timeline {
  private start: Board = [];
  private moves = '';
  private size: Size = EIGHT_PUZZLE.size;
  private boards: Board[] = [];

  boardAt(state: BoardState): Board {
    const { size } = state.puzzle;
    if (state.moves !== this.moves || size !== this.size || !sameBoard(state.start, this.start)) {
      this.start = state.start.slice();
      this.moves = state.moves;
      this.size = size;
      this.boards = boardsAlong(size, state.start, state.moves);
    }
    // A state is validated before it gets here, so every step has a board.
    return this.boards[Math.min(state.step, this.boards.length - 1)];
  }
}
