// 3×3's distance table as the command line keeps it on disk: written and
// read back to the same arrays, and refused when the file is damaged, cut
// short, of another version, or made for another size or goal.
import assert from 'node:assert/strict';
import {
  buildDistanceTable,
  decodeDistanceTable,
  encodeDistanceTable,
  EIGHT_PUZZLE,
  puzzleOf,
  sizeByKey,
} from '../../../src/engine';

describe("a distance table's file", function () {
  this.timeout(60_000);

  for (const puzzle of [
    EIGHT_PUZZLE,
    puzzleOf(EIGHT_PUZZLE.size, [1, 2, 3, 8, 9, 4, 7, 6, 5]),
    puzzleOf(sizeByKey('2x3')),
  ]) {
    it(`reads back what it wrote, array for array: ${puzzle.size.name} toward ${puzzle.goal.join('')}`, () => {
      const table = buildDistanceTable(puzzle);
      const decoded = decodeDistanceTable(encodeDistanceTable(table), puzzle);
      assert.equal(decoded.kind, 'ok', decoded.kind === 'bad' ? decoded.problem : '');
      if (decoded.kind !== 'ok') return;
      const back = decoded.table;
      assert.equal(back.goalRank, table.goalRank);
      assert.equal(back.maxDistance, table.maxDistance);
      assert.deepEqual(back.levelStart, table.levelStart);
      assert.ok(Buffer.from(back.distance).equals(Buffer.from(table.distance)));
      assert.ok(
        Buffer.from(back.link.buffer, back.link.byteOffset, back.link.byteLength).equals(
          Buffer.from(table.link.buffer, table.link.byteOffset, table.link.byteLength),
        ),
      );
      assert.deepEqual(Array.from(back.order), Array.from(table.order));
    });
  }

  it('reads a file whose bytes sit at any offset of their buffer (as a Node Buffer from a read may)', () => {
    const bytes = encodeDistanceTable(buildDistanceTable(EIGHT_PUZZLE));
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    assert.equal(decodeDistanceTable(shifted.subarray(3), EIGHT_PUZZLE).kind, 'ok');
    assert.equal(decodeDistanceTable(Buffer.from(bytes), EIGHT_PUZZLE).kind, 'ok');
  });

  it('refuses a damaged, cut, stale or foreign file, saying why', () => {
    const bytes = encodeDistanceTable(buildDistanceTable(EIGHT_PUZZLE));
    const problem = (file: Uint8Array, puzzle = EIGHT_PUZZLE): string => {
      const decoded = decodeDistanceTable(file, puzzle);
      return decoded.kind === 'bad' ? decoded.problem : 'accepted';
    };
    const damaged = bytes.slice();
    damaged[damaged.length - 1000] ^= 4;
    assert.match(problem(damaged), /checksum/);
    assert.match(problem(bytes.subarray(0, bytes.length - 4)), /bytes, expected/);
    assert.match(problem(bytes.subarray(0, 10)), /shorter than the header/);
    const stale = bytes.slice();
    stale[4] = 9;
    assert.match(problem(stale), /format version 9/);
    assert.match(problem(bytes, puzzleOf(EIGHT_PUZZLE.size, [1, 2, 3, 8, 9, 4, 7, 6, 5])), /another goal/);
    assert.match(problem(bytes, puzzleOf(sizeByKey('2x3'))), /made for 3×3, not 2×3/);
    assert.match(problem(new Uint8Array(bytes.length)), /not a distance table file/);
  });
});
