/**
 * Samples: boards given as input and answers given as output, paired in
 * order, case by case, as `X.in` and `X.out` are. The layouts:
 * - a section: a header that opens the input ("Sample Input", "Input",
 *   输入样例, 样例输入, 输入 #1, a Markdown heading), its boards, then a
 *   header that opens the output, its answers; blank lines, code fences,
 *   comment markers, docstring quotes, case labels and lines that give an
 *   answer's length in between. Numbered sections pair by number; a copied
 *   page's side-by-side titles head boards followed by their answers;
 * - LeetCode's example: `Input: board = …` then `Output: 1`, each header on
 *   the line it heads;
 * - a run: two or more boards, each alone on its line, followed directly by
 *   answers, each alone on its line, all with the same comment marker.
 * A sample whose boards and answers differ in number is ambiguous: nothing
 * in it is judged, so no answer is ever held against another case's board.
 * Where each case gives its own goal (HDU 3567), a case is two boards.
 */
import { hasTable } from '../sizes';
import type { ScanContext } from './context';
import type { FoundBoard } from './foundBoard';
import type { FoundAnswer } from './foundAnswer';
import { answerLine, headerOf, holdsNothing, inlineHeaderOf, prefixOf, wordsOf } from './sampleLines';

/**
 * The most lines a sample spans, first header (or board) to last answer.
 * A window of a document is read with more context than this on each side,
 * so every window sees the whole of any sample it shows a line of.
 */
export const SAMPLE_LINES = 64;

const MAY_OPEN_INPUT = /input|输入/i;
/** Both headers on one line, as a copied judge page leaves its two columns' titles: `Input复制  Output复制`, `输入 输出`. */
const SIDE_BY_SIDE =
  /^(?:sample[ \t]*)?(?:input|输入)[ \t]*(?:[(（]?(?:复制|copy)[)）]?)?[ \t]+(?:sample[ \t]*)?(?:output|输出)[ \t]*(?:[(（]?(?:复制|copy)[)）]?)?[ \t]*[:：]?$/i;
