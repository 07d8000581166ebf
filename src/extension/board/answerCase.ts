// The case an inserted answer is written in: the file's own. The judges
// write moves in lower case (`ullddr`), but UVa 10181 writes them in
// capitals (`LLUR`), and an answer in the other case in a file of its
// answers reads as a mistake (and is one for that judge). Pure: the host
// passes the document's lines and head, so this is unit-tested without VS Code.
import { findAnswersBetween, LineSource } from '../../engine';
import { problemNamedIn, problemOf } from '../../problems';

export type AnswerCase = 'lower' | 'upper';

/** Lines either side of the puzzle read for the answers the file already has: the neighbours, never the whole of a large file. */
const NEIGHBOURHOOD = 400;

const UPPER = /^[UDLR]+$/;
const LOWER = /^[udlr]+$/;

/**
 * The case for an answer to the puzzle on line `near`: the case of the
 * answer it replaces, if any; else the case most of the answers around it
 * are in; else upper case when the file names a problem whose answers are
 * in capitals (its `head`, as the testing features read it); else lower case.
 */
export function answerCaseFor(lines: LineSource, near: number, head: string, replaced?: string): AnswerCase {
  if (replaced !== undefined && UPPER.test(replaced.trim())) return 'upper';
  if (replaced !== undefined && LOWER.test(replaced.trim())) return 'lower';
  let upper = 0;
  let lower = 0;
  const from = Math.max(0, near - NEIGHBOURHOOD);
  const to = Math.min(lines.lineCount - 1, near + NEIGHBOURHOOD);
  for (const answer of findAnswersBetween(lines, from, to)) {
    if (UPPER.test(answer.text)) upper++;
    else if (LOWER.test(answer.text)) lower++;
  }
  if (upper !== lower) return upper > lower ? 'upper' : 'lower';
  const named = problemNamedIn(head);
  const form = named === undefined ? undefined : problemOf(named).answer;
  return form?.kind === 'moves' && form.case === 'upper' ? 'upper' : 'lower';
}

/** `moves` (the board's lower-case letters) in `answerCase`; any other word (`unsolvable`) as it is. */
export function inCase(moves: string, answerCase: AnswerCase): string {
  if (!/^[udlr]*$/i.test(moves)) return moves;
  return answerCase === 'upper' ? moves.toUpperCase() : moves.toLowerCase();
}
