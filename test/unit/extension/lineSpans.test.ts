import assert from 'node:assert/strict';
import { shownSpans } from '../../../src/extension/answers/lineSpans';

describe('the lines editors show, as the annotations and CodeLens read them', () => {
  it('widens each visible range and keeps it inside the document', () => {
    assert.deepEqual(shownSpans([[40, 60]], 30, 1000), [[10, 90]]);
    assert.deepEqual(shownSpans([[0, 20]], 30, 35), [[0, 34]]);
  });

  it('merges ranges whose widened spans overlap or touch, so no line is read twice (folds, split editors)', () => {
    // A fold hides lines 21–29: two visible ranges, whose overscan overlaps.
    assert.deepEqual(
      shownSpans(
        [
          [0, 20],
          [30, 70],
        ],
        30,
        1000,
      ),
      [[0, 100]],
    );
    // Two editors on one document, in any order.
    assert.deepEqual(
      shownSpans(
        [
          [500, 540],
          [0, 40],
          [10, 50],
        ],
        30,
        1000,
      ),
      [
        [0, 80],
        [470, 570],
      ],
    );
    assert.deepEqual(
      shownSpans(
        [
          [0, 9],
          [20, 29],
        ],
        5,
        100,
      ),
      [[0, 34]],
    );
    assert.deepEqual(
      shownSpans(
        [
          [0, 9],
          [21, 29],
        ],
        5,
        100,
      ),
      [
        [0, 14],
        [16, 34],
      ],
    );
  });

  it('gives every line at most once', () => {
    const spans = shownSpans(
      [
        [0, 30],
        [25, 60],
        [100, 120],
        [90, 95],
        [59, 61],
      ],
      10,
      200,
    );
    const lines = spans.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => first + i),
    );
    assert.equal(new Set(lines).size, lines.length);
    assert.deepEqual(spans, [
      [0, 71],
      [80, 130],
    ]);
  });
});
