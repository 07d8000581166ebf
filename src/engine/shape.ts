/**
 * Rows and columns of a sliding puzzle. Every size from 2×2 to 4×4 is
 * played; a board is its cells in row-major order, tiles 1 … n−1 and the
 * blank as n (the largest value), so each size's default goal is the
 * identity permutation, as `12345678x` is for the eight puzzle.
 */
export interface Shape {
  readonly rows: number;
  readonly columns: number;
}

export const MIN_SIDE = 2;
export const MAX_SIDE = 4;
/** The most cells a board has (4×4). */
export const MAX_CELLS = MAX_SIDE * MAX_SIDE;

/** The eight puzzle, the size everything defaults to. */
export const EIGHT_PUZZLE: Shape = Object.freeze({ rows: 3, columns: 3 });

/** Every supported size, smallest first, rows before columns. */
export const SHAPES: readonly Shape[] = Object.freeze(
  [2, 3, 4]
    .flatMap((rows) => [2, 3, 4].map((columns) => (rows === 3 && columns === 3 ? EIGHT_PUZZLE : Object.freeze({ rows, columns }))))
    .sort((a, b) => a.rows * a.columns - b.rows * b.columns || a.rows - b.rows),
);

export function cellCount(shape: Shape): number {
  return shape.rows * shape.columns;
}

/** The blank's value on boards of this shape: the largest, n. */
export function blankOf(shape: Shape): number {
  return shape.rows * shape.columns;
}

/** 1 … n−1 in row-major order, blank last. */
export function defaultGoal(shape: Shape): number[] {
  return Array.from({ length: cellCount(shape) }, (_, i) => i + 1);
}

export function sameShape(a: Shape, b: Shape): boolean {
  return a.rows === b.rows && a.columns === b.columns;
}

/** `3×3`, as people read it. */
export function shapeName(shape: Shape): string {
  return `${shape.rows}×${shape.columns}`;
}

/** `3x3`, as it is typed on a command line or in a setting's key. */
export function shapeKey(shape: Shape): string {
  return `${shape.rows}x${shape.columns}`;
}

export function isShape(value: unknown): value is Shape {
  if (typeof value !== 'object' || value === null) return false;
  const { rows, columns } = value as Record<string, unknown>;
  return isSide(rows) && isSide(columns);
}

function isSide(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SIDE && value <= MAX_SIDE;
}

/** `4x4`, `4×4` or `4X4` (rows first), or undefined when it is not a supported size. */
export function parseShape(text: string): Shape | undefined {
  const match = /^\s*(\d)\s*[x×X*]\s*(\d)\s*$/.exec(text);
  if (!match) return undefined;
  const shape = { rows: Number(match[1]), columns: Number(match[2]) };
  return isShape(shape) ? findShape(shape) : undefined;
}

/** The one frozen instance of a size, so shapes can be compared by identity too. */
export function findShape(shape: Shape): Shape {
  return SHAPES.find((known) => sameShape(known, shape)) ?? EIGHT_PUZZLE;
}

/**
 * The square size with this many cells (4, 9 or 16), or undefined: 6, 8 and
 * 12 cells could be either orientation, so those need the size said.
 */
export function squareShape(cells: number): Shape | undefined {
  return SHAPES.find((shape) => shape.rows === shape.columns && cellCount(shape) === cells);
}

/**
 * For each cell, its neighbour in each move direction (u d l r: where the
 * blank goes), −1 at the edge: `table[cell * 4 + code]`. One table per
 * size, computed once, so hot loops never divide.
 */
export function neighbours(shape: Shape): Int8Array {
  const known = findShape(shape);
  let table = NEIGHBOURS.get(known);
  if (!table) {
    table = neighbourTable(known);
    NEIGHBOURS.set(known, table);
  }
  return table;
}

const NEIGHBOURS = new Map<Shape, Int8Array>();

function neighbourTable({ rows, columns }: Shape): Int8Array {
  const table = new Int8Array(rows * columns * 4).fill(-1);
  for (let cell = 0; cell < rows * columns; cell++) {
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    if (row > 0) table[cell * 4] = cell - columns;
    if (row < rows - 1) table[cell * 4 + 1] = cell + columns;
    if (column > 0) table[cell * 4 + 2] = cell - 1;
    if (column < columns - 1) table[cell * 4 + 3] = cell + 1;
  }
  return table;
}
