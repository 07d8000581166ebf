// How an inserted answer is written: as the file's own answers are. The
// judges write `ullddr`, UVa 10181 writes capitals (`LLUR`), hand-typed
// files space or comma them (`L L D`, `L, L, D`), and AIMA's code lists
// words (`['UP', 'LEFT']`); an answer in another notation among them reads
// as a mistake (and for UVa is one). Pure: the host passes the document's
// lines and head, so this is unit-tested without VS Code.
import { findAnswersBetween, JUDGES_NOTATION, LineSource, Notation, notationOf } from '../../engine';
import { problemNamedIn, problemOf } from '../../problems';

/**
 * Lines either side of the puzzle read for the answers the file already has: the neighbours, never the whole
 * of a large file.
 */
const NEIGHBOURHOOD = 400;

/** Text that is moves in some notation: letters, words, spaces, commas, quotes, a list's brackets. */
const MOVES_TEXT = /^\[?\s*(?:["']?(?:up|down|left|right|[udlr])["']?(?:\s*,\s*|\s+)?)+\]?$/i;

function isMovesText(text: string): boolean {
  return text.trim() !== '' && MOVES_TEXT.test(text.trim());
}

/**
 * The notation for an answer to the puzzle on line `near`: that of the
 * answer it replaces, if any; else the one most of the answers around it are
 * written in; else capitals when the file names a problem whose answers are
 * in capitals (its `head`, as the testing features read it); else the judges'.
 */
export function answerNotationFor(
  lines: LineSource,
  near: number,
  head: string,
  replaced?: string,
): Notation {
  if (replaced !== undefined && isMovesText(replaced)) return notationOf(replaced.trim());
  const counts = new Map<string, { notation: Notation; count: number }>();
  const from = Math.max(0, near - NEIGHBOURHOOD);
  const to = Math.min(lines.lineCount - 1, near + NEIGHBOURHOOD);
  for (const answer of findAnswersBetween(lines, from, to)) {
    if (answer.reading.kind !== 'moves' || !isMovesText(answer.text)) continue;
    const notation = notationOf(answer.text);
    const key = JSON.stringify(notation);
    counts.set(key, { notation, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count);
  // A tie says nothing of the file: then the problem it names decides.
  if (ranked.length > 0 && (ranked.length === 1 || ranked[0].count > ranked[1].count))
    return ranked[0].notation;
  const named = problemNamedIn(head);
  const form = named === undefined ? undefined : problemOf(named).answer;
  return form?.kind === 'moves' && form.case === 'upper'
    ? { ...JUDGES_NOTATION, upperCase: true }
    : JUDGES_NOTATION;
}
