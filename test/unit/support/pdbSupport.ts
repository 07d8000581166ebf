// Helpers for the large-board tests, sharing no code with the solver: an
// IDA* with plain Manhattan distance, random walks and Korf's instances.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LargeAnswer } from '../../../src/engine/pdb';

export interface Size {
  readonly rows: number;
  readonly columns: number;
}

/** Cells next to `at`, in no particular order. */
function around(size: Size, at: number): number[] {
  const { rows, columns } = size;
  const row = Math.floor(at / columns);
  const column = at % columns;
  const cells: number[] = [];
  if (row > 0) cells.push(at - columns);
  if (row < rows - 1) cells.push(at + columns);
  if (column > 0) cells.push(at - 1);
  if (column < columns - 1) cells.push(at + 1);
  return cells;
}

/** The board after `steps` random moves of the blank from `goal`, never straight back. */
export function randomWalk(
  size: Size,
  goal: readonly number[],
  steps: number,
  random: () => number,
): number[] {
  const board = goal.slice();
  const blankValue = board.length;
  let blank = board.indexOf(blankValue);
  let previous = -1;
  for (let i = 0; i < steps; i++) {
    const choices = around(size, blank).filter((cell) => cell !== previous);
    const to = choices[Math.floor(random() * choices.length)];
    board[blank] = board[to];
    board[to] = blankValue;
    previous = blank;
    blank = to;
  }
  return board;
}

/** The fewest moves from `board` to `goal`, by IDA* with Manhattan distance (fine up to ~20 moves). */
export function manhattanDistance(size: Size, board: readonly number[], goal: readonly number[]): number {
  const n = board.length;
  const home = new Array<number>(n + 1);
  goal.forEach((tile, cell) => (home[tile] = cell));
  const distance = (tile: number, at: number): number =>
    Math.abs(Math.floor(at / size.columns) - Math.floor(home[tile] / size.columns)) +
    Math.abs((at % size.columns) - (home[tile] % size.columns));
  const cells = board.slice();
  let h = 0;
  cells.forEach((tile, at) => {
    if (tile !== n) h += distance(tile, at);
  });
  const search = (blank: number, previous: number, g: number, h: number, bound: number): number => {
    if (g + h > bound) return g + h;
    if (h === 0) return -1;
    let least = Infinity;
    for (const to of around(size, blank)) {
      if (to === previous) continue;
      const tile = cells[to];
      const h2 = h - distance(tile, to) + distance(tile, blank);
      cells[blank] = tile;
      cells[to] = n;
      const result = search(to, blank, g + 1, h2, bound);
      cells[to] = tile;
      cells[blank] = n;
      if (result === -1) return -1;
      least = Math.min(least, result);
    }
    return least;
  };
  for (let bound = h; ;) {
    const result = search(cells.indexOf(n), -1, 0, h, bound);
    if (result === -1) return bound;
    bound = result;
  }
}

export interface KorfInstance {
  readonly number: number;
  readonly length: number;
  /** In the engine's convention: the blank is 16. */
  readonly board: number[];
}

/** Korf's goal in the engine's convention: the blank (16) first, then 1 … 15. */
export const KORF_GOAL: readonly number[] = [16, ...Array.from({ length: 15 }, (_, i) => i + 1)];

export function korfInstances(): KorfInstance[] {
  return parseKorf(
    readFileSync(join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'korf100.txt'), 'utf8'),
  );
}

/** The fixture's lines, `number length nodes : cells` with the blank as 0, in the engine's convention. */
export function parseKorf(text: string): KorfInstance[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [head, cells] = line.split(':');
      const [number, length] = head.trim().split(/\s+/).map(Number);
      return {
        number,
        length,
        board: cells
          .trim()
          .split(/\s+/)
          .map(Number)
          .map((value) => (value === 0 ? 16 : value)),
      };
    });
}

/** Whether the blank's moves `udlr` take `board` to `goal`, written apart from the engine's replay. */
export function reaches(
  size: Size,
  board: readonly number[],
  moves: string,
  goal: readonly number[],
): boolean {
  const cells = board.slice();
  const n = cells.length;
  let blank = cells.indexOf(n);
  const offsets: Record<string, [number, number]> = { u: [-1, 0], d: [1, 0], l: [0, -1], r: [0, 1] };
  for (const letter of moves) {
    const [dr, dc] = offsets[letter] ?? [9, 9];
    const row = Math.floor(blank / size.columns) + dr;
    const column = (blank % size.columns) + dc;
    if (row < 0 || row >= size.rows || column < 0 || column >= size.columns) return false;
    const to = row * size.columns + column;
    cells[blank] = cells[to];
    cells[to] = n;
    blank = to;
  }
  return cells.every((tile, at) => tile === goal[at]);
}

/**
 * The answer is proven shortest at the instance's published length, and replays to Korf's goal (by {@link
 * reaches}).
 */
export function assertKorfLength(answer: LargeAnswer, instance: KorfInstance): void {
  assert.equal(answer.kind, 'shortest', `instance ${instance.number}`);
  if (answer.kind !== 'shortest') return;
  assert.equal(answer.moves.length, instance.length, `instance ${instance.number}`);
  assert.ok(
    reaches({ rows: 4, columns: 4 }, instance.board, answer.moves, KORF_GOAL),
    `instance ${instance.number} replays to the goal`,
  );
}

/**
 * A pattern database's table by the plain definition, sharing nothing with
 * the builder: a 0-1 breadth-first search from the goal over (the group's
 * cells, the blank's cell), where the blank's move costs 1 when it swaps
 * with a group tile and 0 otherwise; a placement's value is its least cost
 * over the blank's cells. Indexed as the engine's tables are (4 bits per
 * tile, the first tile lowest), 255 where no placement is.
 */
export function patternDistances(size: Size, goal: readonly number[], tiles: readonly number[]): Uint8Array {
  const n = size.rows * size.columns;
  const k = tiles.length;
  const cost = new Uint8Array((1 << (4 * k)) * 16).fill(255);
  const key = (cells: readonly number[], blank: number): number =>
    cells.reduce((index, cell, i) => index + cell * 16 ** i, 0) * 16 + blank;
  const cellsOf = (at: number): number[] => tiles.map((_, i) => Math.floor(at / 16 ** (i + 1)) % 16);
  const start = key(
    tiles.map((tile) => goal.indexOf(tile)),
    goal.indexOf(n),
  );
  cost[start] = 0;
  // Level by level: a free move adds to the level being walked, a paid one to the next.
  let current = [start];
  for (let level = 0; current.length > 0; level++) {
    const next: number[] = [];
    for (let i = 0; i < current.length; i++) {
      const at = current[i];
      if (cost[at] < level) continue;
      const cells = cellsOf(at);
      const blank = at % 16;
      for (const to of around(size, blank)) {
        const tile = cells.indexOf(to);
        const after = key(tile < 0 ? cells : cells.map((cell, j) => (j === tile ? blank : cell)), to);
        const value = level + (tile < 0 ? 0 : 1);
        if (value >= cost[after]) continue;
        cost[after] = value;
        (tile < 0 ? current : next).push(after);
      }
    }
    current = next;
  }
  const table = new Uint8Array(1 << (4 * k)).fill(255);
  for (let at = 0; at < cost.length; at++) {
    const placement = Math.floor(at / 16);
    if (cost[at] < table[placement]) table[placement] = cost[at];
  }
  return table;
}
