import type { Size } from '../engine';
import { boardShape, BoardShape } from './boardText';
import type { BoardForm, InputLayout, Spacing } from './spec';

/** How a case's text differs from the plain one (`--whitespace`): its line ends, spaces and spacing. */
export interface InputForm {
  readonly crlf: boolean;
  readonly trailingSpaces: boolean;
  /** False only for the last case of an input: its last line has no line end. */
  readonly finalNewline: boolean;
  /** Another spacing the statement allows, or undefined for the plain one. */
  readonly spacing?: Spacing;
}

/** The boards to write: `cells` holds case i's board at `size.cells * i`, and `goals` its goal where each case has one (HDU 3567). */
export interface BoardsToWrite {
  readonly size: Size;
  readonly cells: Uint8Array;
  readonly goals?: Uint8Array;
}

/** What of a problem its input is written from. */
export interface InputFormat {
  readonly board: BoardForm;
  readonly input: InputLayout;
}

const SPACE = 32;
const CR = 13;
const LF = 10;
const TRAILING = 2;

/**
 * The input of cases `from` to `to` (exclusive) in the problem's layout:
 * one board; boards to the end; their count first, with or without a blank
 * line before each (UVa's multiple input); or the count and each case's
 * start and goal (HDU 3567). Written as bytes into one array sized for the
 * worst case: the 9! input (6.5 MB) takes a few milliseconds. `forms`, when
 * given, is the whitespace form of each case by its position in the run.
 */
export function writeInput(
  format: InputFormat,
  boards: BoardsToWrite,
  from: number,
  to: number,
  forms?: (position: number) => InputForm | undefined,
): Uint8Array {
  const { size } = boards;
  const { shapes, widestLine, lines } = shapesOf(format.board, size, forms !== undefined);
  const layout = format.input;
  const pairs = layout.kind === 'counted-pairs';
  const count = to - from;
  // Per case: its board (two for a pair), a line end after each of its lines and a blank line, each with
  // trailing spaces and CR LF.
  const perCase = (pairs ? 2 : 1) * lines * (widestLine + TRAILING + 2) + (TRAILING + 2);
  const out = new Writer(new Uint8Array(count * perCase + 32));
  const plain = shapes.get(undefined) as Codes;
  const firstForm = forms?.(0);
  if (layout.kind === 'counted' || layout.kind === 'counted-pairs') {
    out.text(String(count));
    out.lineEnd(firstForm, true);
    if (layout.kind === 'counted' && layout.blankLines) out.lineEnd(firstForm, true);
  }
  for (let index = from; index < to; index++) {
    const position = index - from;
    const form = forms?.(position);
    const codes = (form?.spacing !== undefined ? shapes.get(form.spacing) : undefined) ?? plain;
    const last = index === to - 1;
    if (position > 0 && layout.kind === 'counted' && layout.blankLines) out.lineEnd(form, true);
    out.board(codes, boards.cells, index * size.cells, form, !last || pairs);
    if (pairs && boards.goals) out.board(codes, boards.goals, index * size.cells, form, !last);
  }
  return out.bytes();
}

/**
 * A form's shapes as bytes for one size, with the widest line and the most lines of any: made once, so a run
 * of one board costs no more than writing it.
 */
interface Shapes {
  readonly shapes: ReadonlyMap<Spacing | undefined, Codes>;
  readonly widestLine: number;
  readonly lines: number;
}

const SHAPES = new WeakMap<BoardForm, Map<string, Shapes>>();

function shapesOf(form: BoardForm, size: Size, spaced: boolean): Shapes {
  let bySize = SHAPES.get(form);
  if (!bySize) SHAPES.set(form, (bySize = new Map<string, Shapes>()));
  const key = `${size.key}${spaced ? '+' : ''}`;
  let made = bySize.get(key);
  if (!made) {
    const spacings = spaced ? [undefined, ...form.spacings] : [undefined];
    const shapes = new Map(spacings.map((spacing) => [spacing, codesOf(boardShape(form, size, spacing))]));
    const all = [...shapes.values()];
    made = {
      shapes,
      widestLine: Math.max(...all.map((codes) => codes.widestLine)),
      lines: Math.max(...all.map((codes) => codes.lines)),
    };
    bySize.set(key, made);
  }
  return made;
}

/** A shape as bytes: each value's symbol (one or two bytes), the separator's, and the widest line. */
interface Codes {
  readonly first: Uint8Array;
  /** The symbol's second byte, or 0 for one-byte symbols. */
  readonly second: Uint8Array;
  readonly separator: Uint8Array;
  readonly cellsPerLine: number;
  readonly cells: number;
  readonly lines: number;
  readonly widestLine: number;
}

function codesOf(shape: BoardShape): Codes {
  const symbols = shape.symbols.map((symbol) =>
    Uint8Array.from(symbol, (character) => character.charCodeAt(0) & 0xff),
  );
  const separator = Uint8Array.from(shape.separator, (character) => character.charCodeAt(0));
  const cells = shape.symbols.length - 1;
  const widestSymbol = Math.max(...symbols.slice(1).map((symbol) => symbol.length));
  if (widestSymbol > 2) throw new RangeError('a cell of more than two characters');
  return {
    first: Uint8Array.from(symbols, (symbol) => symbol[0] ?? 0),
    second: Uint8Array.from(symbols, (symbol) => symbol[1] ?? 0),
    separator,
    cellsPerLine: shape.cellsPerLine,
    cells,
    lines: Math.ceil(cells / shape.cellsPerLine),
    widestLine: shape.cellsPerLine * (widestSymbol + separator.length),
  };
}

/** Bytes written in place, with the forms' line ends. */
class Writer {
  private at = 0;

  constructor(private readonly buffer: Uint8Array) {}

  text(text: string): void {
    for (let i = 0; i < text.length; i++) this.buffer[this.at++] = text.charCodeAt(i);
  }

  /** A line end in `form`: trailing spaces first, CR LF or LF; none for the input's very last line without a final newline. */
  lineEnd(form: InputForm | undefined, more: boolean): void {
    if (!form) {
      this.buffer[this.at++] = LF;
      return;
    }
    if (form.trailingSpaces) {
      this.buffer[this.at++] = SPACE;
      this.buffer[this.at++] = SPACE;
    }
    if (!more && !form.finalNewline) return;
    if (form.crlf) this.buffer[this.at++] = CR;
    this.buffer[this.at++] = LF;
  }

  /** One board at `cells[offset]`, a line end after each of its lines; `more`: the input goes on after it. */
  board(codes: Codes, cells: Uint8Array, offset: number, form: InputForm | undefined, more: boolean): void {
    const { buffer } = this;
    const { first, second, cellsPerLine } = codes;
    const separatorCode = codes.separator.length === 1 ? codes.separator[0] : -1;
    for (let cell = 0; cell < codes.cells; cell++) {
      const column = cell % cellsPerLine;
      if (column > 0) {
        if (separatorCode >= 0) buffer[this.at++] = separatorCode;
        else for (let i = 0; i < codes.separator.length; i++) buffer[this.at++] = codes.separator[i];
      }
      const value = cells[offset + cell];
      buffer[this.at++] = first[value];
      if (second[value] !== 0) buffer[this.at++] = second[value];
      if (column === cellsPerLine - 1) this.lineEnd(form, more || cell < codes.cells - 1);
    }
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.at);
  }
}
