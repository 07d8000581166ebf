import { AnswerKind, CaseVerdict } from './spec';
import { Board, describeVerdict, isAccepted, judgeAnswer, judgeMoveCount, Puzzle, UNSOLVABLE, Verdict } from '../engine';

/** What the judge makes of one answer. */
export interface AnswerJudgement {
  readonly verdict: CaseVerdict;
  /** Empty when accepted. */
  readonly reason: string;
  readonly judged?: Verdict;
}

export const ACCEPTED: AnswerJudgement = { verdict: 'accepted', reason: '' };

const MOVE_STRING = /^[udlr]*$/;
const WHOLE_NUMBER = /^-?\d+$/;
/** Spaces, tabs and a carriage return around an answer are the judges' business, not the program's. */
const AROUND = /^[ \t\r\f\v\ufeff]+|[ \t\r\f\v]+$/g;

/** An answer line without the blanks around it. */
export function trimAnswer(line: string): string {
  // Most lines have nothing to trim: two character tests instead of a regular expression, 362,880 times.
  if (line === '' || (isLetterOrDigit(line.charCodeAt(0)) && isLetterOrDigit(line.charCodeAt(line.length - 1)))) return line;
  return line.replace(AROUND, '');
}

function isLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

/**
 * Judges one trimmed answer to a board of the puzzle: a move string or `unsolvable`, or a
 * number of moves (Luogu P1379, where `-1` or `unsolvable` says there is no
 * solution). The verdict and its reason come from the engine's special
 * judge; only an answer the engine cannot read at all is a presentation
 * error. `optimal` rejects valid move strings longer than a shortest one;
 * a count is always held to the optimal number.
 */
export function judgeOne(puzzle: Puzzle, board: Board, answer: string, kind: AnswerKind, optimal: boolean): AnswerJudgement {
  if (kind === 'moves') {
    const judged = fromVerdict(judgeAnswer(puzzle, board, answer), optimal);
    // An accepted answer is a move string or `unsolvable`; only a rejected one needs a closer look.
    if (judged.verdict === 'accepted' || answer === UNSOLVABLE || MOVE_STRING.test(answer)) return judged;
    return { verdict: 'presentation-error', reason: notAMoveString(answer) };
  }
  if (answer === UNSOLVABLE || answer === '-1') return fromVerdict(judgeMoveCount(puzzle, board, UNSOLVABLE), true);
  if (WHOLE_NUMBER.test(answer) && !answer.startsWith('-')) return fromVerdict(judgeMoveCount(puzzle, board, Number(answer)), true);
  return { verdict: 'presentation-error', reason: notACount(answer) };
}

function fromVerdict(verdict: Verdict, optimal: boolean): AnswerJudgement {
  if (isAccepted(verdict, optimal)) return { verdict: 'accepted', reason: '', judged: verdict };
  return { verdict: verdict.kind === 'longer' ? 'not-shortest' : 'wrong-answer', reason: describeVerdict(verdict).message, judged: verdict };
}

function notAMoveString(answer: string): string {
  if (answer.toLowerCase() === UNSOLVABLE) return `'${answer}': write 'unsolvable' in lower case`;
  if (WHOLE_NUMBER.test(answer)) return `a number, where a move string (u, d, l, r) or 'unsolvable' is expected`;
  const letters = [...answer];
  const at = letters.findIndex((letter) => !'udlr'.includes(letter));
  return `not a move string (u, d, l, r) or 'unsolvable': '${letters[at]}' at character ${at + 1}`;
}

function notACount(answer: string): string {
  if (answer === '') return 'no answer: the number of moves is expected';
  if (MOVE_STRING.test(answer)) return 'a move string, where the number of moves is expected';
  return 'not a number of moves';
}
