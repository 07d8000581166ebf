import { BLANK, Board, DEFAULT_GOAL } from '../engine';
import { Preset, ProblemId } from './types';

/** Luogu P1379's goal, `123804765`: the blank in the centre. */
const LUOGU_GOAL: Board = [1, 2, 3, 8, BLANK, 4, 7, 6, 5];

/** The judges' formats, as their problem statements give them. */
export const PRESETS: Readonly<Record<ProblemId, Preset>> = {
  // One board per run, cells separated by spaces, `x` for the blank.
  poj1077: { problem: 'poj1077', mode: 'per-case', goal: DEFAULT_GOAL, blank: 'x', separator: ' ', answer: 'moves', unsolvableBoards: true },
  // Every board in one run, one per line until the end of the input.
  hdu1043: { problem: 'hdu1043', mode: 'batch', goal: DEFAULT_GOAL, blank: 'x', separator: ' ', answer: 'moves', unsolvableBoards: true },
  // One board per run as nine digits, `0` for the blank; the answer is the number of moves.
  luogu1379: { problem: 'luogu1379', mode: 'per-case', goal: LUOGU_GOAL, blank: '0', separator: '', answer: 'steps', unsolvableBoards: false },
};

export function isProblemId(text: string): text is ProblemId {
  return Object.hasOwn(PRESETS, text);
}

export function presetOf(problem: ProblemId = 'hdu1043'): Preset {
  return PRESETS[problem];
}
