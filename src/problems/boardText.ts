import type { Size } from '../engine';
import type { BoardForm, Spacing } from './spec';

/**
 * How one board of a problem is written, cell by cell: the symbol of each
 * value, what goes between two cells of a line, and how the cells break
 * into lines. One description serves the bytes fed to a program
 * (inputWriter.ts) and the text a front end shows for a case.
 */
export interface BoardShape {
  /** Each value's symbol, by value (the blank's is the form's): `x`, `12`. */
  readonly symbols: readonly string[];
  /** Between two cells of a line: `' '`, `'  '`, `'\t'`, or nothing for compact boards. */
  readonly separator: string;
  /** Cells per line: the whole board on one line, or a row a line. */
  readonly cellsPerLine: number;
}

/** Each form's shapes, made once per size and spacing: a front end asks for one per case shown. */
const SHAPES = new WeakMap<BoardForm, Map<string, BoardShape>>();

/** The shape of a board of `size` in `form`, spaced the plain way or as `spacing` says. */
export function boardShape(form: BoardForm, size: Size, spacing?: Spacing): BoardShape {
  let shapes = SHAPES.get(form);
  if (!shapes) SHAPES.set(form, (shapes = new Map<string, BoardShape>()));
  const key = `${size.key} ${spacing ?? ''}`;
  let shape = shapes.get(key);
  if (!shape) shapes.set(key, (shape = makeShape(form, size, spacing)));
  return shape;
}

function makeShape(form: BoardForm, size: Size, spacing: Spacing | undefined): BoardShape {
  const symbols = Array.from({ length: size.cells + 1 }, (_, value) =>
    value === size.blank ? form.blank : String(value),
  );
  const compact = form.layout === 'compact';
  const separator = compact ? '' : spacing === 'runs-of-spaces' ? '  ' : spacing === 'tabs' ? '\t' : ' ';
  const grid = spacing === 'rows' || (form.layout === 'grid' && spacing !== 'one-line');
  return { symbols, separator, cellsPerLine: grid ? size.columns : size.cells };
}

/** A board's lines as `shape` writes it, without line ends. `cells` holds the board at `offset`. */
export function boardLines(
  shape: BoardShape,
  cells: ArrayLike<number>,
  offset: number,
  count: number,
): string[] {
  const lines: string[] = [];
  for (let start = 0; start < count; start += shape.cellsPerLine) {
    let line = '';
    for (let cell = start; cell < start + shape.cellsPerLine; cell++) {
      if (cell > start) line += shape.separator;
      line += shape.symbols[cells[offset + cell]];
    }
    lines.push(line);
  }
  return lines;
}

/** A board as the program is given it, its lines joined by `\n`, without a final line end. */
export function boardTextOf(form: BoardForm, size: Size, cells: ArrayLike<number>, offset = 0): string {
  return boardLines(boardShape(form, size), cells, offset, size.cells).join('\n');
}
