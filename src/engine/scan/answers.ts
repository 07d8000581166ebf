import { puzzleOf } from '../puzzle';
import { Puzzle } from '../puzzleType';
import type { Size } from '../sizes';
import { findBoards, LINE_PREFIX } from './boards';
import { contextOf, ScanContext } from './context';
import { FoundBoard } from './foundBoard';
import { FoundAnswer } from './foundAnswer';
import { MOVE_LIST, MOVE_WORDS, QUOTED_MOVE_WORD, readAnswer } from './sampleLines';
import { findSamples } from './samples';

export type { AnswerReading } from './sampleLines';
export type { FoundAnswer } from './foundAnswer';

/*
 * The pairing rule. Source files are full of short names made of u, d, l
 * and r (`d = {}`, `l = len(xs)`, `["…", dd]`), so a word of moves counts
 * only where it plainly answers a board:
 * - on the board's line, right after it, with only whitespace, arrows and
 *   separators (`->`, `=>`, `→`, `:`, `：`, `|`) and quotes between; never
 *   after `,`, `;`, `=` or a bracket, which is code. A quoted board followed
 *   by `:` is a key, so its answer must be quoted too (`"…": "ullddr"`);
 * - or alone in a comment that follows the board on its line, after code
 *   that only closes it (`"2 3 4 1 5 x 7 6 8",  // ullddrurdllurdruldr`);
 * - or as the only word of the line after a board (or grid) that ends its
 *   own line, after the same indentation and comment marker, with at most
 *   a comment after it, perhaps after a label (`Moves:`), and in a file
 *   about the puzzle after a log line that goes on past the board;
 * - or as what a call prints: the line after `>>>` or `print(…)` lines;
 * - or as a test's expected list of move words (`== ['RIGHT', 'RIGHT']`) on
 *   a line that calls a search.
 * The word must be all `u d l r` (lower case, as the judges write them), or
 * `unsolvable`; after a board of a size whose answers the registry allows in
 * capitals (3×3, 4×4) also all `U D L R`, as UVa 10181 writes them. On a
 * line of its own it may also be AIMA's words (`UP LEFT`, `['UP', 'LEFT']`).
 * Samples (samples.ts) come first: their boards and answers are paired in
 * order, and no rule here pairs them again.
 */
const ARROW_OR_SEPARATOR = '(?:-+>|=+>|→|⇒|:|：|\\|)';
const QUOTE = '["\'`]';
const COMMENT_MARKER = '(?:\\/\\/|#|\\/\\*|--)';

/** The patterns that find an answer made of `word` next to a board. */
interface AnswerPatterns {
  /** Board, closing quote, separators, opening quote, answer. */
  readonly direct: RegExp;
  /** Board, code that closes it, a comment holding nothing but the answer. */
  readonly inComment: RegExp;
  readonly aloneOnLine: RegExp;
}

/** `alone`: what may stand alone on the line below a board, which is also a number of moves where the file's problem asks for one. */
function answerPatterns(word: string, alone = word): AnswerPatterns {
  return {
    direct: new RegExp(`^(${QUOTE})?[ \\t]*((?:${ARROW_OR_SEPARATOR}[ \\t]*)*)(${QUOTE})?${word}`),
    inComment: new RegExp(`^([ \\t"'\`)\\]};,]*${COMMENT_MARKER}[ \\t]*)${word}[ \\t]*(?:\\*\\/[ \\t]*)?$`),
    aloneOnLine: new RegExp(`^${alone}[ \\t]*(?:(?:\\/\\/|#|--).*|\\*\\/[ \\t]*)?$`),
  };
}

