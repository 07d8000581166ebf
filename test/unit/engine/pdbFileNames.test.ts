// The pattern databases' file names: one name for one database, on every
// size, so a cache never hands one group's database to another; and the
// names the cache already holds, for today's sizes, stay what they were.
import assert from 'node:assert/strict';
import { puzzleOf, SIZES } from '../../../src/engine';
import { databaseFileName, DatabaseNaming, FORMAT_VERSION, partitionFor } from '../../../src/engine/pdb';

/** The names as the cache has always written them: each value in hex, as long as it is. */
function cachedName(puzzle: DatabaseNaming, tiles: readonly number[]): string {
  const hex = (values: readonly number[]): string => values.map((value) => value.toString(16)).join('');
  return `pdb-v${FORMAT_VERSION}-${puzzle.size.key}-${hex(puzzle.goal)}-${hex(tiles)}.bin`;
}

/** Every group of `count` tiles out of 1 … `tiles`, in increasing order. */
function groupsOf(tiles: number, count: number): number[][] {
  const groups: number[][] = [];
  const pick = (from: number, group: number[]): void => {
    if (group.length === count) {
      groups.push(group.slice());
      return;
    }
    for (let tile = from; tile <= tiles - (count - group.length - 1); tile++) {
      group.push(tile);
      pick(tile + 1, group);
      group.pop();
    }
  };
  pick(1, []);
  return groups;
}

/**
 * A 5×5 puzzle as far as a name needs it: no such size is declared, and the names must already tell its
 * groups apart.
 */
function fiveByFive(goal: readonly number[]): DatabaseNaming {
  return { size: { key: '5x5', blank: 25 }, goal };
}

const FIVE_GOAL = Array.from({ length: 25 }, (_, i) => i + 1);
/** Another goal of the same size, its tiles in reverse: the goal is in the name too. */
const FIVE_REVERSED = [...Array.from({ length: 24 }, (_, i) => 24 - i), 25];

/** Reads a 5×5 name back: its goal and tiles, two hex digits a value. */
function readFiveByFive(name: string): { goal: number[]; tiles: number[] } {
  const match = /^pdb-v\d+-5x5-([0-9a-f]{50})-((?:[0-9a-f]{2})+)\.bin$/.exec(name);
  assert.ok(match, name);
  const values = (hex: string): number[] => hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  return { goal: values(match[1]), tiles: values(match[2]) };
}

describe('pattern database file names', () => {
  it("keep the names the cache holds for every size solved by databases, on each partition's groups", () => {
    const databaseSizes = SIZES.filter((size) => size.solvedBy.kind === 'databases');
    assert.ok(databaseSizes.length >= 3);
    for (const size of databaseSizes) {
      const puzzle = puzzleOf(size);
      for (const tiles of [...partitionFor(puzzle), ...partitionFor(puzzle, 'quick')])
        assert.equal(
          databaseFileName(puzzle, tiles),
          cachedName(puzzle, tiles),
          `${size.key} ${tiles.join(',')}`,
        );
    }
    const four = SIZES.find((size) => size.key === '4x4');
    assert.ok(four);
    assert.equal(
      databaseFileName(puzzleOf(four), [1, 2, 3, 4, 5]),
      `pdb-v${FORMAT_VERSION}-4x4-123456789abcdef10-12345.bin`,
    );
  });

  it('differ for every group of up to 6 tiles, on each size there is', () => {
    for (const size of SIZES) {
      const puzzle = puzzleOf(size);
      const names = new Set<string>();
      let groups = 0;
      for (let count = 1; count <= Math.min(6, size.cells - 1); count++) {
        for (const tiles of groupsOf(size.cells - 1, count)) {
          names.add(databaseFileName(puzzle, tiles));
          groups++;
        }
      }
      assert.equal(names.size, groups, size.key);
    }
  });

  it('differ for every group of up to 6 of a 5×5’s 24 tiles, toward either of two goals', function () {
    this.timeout(60_000);
    const names = new Set<string>();
    let groups = 0;
    for (const goal of [FIVE_GOAL, FIVE_REVERSED]) {
      for (let count = 1; count <= 6; count++) {
        for (const tiles of groupsOf(24, count)) {
          names.add(databaseFileName(fiveByFive(goal), tiles));
          groups++;
        }
      }
    }
    assert.equal(groups, 2 * 190_050);
    assert.equal(names.size, groups);
  });

  it('read back as the goal and tiles they were made from on 5×5, where one hex digit or two would not', () => {
    // Values past 15 take two hex digits: written as long as they are, 1 then 17 and 17 then 1 are both `111`.
    assert.equal(cachedName(fiveByFive(FIVE_GOAL), [1, 17]), cachedName(fiveByFive(FIVE_GOAL), [17, 1]));
    assert.notEqual(
      databaseFileName(fiveByFive(FIVE_GOAL), [1, 17]),
      databaseFileName(fiveByFive(FIVE_GOAL), [17, 1]),
    );
    for (const goal of [FIVE_GOAL, FIVE_REVERSED]) {
      for (const tiles of [
        [1],
        [24],
        [1, 17],
        [17, 1],
        [16, 1, 2],
        [19, 20, 21, 22, 23, 24],
        groupsOf(24, 24)[0],
      ])
        assert.deepEqual(readFiveByFive(databaseFileName(fiveByFive(goal), tiles)), { goal, tiles });
    }
  });
});
