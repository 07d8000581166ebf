import assert from 'node:assert/strict';
import { EIGHT_PUZZLE, sizeByKey } from '../../../src/engine';
import {
  encodeLabHostMessage,
  encodeWorkerRequest,
  labSavedStateData,
  parseLabHostMessage,
  parseLabPageMessage,
  parseLabSavedState,
  parseWorkerRequest,
} from '../../../src/protocol/labMessages';
import {
  boardStateData,
  BoardStateData,
  encodeHostMessage,
  encodeWebviewMessage,
  parseBoardState,
  parseHostMessage,
  parseWebviewMessage,
} from '../../../src/protocol/messages';
import { HEURISTIC_REPORT, TRACE_REPORT } from '../../harness/labReportSamples';

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const THREE = { rows: 3, columns: 3 };
const STATE = {
  start: [2, 3, 4, 1, 5, 9, 7, 6, 8],
  moves: 'ullddrurdllurdruldr',
  step: 3,
  goal: GOAL,
  shape: THREE,
};
/** 2×3: the blank is 6; `1 2 3 / 4 x 5` is one move ('r') from the goal. */
const TWO_BY_THREE = {
  start: [1, 2, 3, 4, 6, 5],
  moves: 'r',
  step: 0,
  goal: [1, 2, 3, 4, 5, 6],
  shape: { rows: 2, columns: 3 },
};
const FOUR = { rows: 4, columns: 4 };
const FOUR_GOAL = Array.from({ length: 16 }, (_, i) => i + 1);
/** 4×4, two moves from the goal: the blank went up and left. */
const FOUR_BY_FOUR = {
  start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 11, 13, 14, 15, 12],
  moves: 'rd',
  step: 1,
  goal: FOUR_GOAL,
  shape: FOUR,
};

/**
 * A host message as the page reads it, written out again as data: what the page understood, in the host's
 * terms.
 */
function hostRoundTrip(data: unknown): unknown {
  const message = parseHostMessage(data);
  return message && encodeHostMessage(message);
}

/** A webview message as the host reads it, written out again as data. */
function webviewRoundTrip(data: unknown): unknown {
  const message = parseWebviewMessage(data);
  return message && encodeWebviewMessage(message);
}

function stateRoundTrip(data: unknown): BoardStateData | undefined {
  const state = parseBoardState(data);
  return state && boardStateData(state);
}

