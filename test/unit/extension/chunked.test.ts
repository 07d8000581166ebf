// The extension's sliced reading of a whole text (Solve All, input files)
// needs no VS Code to run: it must find exactly what one whole reading finds.
import assert from 'node:assert/strict';
import { EIGHT_PUZZLE, forEachBoardText, positionAt } from '../../../src/engine';
import { forEachBoardTextInSlices } from '../../../src/extension/chunked';

describe('reading a whole text in slices, as the extension does', () => {
  // About 200,000 characters: several 32 KiB slices, with grids and lone numbers wherever they fall.
  const lines = ['3'];
  for (let i = 0; lines.length < 12_000; i++) {
    if (i % 7 === 0) lines.push('2 3 4', '1 5 x', '7 6 8');
    else if (i % 11 === 0) lines.push(String(i));
    else lines.push(i % 2 === 0 ? '1 2 3 4 5 6 7 x 8' : '', '2 3 4 1 5 x 7 6 8');
  }
  const text = lines.join('\n') + '\n';

  it('finds the same boards at the same lines as one whole reading, and the case count only at the start', async () => {
    const whole: string[] = [];
    forEachBoardText(text, (start, end, line) => whole.push(`${line} ${text.slice(start, end)}`));
    const sliced: string[] = [];
    const finished = await forEachBoardTextInSlices(
      EIGHT_PUZZLE.size,
      text,
      (slice, start, end, firstLine) => {
        sliced.push(`${firstLine + positionAt(slice, start).line} ${slice.slice(start, end)}`);
      },
    );
    assert.equal(finished, true);
    assert.deepEqual(sliced, whole);
    assert.ok(!whole.some((board) => board.startsWith('0 ')), 'the first line is a case count, not a board');
    // The lone numbers further down are lines like any other (answered "invalid" by Solve All).
    assert.ok(
      whole.filter((board) => /^\d+ \d+$/.test(board)).length > 100,
      'lone numbers after the start are board lines',
    );
  });
});
