// A plain breadth-first search, written for the tests and sharing no code
// with the engine: boards are 9-character strings such as '12345678x', moves
// are string swaps, and distances live in a Map. Slow and obvious, which is
// the point: the engine's ranked tables are checked against it.

/** The cells a blank at each index can move to, with the letter of that move (the way the blank goes). */
const SLIDES: readonly (readonly (readonly [letter: string, to: number])[])[] = Array.from(
  { length: 9 },
  (_, at) => {
    const [row, column] = [Math.floor(at / 3), at % 3];
    const slides: [string, number][] = [];
    if (row > 0) slides.push(['u', at - 3]);
    if (row < 2) slides.push(['d', at + 3]);
    if (column > 0) slides.push(['l', at - 1]);
    if (column < 2) slides.push(['r', at + 1]);
    return slides;
  },
);

function swap(board: string, a: number, b: number): string {
  const cells = board.split('');
  [cells[a], cells[b]] = [cells[b], cells[a]];
  return cells.join('');
}

/** The board after the blank moves by `letter`, or undefined when that leaves the board. */
export function slide(board: string, letter: string): string | undefined {
  const blank = board.indexOf('x');
  const to = SLIDES[blank].find(([move]) => move === letter)?.[1];
  return to === undefined ? undefined : swap(board, blank, to);
}

/**
 * Every board that can reach `goal`, with its number of moves to it. Moves
 * undo each other, so a search outward from the goal finds them.
 */
export function distancesTo(goal: string): Map<string, number> {
  const distances = new Map<string, number>([[goal, 0]]);
  let level = [goal];
  for (let distance = 1; level.length > 0; distance++) {
    const next: string[] = [];
    for (const board of level) {
      const blank = board.indexOf('x');
      for (const [, to] of SLIDES[blank]) {
        const neighbour = swap(board, blank, to);
        if (!distances.has(neighbour)) {
          distances.set(neighbour, distance);
          next.push(neighbour);
        }
      }
    }
    level = next;
  }
  return distances;
}

/** All 9! arrangements of '12345678x'. */
export function allBoards(): string[] {
  const boards: string[] = [];
  const grow = (prefix: string, rest: string): void => {
    if (rest === '') boards.push(prefix);
    for (let i = 0; i < rest.length; i++) grow(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  grow('', '12345678x');
  return boards;
}

/** Every shortest move string from `board` to the goal that `distances` was searched from. */
export function shortestAnswers(board: string, distances: ReadonlyMap<string, number>): string[] {
  const distance = distances.get(board);
  if (distance === undefined) return [];
  if (distance === 0) return [''];
  const answers: string[] = [];
  for (const letter of 'udlr') {
    const after = slide(board, letter);
    if (after !== undefined && distances.get(after) === distance - 1) {
      for (const rest of shortestAnswers(after, distances)) answers.push(letter + rest);
    }
  }
  return answers;
}

/** The engine's form of a board: cells 1–8, and 9 for the blank. */
export function cellsOf(board: string): number[] {
  return Array.from(board, (cell) => (cell === 'x' ? 9 : Number(cell)));
}

/**
 * Whether the tiles (blank left out) are an odd permutation of 1–8: boards of one class never reach the
 * other's.
 */
export function oddTiles(board: string): boolean {
  const tiles = board.replace('x', '');
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++)
    for (let j = i + 1; j < tiles.length; j++) if (tiles[i] > tiles[j]) inversions++;
  return inversions % 2 === 1;
}
