// One line of a learner's search trace: `expand BOARD [g=N] [h=N] [anything]`.
// The board may be written in any form the parser reads, with or without
// spaces between its cells, so where it ends is found by reading it: the
// shortest run of words after `expand` that is a board of the trace's size.
import type { Board } from '../boardType';
import { countCells, countNumbers, parseBoard, readBoardCells } from '../parse';
import type { Size } from '../sizes';

export type TraceLine =
  /** Blank, or a `#` comment. */
  | { readonly kind: 'ignored' }
  | {
      readonly kind: 'expand';
      readonly board: Board;
      readonly size: Size;
      readonly g: number | null;
      readonly h: number | null;
    }
  /** `column` is 1-based; `text` is the offending text, as the message quotes it. */
  | { readonly kind: 'unreadable'; readonly column: number; readonly what: string; readonly text: string };

const KEYWORD = 'expand';
/** More words than any board's cells and its brackets: a board is looked for among these only. */
const MOST_BOARD_WORDS = 40;
/** The longest offending text a message quotes. */
const MOST_QUOTED = 40;
/** `g=3`, `h=2.5`, `G:4,`: a stated cost, which ends the board. */
const STATED = /^([gGhH])[=:](-?\d+(?:\.\d+)?)[,;]?$/;

const SPACE = 32;
const TAB = 9;

function isSpace(code: number): boolean {
  return code === SPACE || code === TAB;
}

/**
 * Reads a trace's lines. Its size is the one given, or else the size of the
 * first board it reads, which every later line must then have.
 */
export class TraceLineReader {
  private readonly wordStart = new Int32Array(MOST_BOARD_WORDS);
  private readonly wordEnd = new Int32Array(MOST_BOARD_WORDS);
  private words = 0;
  /** Cells of the board read by the quick road, copied out when it is one. */
  private readonly cells: number[] = [];

  constructor(private size: Size | undefined) {}

  /** The trace's size, once known. */
  get traceSize(): Size | undefined {
    return this.size;
  }

  read(text: string): TraceLine {
    let at = 0;
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    if (at === text.length || text.charCodeAt(at) === 35 /* # */) return IGNORED;
    const afterKeyword = at + KEYWORD.length;
    if (
      !text.startsWith(KEYWORD, at) ||
      (afterKeyword < text.length && !isSpace(text.charCodeAt(afterKeyword)))
    ) {
      return unreadable(at, 'expected "expand BOARD"', firstWord(text, at));
    }
    this.splitWords(text, afterKeyword);
    if (this.words === 0 || STATED.test(this.word(text, 0)))
      return unreadable(afterKeyword, 'no board after "expand"', text.slice(at).trimEnd());
    const found = this.size ? this.readSized(text, this.size) : this.readFirst(text);
    if ('kind' in found) return found;
    const { board, size, lastWord } = found;
    this.size = size;
    let g: number | null = null;
    let h: number | null = null;
    for (let w = lastWord + 1; w < this.words; w++) {
      const stated = STATED.exec(this.word(text, w));
      if (!stated) continue;
      const value = Number(stated[2]);
      if (stated[1] === 'g' || stated[1] === 'G') g ??= value;
      else h ??= value;
    }
    return { kind: 'expand', board, size, g, h };
  }

  /** The words after `from`, at most {@link MOST_BOARD_WORDS} of them: the rest cannot be part of a board, nor usually of its costs. */
  private splitWords(text: string, from: number): void {
    this.words = 0;
    let at = from;
    while (this.words < MOST_BOARD_WORDS) {
      while (at < text.length && isSpace(text.charCodeAt(at))) at++;
      if (at === text.length) return;
      this.wordStart[this.words] = at;
      while (at < text.length && !isSpace(text.charCodeAt(at))) at++;
      this.wordEnd[this.words++] = at;
    }
  }

  private word(text: string, w: number): string {
    return text.slice(this.wordStart[w], this.wordEnd[w]);
  }

  /** The shortest run of words that is a board of `size`: counted first (the common forms, with no string made), then parsed. */
  private readSized(text: string, size: Size): { board: Board; size: Size; lastWord: number } | TraceLine {
    const count = size.symbolCells ? countCells : countNumbers;
    const start = this.wordStart[0];
    let cells = 0;
    for (let w = 0; w < this.words; w++) {
      const more = count(text, this.wordStart[w], this.wordEnd[w]);
      if (more < 0) break;
      cells += more;
      if (cells < size.cells) continue;
      if (cells === size.cells && readBoardCells(text, start, this.wordEnd[w], this.cells, size))
        return { board: this.cells.slice(0, size.cells), size, lastWord: w };
      break;
    }
    // Brackets, braces and every mistake: the parser reads each run of words, shortest first.
    for (let w = 0; w < this.words; w++) {
      const parsed = parseBoard(text.slice(start, this.wordEnd[w]), size);
      if (parsed.ok) return { board: parsed.board, size, lastWord: w };
    }
    return this.whyNot(text, size);
  }

  /**
   * The first board, of a size not yet known: the longest run of the words
   * before any stated cost that is a board of some size, so a 4×4 board whose
   * first four cells happen to be a 2×2 board is read whole.
   */
  private readFirst(text: string): { board: Board; size: Size; lastWord: number } | TraceLine {
    const start = this.wordStart[0];
    for (let w = this.boardWords(text) - 1; w >= 0; w--) {
      const parsed = parseBoard(text.slice(start, this.wordEnd[w]));
      if (parsed.ok) return { board: parsed.board, size: parsed.size, lastWord: w };
    }
    return this.whyNot(text, undefined);
  }

  /** How many words come before the first stated cost: those that may be the board. */
  private boardWords(text: string): number {
    let words = 0;
    while (words < this.words && !STATED.test(this.word(text, words))) words++;
    return words;
  }

  /** What is wrong with the words that should be a board of `size` (or of any size): the parser's own words and place. */
  private whyNot(text: string, size: Size | undefined): TraceLine {
    const last = Math.max(0, this.boardWords(text) - 1);
    const start = this.wordStart[0];
    const boardText = text.slice(start, this.wordEnd[last]);
    if (size) {
      const alone = parseBoard(boardText);
      if (alone.ok && alone.size.key !== size.key)
        return unreadable(start, `a ${alone.size.name} board in a ${size.name} trace`, boardText);
    }
    const parsed = parseBoard(boardText, size);
    if (parsed.ok) return unreadable(start, 'not a board', boardText);
    const { offset, length, message } = parsed.error;
    return unreadable(start + offset, message, boardText.slice(offset, offset + Math.max(length, 1)));
  }
}

const IGNORED: TraceLine = Object.freeze({ kind: 'ignored' });

function unreadable(at: number, what: string, text: string): TraceLine {
  return {
    kind: 'unreadable',
    column: at + 1,
    what,
    text: text.length > MOST_QUOTED ? `${text.slice(0, MOST_QUOTED - 1)}…` : text,
  };
}

function firstWord(text: string, at: number): string {
  let end = at;
  while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
  return text.slice(at, end);
}