describe('the message protocol between the host and the board', () => {
  it('accepts well-formed messages both ways', () => {
    assert.deepEqual(hostRoundTrip({ type: 'load', state: STATE, revision: 3 }), {
      type: 'load',
      state: STATE,
      revision: 3,
    });
    assert.deepEqual(hostRoundTrip({ type: 'settings', settings: { stepDuration: 200 } }), {
      type: 'settings',
      settings: { stepDuration: 200 },
    });
    assert.deepEqual(webviewRoundTrip({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(webviewRoundTrip({ type: 'insertMoves', state: STATE }), {
      type: 'insertMoves',
      state: STATE,
    });
  });

  it('reads a board state into one puzzle of the registry', () => {
    assert.deepEqual(parseBoardState(STATE), {
      puzzle: EIGHT_PUZZLE,
      start: STATE.start,
      moves: STATE.moves,
      step: STATE.step,
    });
    assert.equal(parseBoardState(TWO_BY_THREE)?.puzzle.size, sizeByKey('2x3'));
    assert.equal(parseBoardState(FOUR_BY_FOUR)?.puzzle.size, sizeByKey('4x4'));
    assert.deepEqual(
      parseBoardState({ ...STATE, goal: [1, 2, 3, 8, 9, 4, 7, 6, 5] })?.puzzle.goal,
      [1, 2, 3, 8, 9, 4, 7, 6, 5],
    );
  });

  it('carries the shape of boards of every size, and reads a state saved without one as 3×3', () => {
    assert.deepEqual(stateRoundTrip(TWO_BY_THREE), TWO_BY_THREE);
    assert.deepEqual(stateRoundTrip(FOUR_BY_FOUR), FOUR_BY_FOUR);
    const { shape: _, ...old } = STATE;
    assert.deepEqual(stateRoundTrip(old), STATE);
    // The same cells on 3×2: the blank is at the bottom left, so two moves up stay on the board.
    const threeByTwo = { ...TWO_BY_THREE, shape: { rows: 3, columns: 2 }, moves: 'uu' };
    assert.deepEqual(stateRoundTrip(threeByTwo), threeByTwo);
  });

  it('asks the host to search a large board, and reads its answer and progress', () => {
    const solve = { type: 'solve', request: 4, board: FOUR_BY_FOUR.start, goal: FOUR_GOAL, shape: FOUR };
    assert.deepEqual(webviewRoundTrip(solve), solve);
    assert.deepEqual(webviewRoundTrip({ type: 'cancelSolve', request: 4 }), {
      type: 'cancelSolve',
      request: 4,
    });
    assert.deepEqual(hostRoundTrip({ type: 'solveProgress', request: 4, bound: 48, nodes: 12_345 }), {
      type: 'solveProgress',
      request: 4,
      bound: 48,
      nodes: 12_345,
    });
    for (const answer of [
      { kind: 'shortest', moves: 'rd', nodes: 3 },
      { kind: 'unproven', moves: 'rdlurd', nodes: 1_000_000 },
      { kind: 'unsolvable' },
      { kind: 'cancelled' },
      { kind: 'failed', message: 'no solver here' },
    ]) {
      assert.deepEqual(hostRoundTrip({ type: 'solved', request: 4, answer }), {
        type: 'solved',
        request: 4,
        answer,
      });
    }
    assert.equal(
      parseHostMessage({ type: 'solved', request: 4, answer: { kind: 'shortest', moves: 'rdx', nodes: 3 } }),
      undefined,
    );
    assert.equal(
      parseHostMessage({ type: 'solved', request: 4, answer: { kind: 'shortest', moves: 'rd' } }),
      undefined,
    );
    assert.equal(parseHostMessage({ type: 'solved', request: 4, answer: { kind: 'maybe' } }), undefined);
    assert.equal(parseHostMessage({ type: 'solveProgress', request: 4, bound: -1, nodes: 0 }), undefined);
    assert.equal(parseWebviewMessage({ ...solve, shape: THREE }), undefined, 'a 4×4 board is not 3×3');
    assert.equal(parseWebviewMessage({ ...solve, board: FOUR_BY_FOUR.start.slice(0, 15) }), undefined);
    assert.equal(parseWebviewMessage({ ...solve, request: 1.5 }), undefined);
  });

  it('drops extra fields rather than passing them on', () => {
    const data = { type: 'state', state: { ...STATE, evil: '<script>' }, revision: 1, more: 1 };
    assert.deepEqual(parseWebviewMessage(data), {
      type: 'state',
      state: { puzzle: EIGHT_PUZZLE, start: STATE.start, moves: STATE.moves, step: STATE.step },
      revision: 1,
    });
    assert.deepEqual(webviewRoundTrip(data), { type: 'state', state: STATE, revision: 1 });
  });

  for (const [what, data] of [
    ['no object', 'load'],
    ['a load without a revision', { type: 'load', state: STATE }],
    ['a report with a negative revision', { type: 'state', state: STATE, revision: -1 }],
    ['null', null],
    ['an unknown type', { type: 'run', state: STATE }],
    [
      'a board with a repeated tile',
      { type: 'load', state: { ...STATE, start: [1, 1, 3, 4, 5, 6, 7, 8, 9] } },
    ],
    ['a board with 8 cells', { type: 'load', state: { ...STATE, start: [1, 2, 3, 4, 5, 6, 7, 8] } }],
    [
      'a cell that is not a number',
      { type: 'load', state: { ...STATE, start: ['1', 2, 3, 4, 5, 6, 7, 8, 9] } },
    ],
    ['a fractional cell', { type: 'load', state: { ...STATE, start: [1.5, 2, 3, 4, 5, 6, 7, 8, 9] } }],
    ['a letter that is not a move', { type: 'load', state: { ...STATE, moves: 'ulx' } }],
    ['moves that leave the board', { type: 'load', state: { ...STATE, moves: 'uuu' } }],
    ['a step past the end', { type: 'load', state: { ...STATE, step: 20 } }],
    ['a negative step', { type: 'load', state: { ...STATE, step: -1 } }],
    ['a 3×3 board said to be 4×4', { type: 'load', state: { ...STATE, shape: FOUR }, revision: 1 }],
    ['a 4×4 board said to be 3×3', { type: 'load', state: { ...FOUR_BY_FOUR, shape: THREE }, revision: 1 }],
    [
      'a 4×4 board without its shape',
      { type: 'load', state: { ...FOUR_BY_FOUR, shape: undefined }, revision: 1 },
    ],
    [
      '2×3 moves that are fine on 3×2 but leave a 2×3 board',
      { type: 'load', state: { ...TWO_BY_THREE, moves: 'uu' }, revision: 1 },
    ],
    [
      'a size that is not played (5×5)',
      { type: 'load', state: { ...FOUR_BY_FOUR, shape: { rows: 5, columns: 5 } }, revision: 1 },
    ],
    ['a shape that is not a shape', { type: 'load', state: { ...STATE, shape: '3x3' }, revision: 1 }],
    [
      'a 4×4 board whose blank is 0, not 16',
      {
        type: 'load',
        state: { ...FOUR_BY_FOUR, start: FOUR_BY_FOUR.start.map((cell) => cell % 16) },
        revision: 1,
      },
    ],
    ['a goal of another size', { type: 'load', state: { ...FOUR_BY_FOUR, goal: GOAL }, revision: 1 }],
    [
      '4×4 moves that leave the board',
      { type: 'load', state: { ...FOUR_BY_FOUR, moves: 'rdd' }, revision: 1 },
    ],
    ['an absurd speed', { type: 'settings', settings: { stepDuration: 1e9 } }],
    ['a speed that is not a number', { type: 'settings', settings: { stepDuration: 'fast' } }],
  ] as const) {
    it(`rejects ${what}`, () => {
      assert.equal(parseHostMessage(data), undefined);
      assert.equal(parseWebviewMessage(data), undefined);
    });
  }

  it('rejects a saved state that is too long to be a real game', () => {
    assert.equal(parseBoardState({ ...STATE, moves: 'ud'.repeat(6000), step: 0 }), undefined);
  });
});

describe('the lab’s reports of a learner’s work, host → page, and openBoard, page → host', () => {
  const PUZZLE = { goal: GOAL, shape: THREE };
  const HEURISTIC = { type: 'heuristic', puzzle: PUZZLE, report: HEURISTIC_REPORT };
  const TRACE = { type: 'trace', puzzle: PUZZLE, report: TRACE_REPORT };
  /** A value per rank of the 9! boards, as the host sends them. */
  const values = (at: (rank: number) => unknown = (rank) => rank % 31): unknown[] =>
    Array.from({ length: 362_880 }, (_, rank) => at(rank));
  /** A 4×4 check, sampled: no table, so no values. */
  const SAMPLED_4X4 = {
    ...HEURISTIC,
    puzzle: { goal: FOUR_GOAL, shape: FOUR },
    report: {
      ...HEURISTIC_REPORT,
      size: '4x4',
      proven: false,
      worst: null,
      moreWorst: [],
      worstEdge: null,
      goal: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x',
    },
  };
  const labRoundTrip = (data: unknown): unknown => {
    const message = parseLabHostMessage(data);
    return message && encodeLabHostMessage(message);
  };

  it('reads a heuristic’s report and its puzzle, and its values as one number per rank', () => {
    assert.deepEqual(labRoundTrip(HEURISTIC), HEURISTIC);
    const given = values();
    const message = parseLabHostMessage({ ...HEURISTIC, values: given });
    assert.ok(message?.type === 'heuristic' && message.values);
    assert.equal(message.values.length, 362_880);
    assert.equal(message.values[62], 0);
    assert.deepEqual(labRoundTrip({ ...HEURISTIC, values: given }), { ...HEURISTIC, values: given });
    // Every field of a trace report is kept, and none may be left out.
    assert.deepEqual(labRoundTrip(TRACE), TRACE);
    const { summary: _summary, ...withoutSummary } = TRACE_REPORT;
    assert.equal(labRoundTrip({ ...TRACE, report: withoutSummary }), undefined);
    assert.deepEqual(labRoundTrip(SAMPLED_4X4), SAMPLED_4X4, 'a 4×4 report, sampled, without values');
  });

  const bad: [string, unknown][] = [
    [
      'a report of another size than its puzzle',
      { ...HEURISTIC, report: { ...HEURISTIC_REPORT, size: '2x3' } },
    ],
    ['no puzzle', { ...HEURISTIC, puzzle: undefined }],
    [
      'a puzzle of a size not played',
      { ...HEURISTIC, puzzle: { goal: GOAL, shape: { rows: 5, columns: 5 } } },
    ],
    ['an unknown language', { ...HEURISTIC, report: { ...HEURISTIC_REPORT, language: 'ruby' } }],
    [
      'a worst board with a repeated tile',
      {
        ...HEURISTIC,
        report: { ...HEURISTIC_REPORT, worst: { board: '1 1 3 4 5 6 7 8 x', h: 2, distance: 1 } },
      },
    ],
    [
      'a worst board as long as a novel',
      {
        ...HEURISTIC,
        report: { ...HEURISTIC_REPORT, worst: { board: `${'1 '.repeat(5000)}`, h: 2, distance: 1 } },
      },
    ],
    [
      'too many worst boards',
      {
        ...HEURISTIC,
        report: {
          ...HEURISTIC_REPORT,
          moreWorst: Array.from({ length: 51 }, () => HEURISTIC_REPORT.moreWorst[0]),
        },
      },
    ],
    [
      'too many distances',
      {
        ...HEURISTIC,
        report: {
          ...HEURISTIC_REPORT,
          byDistance: Array.from({ length: 101 }, () => HEURISTIC_REPORT.byDistance[0]),
        },
      },
    ],
    [
      'a mean h that is not a number',
      {
        ...HEURISTIC,
        report: { ...HEURISTIC_REPORT, byDistance: [{ ...HEURISTIC_REPORT.byDistance[0], meanH: 'a lot' }] },
      },
    ],
    [
      'a comparison with an unknown heuristic',
      {
        ...HEURISTIC,
        report: {
          ...HEURISTIC_REPORT,
          comparison: {
            ...HEURISTIC_REPORT.comparison,
            rows: [{ ...HEURISTIC_REPORT.comparison.rows[0], heuristic: 'magic' }],
          },
        },
      },
    ],
    ['a negative count', { ...HEURISTIC, report: { ...HEURISTIC_REPORT, boards: -1 } }],
    [
      'a file path of a megabyte',
      { ...HEURISTIC, report: { ...HEURISTIC_REPORT, file: 'x'.repeat(1_000_001) } },
    ],
    ['values one short', { ...HEURISTIC, values: values().slice(1) }],
    ['values that are not a list', { ...HEURISTIC, values: 'lots' }],
    ['a negative value', { ...HEURISTIC, values: values((rank) => (rank === 9 ? -1 : 0)) }],
    ['a value of NaN', { ...HEURISTIC, values: values((rank) => (rank === 9 ? NaN : 0)) }],
    ['an infinite value', { ...HEURISTIC, values: values((rank) => (rank === 9 ? Infinity : 0)) }],
    ['a value as text', { ...HEURISTIC, values: values((rank) => (rank === 9 ? '1' : 0)) }],
    ['values for a size with no table', { ...SAMPLED_4X4, values: values() }],
    [
      'a trace step that is not a board',
      { ...TRACE, report: { ...TRACE_REPORT, steps: [{ ...TRACE_REPORT.steps[0], board: 'expand' }] } },
    ],
    [
      'a trace step with a mark that is not a yes or no',
      { ...TRACE, report: { ...TRACE_REPORT, steps: [{ ...TRACE_REPORT.steps[0], jump: 'yes' }] } },
    ],
    [
      'too many trace steps',
      {
        ...TRACE,
        report: { ...TRACE_REPORT, steps: Array.from({ length: 5001 }, () => TRACE_REPORT.steps[0]) },
      },
    ],
    [
      'a check with a negative line',
      { ...TRACE, report: { ...TRACE_REPORT, jumps: { count: 1, firstLine: -3 } } },
    ],
    ['a byDepth of text', { ...TRACE, report: { ...TRACE_REPORT, byDepth: ['1'] } }],
    ['a field of the wrong kind', { ...TRACE, report: { ...TRACE_REPORT, solvable: 'yes' } }],
    ['a start board of another size', { ...TRACE, report: { ...TRACE_REPORT, start: '1 2 3 x' } }],
  ];
  for (const [what, data] of bad) {
    it(`rejects ${what}`, () => assert.equal(parseLabHostMessage(data), undefined));
  }

  it('reads openBoard with a board in any form, and nothing else', () => {
    assert.deepEqual(parseLabPageMessage({ type: 'openBoard', board: '2 3 4 1 5 x 7 6 8' }), {
      type: 'openBoard',
      board: '2 3 4 1 5 x 7 6 8',
    });
    for (const board of [
      undefined,
      42,
      '',
      'not a board',
      '1 1 2 3 4 5 6 7 x',
      `2 3 4 1 5 x 7 6 8${' '.repeat(200)}`,
    ]) {
      assert.equal(parseLabPageMessage({ type: 'openBoard', board }), undefined, String(board));
    }
  });

  it('saves a heuristic’s report without its values, and refuses a saved state that has them', () => {
    const saved = labSavedStateData({
      methods: [],
      budget: undefined,
      figures: [],
      heuristic: { puzzle: EIGHT_PUZZLE, report: HEURISTIC_REPORT, values: new Float64Array(362_880) },
    });
    assert.deepEqual(saved, {
      methods: [],
      budget: undefined,
      figures: [],
      heuristic: { puzzle: PUZZLE, report: HEURISTIC_REPORT },
    });
    assert.deepEqual(parseLabSavedState(saved)?.heuristic, {
      puzzle: EIGHT_PUZZLE,
      report: HEURISTIC_REPORT,
    });
    assert.equal(
      parseLabSavedState({
        ...(saved as object),
        heuristic: { puzzle: PUZZLE, report: HEURISTIC_REPORT, values: values() },
      }),
      undefined,
    );
    assert.equal(parseLabSavedState({ methods: [], figures: [] }), undefined, 'neither a board nor a report');
  });

  it('gives the worker the learner’s values as a Float64Array of one h per rank, and only with a method of theirs named', () => {
    const lab = { puzzle: EIGHT_PUZZLE, board: [2, 3, 4, 1, 5, 9, 7, 6, 8] };
    const estimate = { values: new Float64Array(362_880), consistent: true };
    const request = parseWorkerRequest(
      encodeWorkerRequest({
        type: 'run',
        run: 1,
        lab,
        methods: ['astar-yours', 'idastar-yours', 'greedy'],
        budget: undefined,
        estimate,
      }),
    );
    assert.ok(request?.type === 'run' && request.estimate);
    assert.deepEqual(request.methods, ['astar-yours', 'idastar-yours', 'greedy']);
    assert.equal(request.estimate.values.length, 362_880);
    const data = encodeWorkerRequest({
      type: 'step',
      run: 2,
      lab,
      method: 'astar-yours',
      budget: undefined,
      estimate,
    }) as Record<string, unknown>;
    assert.equal(
      parseWorkerRequest({ ...data, estimate: { ...estimate, values: new Float64Array(10) } }),
      undefined,
      'values of another length',
    );
    assert.equal(
      parseWorkerRequest({ ...data, estimate: { ...estimate, values: Array.from(estimate.values) } }),
      undefined,
      'values as a plain list',
    );
    assert.equal(parseWorkerRequest({ ...data, method: 'dfs-yours' }), undefined, 'a method nobody has');
  });
});
