/**
 * How the lines of a sample read: a header that opens a block of input or
 * of output, a line that holds nothing (blank, a code fence, a docstring's
 * quotes, a lone case label), or a line that holds one answer. Comment
 * markers, Markdown headings and emphasis come off first, so the same
 * sample reads the same in C++, Python, Java and Markdown.
 */
import { movesOfText } from '../notation';
import { UVA_UNSOLVABLE } from '../unsolvableWords';
import { LINE_PREFIX } from './boards';
import type { ScanContext } from './context';

export type HeaderKind = 'input' | 'output';

/** What an answer says, read the way the engine plays it. */
export type AnswerReading =
  | { readonly kind: 'moves'; readonly moves: string }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'count'; readonly count: number };

/** Where the words of a line start, past its indentation, comment marker, quote marker and emphasis. */
const LEAD = /^(?:[ \t]*(?:\/\/+|#+|--+|;+|%+|\/\*+|\*+|>)?[ \t]*)(?:"""|''')?[ \t]*(?:\*\*|__)?[ \t]*/;
/**
 * What may close a line after its words: emphasis, a block comment's end, a docstring's quotes (tested from
 * the end, not searched for).
 */
const CLOSERS = ['*/', '"""', "'''", '**', '__'];
/** The case a header may number: `Sample Input 1`, `Input #2`, `输入样例 #1`, `样例输入1`. */
const NUMBER = '(?:[ \\t]*#?[ \\t]*\\d+)?';
const END = '[ \\t]*[:：]?$';
/** What a copied judge page leaves after a header: its copy button's label (`输入（复制）`, `Sample Input (Copy)`). */
const COPY = '(?:[ \\t]*[(（](?:复制|copy)[)）])?';
/** The headers, closed by `end`: the end of the line, or (inline) the colon before what they head. */
function headerPatterns(end: string): Record<HeaderKind, RegExp> {
  return {
    input: new RegExp(
      `^(?:(?:sample|example)[ \\t]*${NUMBER}[ \\t]*)?input${NUMBER}${COPY}${end}|^(?:输入样例|样例输入|输入)${NUMBER}${COPY}${end}`,
      'i',
    ),
    // `Output for example input:`, as some statements head their sample's answers.
    output: new RegExp(
      `^(?:(?:sample|example)[ \\t]*${NUMBER}[ \\t]*)?output${NUMBER}(?:[ \\t]+for[ \\t]+(?:the[ \\t]+)?(?:sample|example)[ \\t]+input${NUMBER})?${COPY}${end}|^(?:输出样例|样例输出|输出)${NUMBER}${COPY}${end}`,
      'i',
    ),
  };
}
const HEADERS = headerPatterns(END);
/** A header with what it heads on its own line, as LeetCode writes examples: `Input: board = [[1,2,3],[4,0,5]]`, `Output: 1`, `//输入：board = …`. */
const INLINE_HEADERS = headerPatterns('[ \\t]*[:：][ \\t]*(?=\\S)');

/**
 * Lines that hold nothing of a sample: blank, a code fence, quotes or tags around a block, a lone case label.
 */
const NOTHING =
  /^(?:|(?:`{3,}|~{3,})[\w+#-]*|"""|'''|\/\*+|\*+\/|<\/?pre>|<\/?code>|(?:case|test)[ \t]*#?[ \t]*\d+[ \t]*[:：]?)$/i;

/** A case label before an answer (`Case 1: `, `#1 `, `1. `), and a word that names it (`Moves: `, `答案：`). */
const LABELS =
  /^(?:(?:case|test)[ \t]*#?[ \t]*\d+[ \t]*[:：][ \t]*|#\d+[ \t]*[:：]?[ \t]+|\d+[.)][ \t]+)?(?:(?:moves?|answer|output|steps?|步数|答案|输出)[ \t]*[:：][ \t]*)?/i;
/** How UVa 10181 says a board has no solution, as a pattern (its full stop escaped). */
const UVA_UNSOLVABLE_PATTERN = UVA_UNSOLVABLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One of AIMA's words, quoted, in either case (`'UP'`, `"left"`). */
export const QUOTED_MOVE_WORD = `['"](?:up|down|left|right|UP|DOWN|LEFT|RIGHT)['"]`;
/** A Python list of them (`['UP', 'LEFT']`). */
export const MOVE_LIST = `\\[[ \\t]*${QUOTED_MOVE_WORD}(?:[ \\t]*,[ \\t]*${QUOTED_MOVE_WORD})*[ \\t]*\\]`;
/**
 * AIMA's moves: the blank's direction in capitals, spaced (`UP LEFT UP`),
 * or a list of them ({@link MOVE_LIST}). Bare words need two: one `UP`
 * alone is as often prose.
 */
export const MOVE_WORDS = `${MOVE_LIST}|(?:UP|DOWN|LEFT|RIGHT)(?:,?[ \\t]+(?:UP|DOWN|LEFT|RIGHT))+`;
/**
 * The answer itself: a word of moves in one case, the same spaced out or
 * comma-separated (`R D L D`, `L, L, D`, tried first: `R` alone is a word
 * too), AIMA's words (`UP LEFT`, `['UP', 'LEFT']`), or `unsolvable` (UVa
 * 10181's `This puzzle is not solvable.`).
 */
const MOVES = new RegExp(
  `^(?:unsolvable|${UVA_UNSOLVABLE_PATTERN}|${MOVE_WORDS}|[udlr](?:,?[ \t][udlr])+|[UDLR](?:,?[ \t][UDLR])+|[udlr]+|[UDLR]+)`,
);
/** A number of moves, where the problem asks for one; `-1` says there is none (AcWing 845, LeetCode 773). */
const COUNT = /^(?:-1|\d{1,3})(?![\w.])/;

/** The words of a line, with the columns where they start and end. */
export function wordsOf(text: string): { start: number; end: number; words: string } {
  const start = LEAD.exec(text)?.[0].length ?? 0;
  let end = text.length;
  for (let again = true; again;) {
    while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
    const closer = CLOSERS.find((c) => end - c.length >= start && text.startsWith(c, end - c.length));
    again = closer !== undefined;
    if (closer) end -= closer.length;
  }
  return { start, end, words: text.slice(start, end) };
}

export function headerOf(text: string): HeaderKind | undefined {
  const { words } = wordsOf(text);
  if (words.length > 40) return undefined;
  if (HEADERS.input.test(words)) return 'input';
  if (HEADERS.output.test(words)) return 'output';
  return undefined;
}

/** A header that heads the rest of its line (`Output: 1`): its kind, and the column where what it heads starts. */
export function inlineHeaderOf(text: string): { kind: HeaderKind; at: number } | undefined {
  const { start, words } = wordsOf(text);
  for (const kind of ['input', 'output'] as const) {
    const found = INLINE_HEADERS[kind].exec(words);
    if (found) return { kind, at: start + found[0].length };
  }
  return undefined;
}

export function holdsNothing(text: string): boolean {
  return NOTHING.test(wordsOf(text).words);
}

/**
 * The answer a line holds as its only words, with its columns; undefined if the line holds anything else.
 * Spaced letters (`R D L D`) are an answer under a label (`Moves:`) or where `spaced` says a sample's output
 * is
 * being read; bare, they are as often a legend of the letters (`// u d l r`) as an answer.
 */
export function answerLine(
  text: string,
  context: ScanContext,
  spaced = true,
): { start: number; end: number; text: string; reading: AnswerReading } | undefined {
  const { start, words } = wordsOf(text);
  const label = LABELS.exec(words)?.[0] ?? '';
  const rest = words.slice(label.length);
  const moves = MOVES.exec(rest);
  const count = context.counts ? COUNT.exec(rest) : null;
  const found = moves ?? count;
  if (!found || found[0].length !== rest.length) return undefined;
  if (!spaced && label === '' && /[ \t]/.test(found[0])) return undefined;
  const at = start + label.length;
  return { start: at, end: at + found[0].length, text: found[0], reading: readAnswer(found[0]) };
}

/** An answer file holds answers only: letters in either case, spaced or not, a count, the unsolvable word. */
const ANSWER_FILE: ScanContext = { puzzle: true, counts: true };
/** One word that starts as moves do, whatever follows (`ul!dd`): a mistyped answer, judged so the mistake is shown. */
const MISTYPED_MOVES = /^[udlr]{2}[^ \t]*$/i;
/** A number of moves in a sentence: `solved in 31 steps`, `takes 4 moves`, `共 5 步`, `用了 5 步`. */
const PROSE_COUNT =
  /(?:\b(?:in|takes?|took|needs?|needed|requires?|required)[ \t]+|[共用需要了][ \t]*)(\d{1,3})[ \t]*(?:moves?\b|steps?\b|步)/i;

/**
 * An answer file's line read as people write answers, the same reader the
 * scanner uses on samples, and a count in a sentence (`solved in 31 steps`);
 * undefined for a line that holds none (other prose, a printed board's row,
 * a blank line), which gets no verdict rather than a false one. An empty line answers a board already at the
 * goal (`atGoal`),
 * as the judges' output has it. `mostMoves` is the longest shortest answer:
 * a printed board's compact row (`123`) reads as a number too, and no right
 * count exceeds it.
 */
export function answerFileLine(
  text: string,
  mostMoves: number,
  atGoal: boolean,
): ReturnType<typeof answerLine> {
  const found = answerLine(text, ANSWER_FILE);
  if (found) return found.reading.kind === 'count' && found.reading.count > mostMoves ? undefined : found;
  const word = text.trim();
  const start = text.length - text.trimStart().length;
  const prose = PROSE_COUNT.exec(text);
  if (prose && Number(prose[1]) <= mostMoves) {
    const at = prose.index + prose[0].search(/\d/);
    return {
      start: at,
      end: at + prose[1].length,
      text: prose[1],
      reading: { kind: 'count', count: Number(prose[1]) },
    };
  }
  if (word === '' ? !atGoal : !MISTYPED_MOVES.test(word)) return undefined;
  return {
    start,
    end: start + word.length,
    text: word,
    reading: { kind: 'moves', moves: word.toLowerCase() },
  };
}

/** What an answer's text says: moves lower-cased and unspaced (words as their letters), `unsolvable`, or a count (`-1` for none). */
export function readAnswer(text: string): AnswerReading {
  if (text === 'unsolvable' || text === '-1' || text.includes(UVA_UNSOLVABLE)) return { kind: 'unsolvable' };
  if (/^\d+$/.test(text)) return { kind: 'count', count: Number(text) };
  return { kind: 'moves', moves: movesOfText(text) };
}

/** A line's indentation and comment marker, which the lines of a run of boards and answers share. */
export function prefixOf(text: string): string {
  return LINE_PREFIX.exec(text)?.[0].trimEnd() ?? '';
}
