import type { Board } from './boardType';

/**
 * The registry of sizes: every size the product plays is declared here once,
 * with what follows from it everywhere else. A board of a size is its cells in
 * row-major order, tiles 1 … n−1 and the blank as n (the largest value), so
 * each size's default goal is the identity permutation, as `12345678x` is for
 * the eight puzzle.
 *
 * To add a size, add its line to {@link SIZE_SPECS}: the type checker then
 * points at every decision the size owes (see docs/architecture.md, "How to add a size").
 */

/** How boards of a size are solved. */
export type SolvedBy =
  /** A distance table: one reverse BFS from the goal over Cantor ranks (n! of them, so at most 9 cells). */
  | { readonly kind: 'table' }
  /**
   * IDA* over additive pattern databases, one per group of tiles of these
   * sizes (see pdb/partition.ts). `quick`, where the full groups take
   * seconds to build: smaller groups whose databases build in well under a
   * second, so a cold cache answers at once (optimal all the same, with a
   * weaker heuristic) while the full ones build in the background.
   */
  | { readonly kind: 'databases'; readonly groups: readonly number[]; readonly quick?: readonly number[] };

/**
 * How people write boards of a size in free text, which is all the scanner
 * looks for (src/engine/scan). A size nobody writes on its own (2×2, whose
 * four cells are everywhere in code) is found only where the user points at it.
 */
export interface WrittenForms {
  /**
   * Its cells on one line: `symbols`, one character a cell, with or without
   * separators (`2 3 4 1 5 x 7 6 8`, `23415x768`); `numbers`, runs of digits
   * between separators (`1 2 … 15 0`); or not at all.
   */
  readonly line: 'symbols' | 'numbers' | false;
  /** One row a line, as many lines as it has rows. */
  readonly grid: boolean;
  /** LeetCode's bracketed rows of the numbers 0 … n−1, `[[1,2,3],[4,0,5]]` (or C++'s braces). */
  readonly bracketed: boolean;
  /** Answers after its boards may be in capitals, as UVa 10181 writes them (`LRUD`), and as 3×3 solutions often print them. */
  readonly upperCaseAnswers: boolean;
}

interface SizeSpec {
  readonly rows: number;
  readonly columns: number;
  readonly solvedBy: SolvedBy;
  readonly forms: WrittenForms;
  /** Where it stands in Open Board's size picker, first to last. */
  readonly picker: number;
}

const TABLE: SolvedBy = { kind: 'table' };
const UNWRITTEN: WrittenForms = { line: false, grid: false, bracketed: false, upperCaseAnswers: false };
const BRACKETED: WrittenForms = { ...UNWRITTEN, bracketed: true };

/**
 * Every size, smallest first (rows before columns). Rows of two cells are
 * pairs in code (edges, intervals) far more often than boards, so no size
 * of two columns is found in free text; 3×3 and 4×4 are written every way.
 */
const SIZE_SPECS = {
  '2x2': { rows: 2, columns: 2, solvedBy: TABLE, forms: UNWRITTEN, picker: 2 },
  '2x3': { rows: 2, columns: 3, solvedBy: TABLE, forms: BRACKETED, picker: 3 },
  '3x2': { rows: 3, columns: 2, solvedBy: TABLE, forms: UNWRITTEN, picker: 4 },
  '2x4': { rows: 2, columns: 4, solvedBy: TABLE, forms: BRACKETED, picker: 5 },
  '4x2': { rows: 4, columns: 2, solvedBy: TABLE, forms: UNWRITTEN, picker: 6 },
  '3x3': {
    rows: 3,
    columns: 3,
    solvedBy: TABLE,
    forms: { line: 'symbols', grid: true, bracketed: true, upperCaseAnswers: true },
    picker: 1,
  },
  // 6-5: the two groups' databases build in under a second (0.7 s on a loaded 2-core machine), so no quick
  // partition.
  '3x4': {
    rows: 3,
    columns: 4,
    solvedBy: { kind: 'databases', groups: [6, 5] },
    forms: BRACKETED,
    picker: 7,
  },
  '4x3': {
    rows: 4,
    columns: 3,
    solvedBy: { kind: 'databases', groups: [6, 5] },
    forms: BRACKETED,
    picker: 8,
  },
  // 6-6-3, drawn in pdb/partition.ts (the shape that expands the fewest nodes on Korf's 100): 5–10 s to
  // build. 5-5-5 builds in 0.6 s, for the first answers.
  '4x4': {
    rows: 4,
    columns: 4,
    solvedBy: { kind: 'databases', groups: [6, 6, 3], quick: [5, 5, 5] },
    forms: { line: 'numbers', grid: true, bracketed: true, upperCaseAnswers: true },
    picker: 9,
  },
} as const satisfies Record<string, SizeSpec>;