/** The length of the answer that follows on the next line: HDU 3567's `Case 1: 2`, a write-up's `Puzzle can be solved in 9 moves`. */
const ANSWER_LENGTH =
  /^(?:(?:case|test)[ \t]*#?[ \t]*\d+[ \t]*[:：][ \t]*\d+|(?:the[ \t]+)?puzzle can be solved in \d+ moves?\.?)$/i;

/**
 * What the samples of some lines decide: the answers they pair, and the boards and lines no other rule may
 * pair.
 */
export interface Samples {
  readonly answers: FoundAnswer[];
  readonly boards: Set<FoundBoard>;
  /** Document lines (0-based) that hold a sample's answer, paired or not. */
  readonly lines: Set<number>;
}

type Line = NonNullable<ReturnType<typeof answerLine>> & { readonly line: number };

export function findSamples(
  lines: readonly string[],
  first: number,
  boards: readonly FoundBoard[],
  context: ScanContext,
): Samples {
  const samples: Samples = { answers: [], boards: new Set(), lines: new Set() };
  const byLine = new Map<number, FoundBoard[]>();
  for (const board of boards)
    byLine.set(board.line - first, [...(byLine.get(board.line - first) ?? []), board]);
  for (let i = 0; i < lines.length; i++) {
    // Most lines open neither a section nor a run: two cheap tests say so.
    let end = i;
    if (MAY_OPEN_INPUT.test(lines[i]) && headerOf(lines[i]) === 'input')
      end = section(lines, i, byLine, context, samples, first);
    else if (MAY_OPEN_INPUT.test(lines[i]) && SIDE_BY_SIDE.test(wordsOf(lines[i]).words))
      end = section(lines, i, byLine, context, samples, first, true);
    else if (byLine.has(i)) {
      const inline = MAY_OPEN_INPUT.test(lines[i]) ? inlineHeaderOf(lines[i]) : undefined;
      if (inline?.kind === 'input') end = inlineSample(lines, i, inline.at, byLine, context, samples, first);
      if (end === i) end = run(lines, i, byLine, context, samples, first);
    }
    if (end > i) i = end;
  }
  return samples;
}

/** The section whose input header is line `header`; returns its last line, or `header` when it is none. */
function section(
  lines: readonly string[],
  header: number,
  byLine: ReadonlyMap<number, FoundBoard[]>,
  context: ScanContext,
  samples: Samples,
  first: number,
  sideBySide = false,
): number {
  const inputs: FoundBoard[] = [];
  let i = header + 1;
  for (; i < lines.length && i - header <= SAMPLE_LINES; i++) {
    if (headerOf(lines[i])) break;
    if (holdsNothing(lines[i])) continue;
    const board = boardAloneOn(lines, i, byLine, true);
    // A count of cases may open the input (UVa 652's `2`); anything else is no sample, or, under side-by-side headers, the output.
    if (!board) {
      if (inputs.length === 0 && /^\d+$/.test(wordsOf(lines[i]).words)) continue;
      if (sideBySide && inputs.length > 0) break;
      return header;
    }
    inputs.push(board);
    i += board.lineCount - 1;
  }
  if (i >= lines.length || inputs.length === 0) return header;
  const inputsEnd = i - 1;
  // A copied page's `Input复制  Output复制` heads both columns, copied one after the other: the output starts where the boards end.
  if (sideBySide) return answersAfter(lines, header, inputsEnd, inputs, context, samples, first);
  const number = caseNumberOf(lines[header]);
  const next = headerOf(lines[i]) === 'output' ? caseNumberOf(lines[i]) : null;
  // Interleaved (`Sample Input 1`, `Sample Input 2`, then `Sample Output 1`, `Sample Output 2`): the output that
  // follows answers another case, so this case's is found by its number, or nothing is judged. Never a guess.
  const interleaved = next === null || (number !== undefined && next !== undefined && next !== number);
  if (interleaved && number === undefined) return header;
  const output = interleaved ? numberedOutput(lines, i, header, number as number) : i;
  if (output < 0) {
    for (const board of inputs) samples.boards.add(board);
    return inputsEnd;
  }
  const { answers, last } = sampleAnswers(lines, output, header, inputs, context);
  if (last - header > SAMPLE_LINES || answers.length === 0) {
    if (interleaved) for (const board of inputs) samples.boards.add(board);
    return interleaved ? inputsEnd : header;
  }
  pair(inputs, answers, samples, first, context);
  // The other cases' inputs lie between this one's and its output: they are read in their turn.
  return interleaved ? inputsEnd : last;
}

/**
 * The answers straight after the boards of a side-by-side sample, paired with them; returns the sample's last
 * line.
 */
function answersAfter(
  lines: readonly string[],
  header: number,
  inputsEnd: number,
  inputs: readonly FoundBoard[],
  context: ScanContext,
  samples: Samples,
  first: number,
): number {
  const { answers, last } = sampleAnswers(lines, inputsEnd, header, inputs, context);
  if (last - header > SAMPLE_LINES || answers.length === 0) return header;
  pair(inputs, answers, samples, first, context);
  return last;
}

/**
 * Whether a sample's number answers its boards though the file names no
 * problem that asks for one: only where the size's problems that count
 * moves agree on the goal. The eight puzzle's do not (Luogu P1379 counts
 * toward 123804765, AcWing 845 toward 12345678x): its counts wait for the
 * problem's name, so Luogu's `283104765` / `4` is never judged toward the
 * wrong goal. LeetCode 773's 2×3 counts toward its size's own. A 4×4
 * count waits too: with no table to judge it exactly, a right count toward
 * another goal (Korf's blank first) could read as too few toward this one.
 */
function countsWithoutProblem(boards: readonly FoundBoard[], context: ScanContext): boolean {
  return !context.counts && boards.every((board) => board.size.key !== '3x3' && hasTable(board.size));
}

/**
 * The answers to `inputs` on the lines after `output` (a header, or the
 * last line of the input), and the last line that holds one. Under an
 * output header a number is the answer (LeetCode's `1`), though the file
 * names no problem that asks for one, where the goal is sure.
 */
function sampleAnswers(
  lines: readonly string[],
  output: number,
  header: number,
  inputs: readonly FoundBoard[],
  context: ScanContext,
): { answers: Line[]; last: number } {
  const read = answersUnder(lines, output, header, context);
  return read.answers.length === 0 && countsWithoutProblem(inputs, context)
    ? answersUnder(lines, output, header, { ...context, counts: true })
    : read;
}

/** The answers on the lines after `output` (a header, or the last line of the input), and the last line that holds one. */
function answersUnder(
  lines: readonly string[],
  output: number,
  header: number,
  context: ScanContext,
): { answers: Line[]; last: number } {
  const answers: Line[] = [];
  let last = output;
  for (let i = output + 1; i < lines.length && i - header <= SAMPLE_LINES + 1; i++) {
    if (headerOf(lines[i])) break;
    if (holdsNothing(lines[i])) continue;
    const answer = answerLine(lines[i], context);
    // HDU 3567 heads each answer with its length (`Case 1: 2`, then `dd`): the moves are the answer judged.
    if (!answer && ANSWER_LENGTH.test(wordsOf(lines[i]).words)) continue;
    if (!answer) break;
    answers.push({ ...answer, line: i });
    last = i;
  }
  return { answers, last };
}

/** The most lines between an inline input and its inline output: blank lines, a fence. */
const INLINE_GAP = 3;
/** What may stand around a board under (or after) a header: a name it is given (`board = `), quotes, brackets and separators. */
const AROUND_SAMPLE_BOARD = /^(?:[A-Za-z_]\w*[ \t]*=[ \t]*)?[\s"'`,;{}[\]()]*$/;

/**
 * LeetCode's example, each header on the line it heads: `Input: board =
 * [[1,2,3],[4,0,5]]`, then `Output: 1` (its answer a count, as LeetCode
 * 773 asks). Returns the output's line, or `header` when it is none.
 */
function inlineSample(
  lines: readonly string[],
  header: number,
  at: number,
  byLine: ReadonlyMap<number, FoundBoard[]>,
  context: ScanContext,
  samples: Samples,
  first: number,
): number {
  const found = byLine.get(header);
  if (found?.length !== 1 || found[0].start < at) return header;
  const [board] = found;
  const around =
    lines[header].slice(at, board.start) +
    (board.lineCount === 1 ? lines[header].slice(board.end, wordsOf(lines[header]).end) : '');
  if (!AROUND_SAMPLE_BOARD.test(around)) return header;
  for (
    let i = header + board.lineCount;
    i < lines.length && i - header <= INLINE_GAP + board.lineCount;
    i++
  ) {
    if (holdsNothing(lines[i])) continue;
    const output = inlineHeaderOf(lines[i]);
    const answer =
      output?.kind === 'output'
        ? answerLine(
            lines[i].slice(output.at),
            countsWithoutProblem([board], context) ? { ...context, counts: true } : context,
          )
        : undefined;
    if (!output || !answer) return header;
    pair(
      [board],
      [{ ...answer, start: answer.start + output.at, end: answer.end + output.at, line: i }],
      samples,
      first,
      context,
    );
    return i;
  }
  return header;
}

/** The number a header gives its case (`Sample Input 2`, `输出样例 #2`), if any. */
function caseNumberOf(text: string): number | undefined {
  const digits = /\d+/.exec(wordsOf(text).words);
  return digits ? Number(digits[0]) : undefined;
}

/** The line of the output header numbered `number` below line `from`, within the sample's span from `header`; -1 if none. */
function numberedOutput(lines: readonly string[], from: number, header: number, number: number): number {
  for (let i = from; i < lines.length && i - header < SAMPLE_LINES; i++) {
    if (headerOf(lines[i]) === 'output' && caseNumberOf(lines[i]) === number) return i;
  }
  return -1;
}

/** The run of boards starting on line `start`, with the answers below it; returns its last line, or `start` when it is none. */
function run(
  lines: readonly string[],
  start: number,
  byLine: ReadonlyMap<number, FoundBoard[]>,
  context: ScanContext,
  samples: Samples,
  first: number,
): number {
  const prefix = prefixOf(lines[start]);
  const inputs: FoundBoard[] = [];
  let i = start;
  for (; i < lines.length && prefixOf(lines[i]) === prefix; i++) {
    const board = boardAloneOn(lines, i, byLine, false);
    if (!board || board.lineCount !== 1) break;
    inputs.push(board);
  }
  if (inputs.length < 2) return start;
  const answers: Line[] = [];
  for (; i < lines.length && prefixOf(lines[i]) === prefix; i++) {
    const answer = answerLine(lines[i], context, false);
    if (!answer) break;
    answers.push({ ...answer, line: i });
  }
  const last = start + inputs.length + answers.length - 1;
  // Too long a run to be one sample is a table of boards: the rule for a board and the line below it applies.
  if (answers.length === 0 || last - start > SAMPLE_LINES) return start + inputs.length - 1;
  pair(inputs, answers, samples, first, context);
  return last;
}

/**
 * Boards and answers in order when their numbers agree; else nothing is
 * judged, and neither is paired by another rule. Where each case gives its
 * goal after its start (`caseGoals`), there are two boards an answer, and
 * the second of each two is the goal its answer goes toward.
 */
function pair(
  boards: readonly FoundBoard[],
  answers: readonly Line[],
  samples: Samples,
  first: number,
  context: ScanContext,
): void {
  for (const board of boards) samples.boards.add(board);
  for (const answer of answers) samples.lines.add(answer.line + first);
  const perCase = context.caseGoals ? 2 : 1;
  if (boards.length !== answers.length * perCase) return;
  answers.forEach((answer, k) => {
    const { start, end, text, reading } = answer;
    const goal = perCase === 2 ? { goal: boards[2 * k + 1] } : {};
    samples.answers.push({
      line: answer.line + first,
      start,
      end,
      text,
      reading,
      board: boards[perCase * k],
      ...goal,
    });
  });
}

/**
 * The one board that starts on line `i` and holds the line's words (a grid
 * its first row's), if there is one. Under a header, `quoted` lets quotes,
 * brackets and separators stand around it, as a sample copied into code
 * has them; in a bare run they are code (`"…",` then `dd`), never a sample.
 */
function boardAloneOn(
  lines: readonly string[],
  i: number,
  byLine: ReadonlyMap<number, FoundBoard[]>,
  quoted: boolean,
): FoundBoard | undefined {
  const found = byLine.get(i);
  if (found?.length !== 1) return undefined;
  const [board] = found;
  const { start, end } = wordsOf(lines[i]);
  const around =
    lines[i].slice(start, board.start) +
    lines[i].slice(board.lineCount === 1 ? board.end : lines[i].length, end);
  // Under a header a sample may be given as code: `board = [[1,2,3],[4,0,5]]`.
  return (quoted ? AROUND_SAMPLE_BOARD : /^\s*$/).test(around) ? board : undefined;
}
