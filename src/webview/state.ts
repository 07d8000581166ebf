// What the board shows, as pure functions on the protocol's BoardState, so
// every change the user makes is one new state that is saved and sent whole.
import { applyMove, Board, boardsAlong, DEFAULT_GOAL, EIGHT_PUZZLE, Move, sameBoard, sameShape, Shape } from '../engine';
import { BoardState, MAX_MOVES } from '../protocol/messages';

/** A board with nothing played on it yet. */
export function freshState(start: Board, goal: Board = DEFAULT_GOAL, shape: Shape = EIGHT_PUZZLE): BoardState {
  return { start: start.slice(), moves: '', step: 0, goal: goal.slice(), shape };
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
  if (!applyMove(board, move, state.shape)) return { ok: false, reason: 'leaves-board' };
  if (state.moves[state.step] === move) return { ok: true, state: { ...state, step: state.step + 1 } };
  if (state.step + 1 > MAX_MOVES) return { ok: false, reason: 'too-long' };
  const moves = state.moves.slice(0, state.step) + move;
  return { ok: true, state: { ...state, moves, step: moves.length } };
}

export function sameState(a: BoardState, b: BoardState): boolean {
  return a.moves === b.moves && a.step === b.step && sameShape(a.shape, b.shape) && sameBoard(a.start, b.start) && sameBoard(a.goal, b.goal);
}

/**
 * The boards along a state's moves, kept while only the step changes, so
 * stepping through ten thousand moves never replays them from the start.
 */
export class Timeline {
  private start: Board = [];
  private moves = '';
  private shape: Shape = EIGHT_PUZZLE;
  private boards: Board[] = [];

  boardAt(state: BoardState): Board {
    if (state.moves !== this.moves || !sameShape(state.shape, this.shape) || !sameBoard(state.start, this.start)) {
      this.start = state.start.slice();
      this.moves = state.moves;
      this.shape = state.shape;
      this.boards = boardsAlong(state.start, state.moves, state.shape);
    }
    // A state is validated before it gets here, so every step has a board.
    return this.boards[Math.min(state.step, this.boards.length - 1)];
  }
}
