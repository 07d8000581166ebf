import { Board, DEFAULT_GOAL, isSolvable } from './board';
import { fillTemplate } from './parse';
import { replay } from './replay';
import { optimalDistance } from './solve';

/** The word an answer uses to say that a board cannot be solved. */
export const UNSOLVABLE = 'unsolvable';

/**
 * The judgement of one answer to one board: what the special judge prints,
 * and what the editor shows beside the answer.
 */
export type Verdict = AnswerVerdict | MoveCountVerdict;

/** A verdict on a move string (or `unsolvable`), from {@link judgeAnswer}. */
export type AnswerVerdict =
  | { readonly kind: 'shortest'; readonly moves: number }
  | { readonly kind: 'longer'; readonly moves: number; readonly optimal: number }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'bad-step'; readonly step: number; readonly letter: string; readonly problem: 'leaves-board' | 'not-a-move' }
  | { readonly kind: 'short-of-goal'; readonly moves: number; readonly remaining: number }
  | { readonly kind: 'wrongly-unsolvable'; readonly optimal: number }
  | { readonly kind: 'board-unsolvable' };

/** The one verdict only a number of moves (Luogu P1379's answer) can get: fewer than the optimal number. */
export type MoveCountVerdict = { readonly kind: 'too-few-moves'; readonly moves: number; readonly optimal: number };

/** Judges `answer` (a move string or `unsolvable`, already trimmed) for `board`. */
export function judgeAnswer(board: Board, answer: string, goal: Board = DEFAULT_GOAL): AnswerVerdict {
  const solvable = isSolvable(board, goal);
  if (answer === UNSOLVABLE) {
    return solvable ? { kind: 'wrongly-unsolvable', optimal: optimalDistance(board, goal) ?? 0 } : { kind: 'unsolvable' };
  }
  if (!solvable) return { kind: 'board-unsolvable' };
  const played = replay(board, answer, goal);
  if (played.badStep) {
    const { index, letter, problem } = played.badStep;
    return { kind: 'bad-step', step: index + 1, letter, problem };
  }
  if (!played.solved) return { kind: 'short-of-goal', moves: answer.length, remaining: optimalDistance(played.final, goal) ?? 0 };
  const optimal = optimalDistance(board, goal) ?? 0;
  return answer.length === optimal ? { kind: 'shortest', moves: optimal } : { kind: 'longer', moves: answer.length, optimal };
}

/**
 * Judges a number of moves (Luogu P1379 asks for the count, not the moves)
 * against the optimal distance: equal is shortest, more is longer (which a
 * count judge rejects, see {@link isAccepted}'s `optimal`), fewer is wrong.
 * `unsolvable` claims there is no solution.
 */
export function judgeMoveCount(board: Board, count: number | typeof UNSOLVABLE, goal: Board = DEFAULT_GOAL): Verdict {
  const optimal = optimalDistance(board, goal);
  if (count === UNSOLVABLE) return optimal === undefined ? { kind: 'unsolvable' } : { kind: 'wrongly-unsolvable', optimal };
  if (optimal === undefined) return { kind: 'board-unsolvable' };
  if (count === optimal) return { kind: 'shortest', moves: optimal };
  return count > optimal ? { kind: 'longer', moves: count, optimal } : { kind: 'too-few-moves', moves: count, optimal };
}

/** Whether a judge accepts the verdict; `optimal` also rejects answers longer than a shortest one. */
export function isAccepted(verdict: Verdict, optimal = false): boolean {
  return verdict.kind === 'shortest' || verdict.kind === 'unsolvable' || (verdict.kind === 'longer' && !optimal);
}

/** The verdict in words, as a template and its arguments so each front end can translate it. */
export function describeVerdict(verdict: Verdict): { template: string; args: (string | number)[]; message: string } {
  const [template, args] = verdictWords(verdict);
  return { template, args, message: fillTemplate(template, args) };
}

function verdictWords(verdict: Verdict): [string, (string | number)[]] {
  switch (verdict.kind) {
    case 'shortest':
      if (verdict.moves === 0) return ['already solved, no moves needed', []];
      return [verdict.moves === 1 ? '1 move, shortest' : '{0} moves, shortest', [verdict.moves]];
    case 'longer':
      return ['{0} moves (shortest is {1})', [verdict.moves, verdict.optimal]];
    case 'unsolvable':
      return ['unsolvable, correctly', []];
    case 'bad-step':
      return verdict.problem === 'leaves-board'
        ? ["step {0}: '{1}' leaves the board", [verdict.step, verdict.letter]]
        : ["step {0}: '{1}' is not a move (use u, d, l, r)", [verdict.step, verdict.letter]];
    case 'short-of-goal':
      return [verdict.remaining === 1 ? 'ends 1 move from the goal' : 'ends {0} moves from the goal', [verdict.remaining]];
    case 'wrongly-unsolvable':
      if (verdict.optimal === 0) return ['this board is already solved (no moves needed)', []];
      return [verdict.optimal === 1 ? 'this board is solvable (in 1 move)' : 'this board is solvable (shortest is {0} moves)', [verdict.optimal]];
    case 'too-few-moves':
      return [verdict.moves === 1 ? '1 move is too few (shortest is {0})' : '{0} moves is too few (shortest is {1})', verdict.moves === 1 ? [verdict.optimal] : [verdict.moves, verdict.optimal]];
    case 'board-unsolvable':
      return ['this board is unsolvable', []];
  }
}
