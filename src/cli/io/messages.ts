import { ParseError } from '../../engine';

/** The widest piece of an input line a message shows. */
const WINDOW = 72;
/** How much of the line before the offending text the window keeps. */
const BEFORE = 24;
const ELLIPSIS = '…';

/**
 * A bad board as a compiler would report it: where (line and column, 1-based),
 * what, and the line with the offending text underlined. `boardText` is the
 * board's own text (one line, or a grid's three), whose first line is `line`
 * (0-based), so no message ever looks at the rest of the input.
 */
export function describeBoardError(boardText: string, line: number, error: ParseError): string {
  const { offset, length, message } = error;
  const rowStart = boardText.lastIndexOf('\n', offset - 1) + 1;
  let rowEnd = boardText.indexOf('\n', offset);
  if (rowEnd < 0) rowEnd = boardText.length;
  let row = 0;
  for (let i = boardText.indexOf('\n'); i >= 0 && i < rowStart; i = boardText.indexOf('\n', i + 1)) row++;
  const lineText = boardText.slice(rowStart, rowEnd).replace(/\r$/, '');
  const column = offset - rowStart;
  const { shown, underline } = showInLine(lineText, column, Math.min(length, lineText.length - column));
  return `line ${line + row + 1}, column ${column + 1}: ${escapeControls(message)}\n  ${shown}\n  ${underline}`;
}

/** A line over the cap: where, how long, and how it starts. */
export function describeLongLine(line: number, head: string, length: number, cap: number): string {
  const { shown } = showInLine(head, 0, 0);
  const cut = head.length < length && !shown.endsWith(ELLIPSIS) ? ELLIPSIS : '';
  return `line ${line + 1}: ${formatCount(length)} characters, too long for a board (a line may hold at most ${formatCount(cap)})\n  ${shown}${cut}`;
}

/**
 * The part of `lineText` around `text[column, column + length)` that fits a
 * message, with control characters escaped, and the underline beneath the
 * offending text (at least one `^`, so an empty range is still pointed at).
 */
export function showInLine(
  lineText: string,
  column: number,
  length: number,
): { shown: string; underline: string } {
  let start = Math.max(0, column - BEFORE);
  if (lineText.length - start < WINDOW) start = Math.max(0, lineText.length - WINDOW);
  const end = Math.min(lineText.length, start + WINDOW);
  let shown = start > 0 ? ELLIPSIS : '';
  let underlineFrom = -1;
  let underlineTo = -1;
  for (let i = start; i < end; i++) {
    if (i === column) underlineFrom = shown.length;
    if (i === column + length) underlineTo = shown.length;
    shown += escapeUnit(lineText, i, true);
  }
  if (underlineFrom < 0) underlineFrom = shown.length;
  if (underlineTo < 0) underlineTo = shown.length;
  if (end < lineText.length) shown += ELLIPSIS;
  return {
    shown,
    underline: ' '.repeat(underlineFrom) + '^'.repeat(Math.max(1, underlineTo - underlineFrom)),
  };
}

/**
 * Text from the user's input, or a file's name, made safe to print: control
 * characters, invisible direction marks and lone surrogates are escaped,
 * each once, as one backslash escape (`\t`, `\x1b`, `\u202e`). A name's
 * byte that is not UTF-8 (held as U+DC80 + byte, pathBytes.ts) is shown as
 * the byte, `\xff`.
 */
export function escapeControls(text: string): string {
  let escaped = '';
  for (let i = 0; i < text.length; i++) escaped += escapeUnit(text, i, false);
  return escaped;
}

/** The short escapes people read at a glance; any other control character is `\xNN`. */
const SHORT_ESCAPES: Readonly<Record<number, string>> = { 9: '\\t', 10: '\\n', 13: '\\r' };

/**
 * The UTF-16 unit at `at` as a terminal should see it: a tab becomes a space
 * in a shown line (`tabAsSpace`), and anything that would move the cursor,
 * ring, reorder text, or be written as U+FFFD (half of a surrogate pair
 * without its other half) is written as an escape.
 */
function escapeUnit(text: string, at: number, tabAsSpace: boolean): string {
  const code = text.charCodeAt(at);
  if (code === 9 && tabAsSpace) return ' ';
  if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0))
    return SHORT_ESCAPES[code] ?? `\\x${hex(code, 2)}`;
  if (code >= 0xd800 && code <= 0xdfff && !pairedSurrogate(text, at))
    return code >= 0xdc80 && code <= 0xdcff ? `\\x${hex(code - 0xdc00, 2)}` : `\\u${hex(code, 4)}`;
  if (
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0xfeff ||
    (code >= 0x200e && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  ) {
    return `\\u${hex(code, 4)}`;
  }
  return text[at];
}

function pairedSurrogate(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0xdc00) return isLowSurrogate(text.charCodeAt(at + 1));
  return isHighSurrogate(text.charCodeAt(at - 1));
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, '0');
}

/** 1234567 as `1,234,567`, the same on every machine. */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `1 case`, `2 cases`. */
export function count(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** The case count a judges' input starts with, and its line (0-based). */
export interface CaseCount {
  readonly declared: number;
  readonly line: number;
}

/** What an input's case count says against its boards, said once on standard error. */
export interface CaseCountNotice {
  readonly message: string;
  /**
   * The input is a case count and nothing else (`3` and no boards): an
   * error, since a judge given it would answer nothing, and a silent
   * success would hide a truncated or mistyped file. Otherwise the count
   * disagrees with the boards, which is not a failure.
   */
  readonly fails: boolean;
}

/**
 * The notice for an input whose case count disagrees with its boards; undefined when they agree or there is
 * no count.
 */
export function caseCountNotice(
  name: string,
  caseCount: CaseCount | undefined,
  boards: number,
): CaseCountNotice | undefined {
  if (!caseCount || caseCount.declared === boards) return undefined;
  const says = `eight-puzzle: ${name}: line ${caseCount.line + 1} says ${count(caseCount.declared, 'case')}`;
  if (boards === 0) return { message: `${says}, but no board follows`, fails: true };
  const follow = boards === 1 ? '1 board follows' : `${formatCount(boards)} boards follow`;
  return { message: `${says}, but ${follow}`, fails: false };
}