/** `3x3`, as a size is typed on a command line or keyed in a setting. */
export type SizeKey = keyof typeof SIZE_SPECS;

/**
 * A size of the registry, with what follows from its rows and columns. One
 * frozen value per size in a bundle, so sizes compare by identity there; a
 * size that crossed from another bundle (the tests' own engine) compares by `key`.
 */
export interface Size {
  readonly key: SizeKey;
  /** `3×3`, as people read it. */
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  /** The blank's value on its boards: the largest, n. */
  readonly blank: number;
  /**
   * Every cell is one character (tiles 1–8 and a blank, on sizes of at most
   * nine cells), so a board may be written without separators (`23415x768`);
   * on larger sizes tiles run to two digits and cells are numbers between separators.
   */
  readonly symbolCells: boolean;
  readonly solvedBy: SolvedBy;
  readonly forms: WrittenForms;
  readonly picker: number;
  /** 1 … n−1 in row-major order, blank last. */
  readonly defaultGoal: Board;
  /**
   * For each cell, its neighbour in each move direction (u d l r: where the
   * blank goes), −1 at the edge: `neighbours[cell * 4 + code]`, so hot loops
   * never divide.
   */
  readonly neighbours: Int8Array;
}

function sizeFrom(key: SizeKey, spec: SizeSpec): Size {
  const { rows, columns } = spec;
  const cells = rows * columns;
  return Object.freeze({
    key,
    name: `${rows}×${columns}`,
    rows,
    columns,
    cells,
    blank: cells,
    symbolCells: cells <= 9,
    solvedBy: spec.solvedBy,
    forms: spec.forms,
    picker: spec.picker,
    defaultGoal: Object.freeze(Array.from({ length: cells }, (_, i) => i + 1)),
    neighbours: neighbourTable(rows, columns),
  });
}

function neighbourTable(rows: number, columns: number): Int8Array {
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

const BY_KEY = Object.fromEntries(
  (Object.keys(SIZE_SPECS) as SizeKey[]).map((key) => [key, sizeFrom(key, SIZE_SPECS[key])]),
) as Readonly<Record<SizeKey, Size>>;

/** Every size, smallest first, rows before columns. */
export const SIZES: readonly Size[] = Object.freeze(Object.values(BY_KEY));

/** The most cells a board of any size has. */
export const MOST_CELLS = Math.max(...SIZES.map((size) => size.cells));

export function sizeByKey(key: SizeKey): Size {
  return BY_KEY[key];
}

export function isSizeKey(text: string): text is SizeKey {
  return Object.hasOwn(BY_KEY, text);
}

/** The size of these rows and columns, or undefined when none is played. */
export function sizeOf(rows: number, columns: number): Size | undefined {
  return SIZES.find((size) => size.rows === rows && size.columns === columns);
}

/** `4x4`, `4×4` or `4X4` (rows first), or undefined when it is not a size of the registry. */
export function sizeNamed(text: string): Size | undefined {
  const match = /^\s*(\d+)\s*[x×X*]\s*(\d+)\s*$/.exec(text);
  return match ? sizeOf(Number(match[1]), Number(match[2])) : undefined;
}

/** A size sent as data (`{ rows, columns }`, as messages and saved states carry it), or undefined. */
export function sizeFromData(value: unknown): Size | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { rows, columns } = value as Record<string, unknown>;
  return typeof rows === 'number' && typeof columns === 'number' ? sizeOf(rows, columns) : undefined;
}

/** The sizes with this many cells: one for 4, 9 and 16, two orientations for 6, 8 and 12. */
export function sizesWithCells(cells: number): Size[] {
  return SIZES.filter((size) => size.cells === cells);
}

/**
 * The one size with this many cells, or undefined when there is none or two (6, 8 and 12 cells need the size
 * said).
 */
export function sizeOfCells(cells: number): Size | undefined {
  const sizes = sizesWithCells(cells);
  return sizes.length === 1 ? sizes[0] : undefined;
}

/** The sizes in Open Board's order. */
export function sizesForPicker(): Size[] {
  return [...SIZES].sort((a, b) => a.picker - b.picker);
}

/**
 * Whether the size is solved from a distance table (and so has ranks): the question to ask, never the cell
 * count.
 */
export function hasTable(size: Size): boolean {
  return size.solvedBy.kind === 'table';
}
