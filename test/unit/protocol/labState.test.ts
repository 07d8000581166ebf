// The lab page's saved state comes back from VS Code after a window reload:
// it may be from an older page or tampered with, so the protocol checks it.
import assert from 'node:assert/strict';
import { EIGHT_PUZZLE, sizeByKey } from '../../../src/engine';
import {
  LabSavedState,
  labSavedStateData,
  MAX_BUDGET,
  METHOD_NAMES,
  parseLabSavedState,
} from '../../../src/protocol/labMessages';

const THREE = { rows: 3, columns: 3 };
const LAB = { board: [2, 3, 4, 1, 5, 9, 7, 6, 8], goal: [1, 2, 3, 4, 5, 6, 7, 8, 9], shape: THREE };
const FIGURES = {
  method: 'astar-manhattan',
  outcome: 'solved',
  shortest: true,
  moves: undefined,
  length: 19,
  expanded: 120,
  generated: 300,
  held: 200,
  ms: 1.5,
  expandedByDepth: [1, 2, 4],
} as const;
/** As the page saves it: its board as data. */
const SAVED = { lab: LAB, methods: ['astar-manhattan', 'greedy'], budget: 5000, figures: [FIGURES] } as const;
/** As the page reads it back: its board a puzzle and cells. */
const RESTORED: LabSavedState = {
  lab: { puzzle: EIGHT_PUZZLE, board: LAB.board },
  methods: ['astar-manhattan', 'greedy'],
  budget: 5000,
  figures: [FIGURES],
};

describe('the search lab’s saved state', () => {
  it('accepts what the page saves, and JSON’s round trip of it', () => {
    assert.deepEqual(parseLabSavedState(SAVED), { ...RESTORED, figures: [FIGURES] });
    const viaJson: unknown = JSON.parse(JSON.stringify({ ...SAVED, budget: undefined, figures: [] }));
    assert.deepEqual(parseLabSavedState(viaJson), { ...RESTORED, budget: undefined, figures: [] });
  });

  it('saves what it reads back as the same data, so a state from before the puzzle value still restores', () => {
    assert.deepEqual(labSavedStateData(RESTORED), SAVED);
    const fourByFour = {
      ...SAVED,
      lab: {
        board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 15],
        goal: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
        shape: { rows: 4, columns: 4 },
      },
    };
    const restored = parseLabSavedState(fourByFour);
    assert.equal(restored?.lab?.puzzle.size, sizeByKey('4x4'));
    assert.deepEqual(restored && labSavedStateData(restored), fourByFour);
  });

  it('refuses a state that is not one: bad board, unknown method, repeated figures, bad budget, too many figures', () => {
    const bad: [string, unknown][] = [
      ['nothing', undefined],
      ['a string', 'state'],
      ['a board with a repeated tile', { ...SAVED, lab: { ...LAB, board: [1, 1, 3, 4, 5, 6, 7, 8, 9] } }],
      ['a 5×5 shape', { ...SAVED, lab: { ...LAB, shape: { rows: 5, columns: 5 } } }],
      ['an unknown method', { ...SAVED, methods: ['dfs'] }],
      ['a method twice', { ...SAVED, methods: ['greedy', 'greedy'] }],
      ['a budget of 0', { ...SAVED, budget: 0 }],
      ['a budget past the most', { ...SAVED, budget: MAX_BUDGET + 1 }],
      ['a budget as text', { ...SAVED, budget: '5000' }],
      ['figures that are not a list', { ...SAVED, figures: FIGURES }],
      ['figures with a negative count', { ...SAVED, figures: [{ ...FIGURES, expanded: -1 }] }],
      ['figures of an unknown method', { ...SAVED, figures: [{ ...FIGURES, method: 'dfs' }] }],
      ['a method’s figures twice', { ...SAVED, figures: [FIGURES, FIGURES] }],
      [
        'more figures than methods',
        { ...SAVED, figures: [...METHOD_NAMES, 'greedy'].map((method) => ({ ...FIGURES, method })) },
      ],
    ];
    for (const [what, state] of bad) assert.equal(parseLabSavedState(state), undefined, what);
  });
});