const LOWER = '(unsolvable|[udlr]+)';
const ANY_CASE = '(unsolvable|[udlr]+|[UDLR]+)';
/** A number of moves as Luogu P1379 or AcWing 845 print one, `-1` for none: only under a board, never on its line, where a number is its count. */
const OR_COUNT = (word: string): string => word.replace(/\)$/, '|-1|\\d{1,3})');
/** AIMA's words (`UP LEFT`, `['UP', 'LEFT']`) stand on their own line under a board, or as a call's printed output; never on the board's line, where a list is code. */
const OR_WORDS = (word: string): string => word.replace(/^\(/, `(${MOVE_WORDS}|`);
const PATTERNS = {
  lower: answerPatterns(LOWER, OR_WORDS(LOWER)),
  anyCase: answerPatterns(ANY_CASE, OR_WORDS(ANY_CASE)),
  lowerOrCount: answerPatterns(LOWER, OR_WORDS(OR_COUNT(LOWER))),
  anyCaseOrCount: answerPatterns(ANY_CASE, OR_WORDS(OR_COUNT(ANY_CASE))),
};

function patternsFor(board: FoundBoard, context: ScanContext): AnswerPatterns {
  const upper = board.size.forms.upperCaseAnswers;
  if (context.counts) return upper ? PATTERNS.anyCaseOrCount : PATTERNS.lowerOrCount;
  return upper ? PATTERNS.anyCase : PATTERNS.lower;
}

/** What may follow an unquoted answer: not more of a word, a call, an index or an assignment. */
const AFTER_BARE_ANSWER =
  /^(?:[ \t]*$|[ \t]+(?![ \t]|[-+*/%]?=(?!>)|\+\+|--)|[|)\]}!?,;*]|\.(?![\w.])|\/[/*])/;
/**
 * What may end a board's line for the next line to answer it: nothing, or
 * an arrow, a colon, a full stop; and the end of a block comment. A tuple's
 * closing parenthesis (`(2, 4, 3, 1, 5, 6, 7, 8, 0)`) is the board's own.
 */
const LINE_AFTER_BOARD = /^\)?[ \t]*(?:(?:-+>|=+>|→|⇒|:|：|\.)[ \t]*)?(\*\/[ \t]*)?$/;
/** What a log writes after a board: more fields, each a name and its value (`, tail0: 5`, `; nodes = 312`). */
const LOGGED_AFTER_BOARD = /^[ \t]*[,;|][ \t]*[A-Za-z_][\w ]*[:=]/;
/**
 * After a logged board only moves of four or more, or words, answer: a short word there is as often a name.
 */
