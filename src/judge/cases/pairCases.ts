import {
  Board,
  distanceTable,
  parseBoard,
  puzzleOf,
  randomBelow,
  randomBoard,
  randomSolvableBoard,
  seededRandom,
  Size,
  unrank,
  UNREACHABLE,
} from '../../engine';
import { distanceToward, relabelled } from '../../problems';
import { readCaseFile } from './caseFile';
import type { CaseSet, CaseSetResult } from './caseSetType';

// The cases of a problem whose every case brings its own goal (HDU 3567):
// pairs of a start and a goal, their distances from the nine tables of one
// goal per blank cell (relabelling the tiles keeps every move string).

/** HDU 3567's samples: `Case 1: 2` `dd`, `Case 2: 8` `urrulldr`. */
const SAMPLES: readonly (readonly [string, string])[] = [
  ['12X453786', '12345678X'],
  ['564178X23', '7568X4123'],
];
const EDGE_SEED = 3567;
/** Boards at a goal's largest distance, at most: there are few, and the other goals have theirs. */
const FARTHEST_PER_GOAL = 2;

interface Pair {
  readonly start: Board;
  readonly goal: Board;
}

/**
 * `edge` for pairs: the samples, then for each cell of the blank a goal of
 * shuffled tiles with its blank there, and starts at every distance from
 * 0 to that goal's largest (30 with the blank in the centre, 31 elsewhere),
 * with the farthest boards: so every goal a program might relabel is met.
 */
export function edgePairs(name: string, size: Size): CaseSet {
  const random = seededRandom(EDGE_SEED);
  const pairs: Pair[] = SAMPLES.map(([start, goal]) => ({
    start: parsed(start, size),
    goal: parsed(goal, size),
  }));
  for (let cell = 0; cell < size.cells; cell++) {
    const goal = shuffledGoal(size, cell, random);
    const canonical = relabelled(puzzleOf(size, goal), goal).puzzle;
    const table = distanceTable(canonical);
    // A canonical board back in the goal's own labels.
    const back = (canonicalBoard: readonly number[]): Board =>
      canonicalBoard.map((value) => goal[canonical.goal.indexOf(value)]);
    for (let distance = 0; distance <= table.maxDistance; distance++)
      pairs.push({ start: back(unrank(size, table.order[table.levelStart[distance]])), goal });
    const farthest = table.levelStart[table.maxDistance];
    const end = Math.min(
      table.levelStart[table.maxDistance + 1] ?? table.order.length,
      farthest + FARTHEST_PER_GOAL,
    );
    for (let order = farthest + 1; order < end; order++)
      pairs.push({ start: back(unrank(size, table.order[order])), goal });
  }
  return fromPairs(name, size, pairs);
}

/** `random:N` for pairs: a random goal, and a random start that reaches it (HDU 3567 promises every case a solution). */
export function randomPairs(name: string, size: Size, count: number, seed: number): CaseSet {
  const random = seededRandom(seed);
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const goal = randomBoard(size, random);
    pairs.push({ start: randomSolvableBoard(puzzleOf(size, goal), random), goal });
  }
  return fromPairs(name, size, pairs);
}

/** A file of pairs: its boards two by two, a start and its goal (a leading case count skipped). */
export function filePairs(path: string, size: Size): CaseSetResult {
  const read = readCaseFile(path, size);
  if (!read.ok) return read;
  const { boards } = read;
  if (boards.length % 2 !== 0)
    return {
      ok: false,
      message: `${path}: ${boards.length} boards, where each case is a start and a goal (an even number)`,
    };
  const pairs: Pair[] = [];
  for (let i = 0; i < boards.length; i += 2) pairs.push({ start: boards[i], goal: boards[i + 1] });
  return { ok: true, set: fromPairs(path, size, pairs) };
}

function fromPairs(name: string, size: Size, pairs: readonly Pair[]): CaseSet {
  const cells = new Uint8Array(pairs.length * size.cells);
  const goals = new Uint8Array(pairs.length * size.cells);
  const optimal = new Uint8Array(pairs.length);
  pairs.forEach(({ start, goal }, i) => {
    cells.set(start, i * size.cells);
    goals.set(goal, i * size.cells);
    optimal[i] = distanceToward(puzzleOf(size, goal), start) ?? UNREACHABLE;
  });
  return { name, count: pairs.length, size, cells, goals, optimal };
}

/** A goal with the blank at `cell` and the tiles shuffled around it. */
function shuffledGoal(size: Size, cell: number, random: () => number): number[] {
  const tiles = Array.from({ length: size.cells - 1 }, (_, i) => i + 1);
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  const goal: number[] = [];
  for (let i = 0, next = 0; i < size.cells; i++) goal.push(i === cell ? size.blank : tiles[next++]);
  return goal;
}

function parsed(text: string, size: Size): Board {
  const result = parseBoard(text, size);
  // The samples are this file's own: a typo here is this file's bug.
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.board;
}