const LOGGED_ANSWER = /^(?:[udlr]{4,}|[UDLR]{4,}|\[|UP|DOWN|LEFT|RIGHT)/;
/** A word naming the answer on the line below a board. */
const BELOW_LABEL = /^(?:moves?|answer|solution|path|步骤|答案|解)[ \t]*[:：][ \t]*/i;
/** A word an answer may be, or an output header, under which a count may answer (samples.ts). */
const ANY_ANSWER_WORD =
  /(?<!\w)(?:[udlr]+|[UDLR]+|unsolvable|UP|DOWN|LEFT|RIGHT)(?!\w)|['"](?:up|down|left|right)['"]|[Oo]utput|OUTPUT|输出/;
/**
 * Code between a board and the answer it prints: a REPL's `>>>` and `...`
 * lines, or a `print(…)` (`print(astar_search(puzzle).solution())`). At
 * most two of them, and the printed line must hold the answer alone.
 */
const CALL_LINE = /^[ \t]*(?:>>>|\.\.\.)(?:[ \t]|$)|\bprint[ \t]*\(/;
const MOST_CALL_LINES = 2;

/**
 * Every answer paired with a board in `lines`, which start at line `first`
 * of the document, in order. `context` is what the whole document says of
 * itself; by default, what these lines say.
 */
export function findAnswers(
  lines: readonly string[],
  first = 0,
  context: ScanContext = contextOf(lines.join('\n')),
): FoundAnswer[] {
  const answers: FoundAnswer[] = [];
  // Most lines of most files hold no answer word at all; such a stretch needs no board search (but a count
  // may answer under an output header).
  if (!context.counts && !lines.some((line) => ANY_ANSWER_WORD.test(line))) return answers;
  const boards = findBoards(lines, first, context);
  const samples = findSamples(lines, first, boards, context);
  answers.push(...samples.answers);
  for (const board of boards) {
    if (samples.boards.has(board)) continue;
    const patterns = patternsFor(board, context);
    const last = board.line + board.lineCount - 1 - first;
    const sameLine =
      board.lineCount === 1
        ? (answerOnBoardLine(lines[last], board.end, patterns) ?? assertedOnLine(lines[last], board.end))
        : undefined;
    if (sameLine) {
      answers.push({ ...sameLine, line: last + first, reading: readAnswer(sameLine.text), board });
      continue;
    }
    if (last + 1 >= lines.length || samples.lines.has(last + 1 + first)) continue;
    const below =
      answerBelow(lines[last], board.end, lines[last + 1], patterns, context) ??
      answerAfterCall(lines, last, patterns) ??
      assertedBelow(lines, last, board.end);
    if (below)
      answers.push({
        ...below,
        line: (below.line ?? last + 1) + first,
        reading: readAnswer(below.text),
        board,
      });
  }
  return answers.sort((a, b) => a.line - b.line || a.start - b.start);
}

/**
 * The puzzle an answer is judged in: toward its case's own goal where the
 * case gives one, else toward `puzzleFor`'s goal for the board's size.
 * Undefined when the case's goal is no board of that size (a repeated
 * tile): that case has no verdict.
 */
export function puzzleOfAnswer(answer: FoundAnswer, puzzleFor: (size: Size) => Puzzle): Puzzle | undefined {
  if (!answer.goal) return puzzleFor(answer.board.size);
  const goal = answer.goal.result;
  return goal.ok && answer.goal.size === answer.board.size
    ? puzzleOf(answer.board.size, goal.board)
    : undefined;
}

type AnswerSpan = { start: number; end: number; text: string; line?: number };

function answerOnBoardLine(text: string, from: number, patterns: AnswerPatterns): AnswerSpan | undefined {
  const rest = text.slice(from);
  const inComment = patterns.inComment.exec(rest);
  if (inComment) return spanOf(from + inComment[1].length, inComment[2]);
  const direct = patterns.direct.exec(rest);
  if (!direct) return undefined;
  const [whole, closing, separators, opening, word] = direct;
  const after = rest.slice(whole.length);
  if (opening) {
    if (!after.startsWith(opening)) return undefined;
  } else {
    if (closing && /[:：]/.test(separators)) return undefined;
    if (!AFTER_BARE_ANSWER.test(after)) return undefined;
  }
  return spanOf(from + whole.length - word.length, word);
}

function answerBelow(
  boardLine: string,
  boardEnd: number,
  next: string,
  patterns: AnswerPatterns,
  context: ScanContext,
): AnswerSpan | undefined {
  const after = boardLine.slice(boardEnd);
  const ending = LINE_AFTER_BOARD.exec(after);
  // A solver's log may go on after the board (`start: 2 3 4 1 5 x 7 6 8, nodes: 312`): in a file about the puzzle, its answer may still stand below.
  const logged = !ending && context.puzzle && LOGGED_AFTER_BOARD.test(after);
  if (!ending && !logged) return undefined;
  const above = LINE_PREFIX.exec(boardLine);
  const here = LINE_PREFIX.exec(next);
  if (!above || !here || !continuesComment(above, ending?.[1] !== undefined, here)) return undefined;
  // A word that names the answer may come first: `Moves: ullddr`, `答案：ullddr`.
  const start = here[0].length + (BELOW_LABEL.exec(next.slice(here[0].length))?.[0].length ?? 0);
  const match = patterns.aloneOnLine.exec(next.slice(start));
  if (!match || (logged && !LOGGED_ANSWER.test(match[1]))) return undefined;
  return spanOf(start, match[1]);
}

/** The answer a call prints under its board's line: a REPL's output, or the comment after a `print(…)` (`# ['UP', 'LEFT']`). */
function answerAfterCall(
  lines: readonly string[],
  last: number,
  patterns: AnswerPatterns,
): (AnswerSpan & { line: number }) | undefined {
  let line = last + 1;
  for (let calls = 0; line < lines.length && isCallLine(lines[line]); calls++, line++)
    if (calls === MOST_CALL_LINES) return undefined;
  // The board's own line may be the search whose value a notebook shows under it (`astar_search(EightPuzzle((…))).solution()`): then only a list of move words answers.
  if (line === last + 1 && line < lines.length && SEARCHES.test(lines[last])) {
    const start = LINE_PREFIX.exec(lines[line])?.[0].length ?? 0;
    const list = QUOTED_LIST.exec(lines[line].slice(start));
    return list ? { ...spanOf(start, list[1]), line } : undefined;
  }
  if (line === last + 1 || line >= lines.length) return undefined;
  const start = LINE_PREFIX.exec(lines[line])?.[0].length ?? 0;
  const match = patterns.aloneOnLine.exec(lines[line].slice(start));
  return match ? { ...spanOf(start, match[1]), line } : undefined;
}

/**
 * A test's expected moves, compared with `==` to what a search of the
 * board finds: AIMA's `assert astar_search(EightPuzzle((…)))[0] == …
 * (['RIGHT', 'RIGHT'])`. Only a list of quoted move words counts, and only
 * where the line calls a search or asks for a solution: the same list is
 * what `puzzle.actions(board) == ['UP', 'LEFT']` says the legal moves are.
 * No quote may come between the board and the `==`, which would make the
 * board part of another value.
 */
const ASSERTED = new RegExp(`^[^"'\n]*?==.*?(${MOVE_LIST})`);
const SEARCHES = /search|solve|solution/i;
/** A list of quoted move words alone on its line. */
const QUOTED_LIST = new RegExp(`^(${MOVE_LIST})[ \\t]*$`);
/** The same list opened at the end of the board's line, its words on the next (`… == [` then `'UP', 'LEFT'` then `]`). */
const ASSERTED_OPEN = /^[^"'\n]*?==[ \t]*\[[ \t]*$/;
const QUOTED_WORDS = new RegExp(
  `^[ \\t]*((?:${QUOTED_MOVE_WORD}[ \\t]*,[ \\t]*)*${QUOTED_MOVE_WORD})[ \\t]*,?[ \\t]*(?:\\][ \\t]*)?$`,
);

function assertedOnLine(text: string, from: number): AnswerSpan | undefined {
  if (!SEARCHES.test(text)) return undefined;
  const found = ASSERTED.exec(text.slice(from));
  return found ? spanOf(from + found[0].length - found[1].length, found[1]) : undefined;
}

function assertedBelow(
  lines: readonly string[],
  last: number,
  from: number,
): (AnswerSpan & { line: number }) | undefined {
  if (!SEARCHES.test(lines[last]) || !ASSERTED_OPEN.test(lines[last].slice(from)) || last + 1 >= lines.length)
    return undefined;
  const found = QUOTED_WORDS.exec(lines[last + 1]);
  if (!found) return undefined;
  const start = lines[last + 1].indexOf(found[1]);
  return { ...spanOf(start, found[1]), line: last + 1 };
}

/** A `>>>` line may sit in a comment or a docstring's quote (`# >>> solve(p)`), past the line's own marker. */
function isCallLine(text: string): boolean {
  return CALL_LINE.test(text.slice(LINE_PREFIX.exec(text)?.[0].length ?? 0));
}

/**
 * Whether the line below a board is written as part of the same text: the
 * same indentation and comment marker, or the way block comments go on
 * (` * ` under a `/*` left open) and start again (`/* … *\/` under a line
 * whose comment closes after the board).
 */
function continuesComment(above: RegExpExecArray, closesComment: boolean, here: RegExpExecArray): boolean {
  const [aboveIndent, aboveMarker = ''] = [above[1], above[2]];
  const [hereIndent, hereMarker = ''] = [here[1], here[2]];
  if (closesComment) return hereIndent === aboveIndent && hereMarker.startsWith('/*');
  if (aboveMarker.startsWith('/*'))
    return hereMarker.startsWith('*') && (hereIndent === aboveIndent || hereIndent === aboveIndent + ' ');
  return hereIndent === aboveIndent && hereMarker === aboveMarker;
}

function spanOf(start: number, word: string): AnswerSpan {
  return { start, end: start + word.length, text: word };
}
