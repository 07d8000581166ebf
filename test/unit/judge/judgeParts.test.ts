// The judge's parts that need no program: its settings (run mode, limits,
// sizes and goals), which boards the test sets hold, how each whitespace
// twin of a case is written, the report's bounded list of failures, and how
// output is cut into lines.
import assert from 'node:assert/strict';
import {
  Board,
  EIGHT_PUZZLE,
  isSolvable,
  maxDistance,
  optimalDistance,
  puzzleOf,
  sameBoard,
  sizeByKey,
} from '../../../src/engine';
import { boardOf, edgeBoards, makeCaseSet, optimalOf } from '../../../src/judge/cases/caseSet';
import { SetRules } from '../../../src/judge/cases/setRules';
import { FailureList, weightOf } from '../../../src/judge/answers/failureList';
import { boardText, formOf, runInput, variantsOf } from '../../../src/judge/cases/inputs';
import { lengthSolver } from '../../../src/judge/cases/largeLengths';
import { OutputLineSplitter } from '../../../src/judge/answers/outputLineSplitter';
import { batchPlan, isStress, nearLimit, perCasePlan } from '../../../src/judge/run/runPlan';
import { limitsOf, outputLimit, resolveSettings, ResolvedSettings } from '../../../src/judge/settings';
import { describeForm, JudgeOptions, languageOf } from '../../../src/judge';
import { problemOf } from '../../../src/problems';
import { inputFile, scratch } from '../support/judgeSupport';

const SAMPLE: Board = [2, 3, 4, 1, 5, 9, 7, 6, 8];
const LUOGU = problemOf('luogu1379').puzzle;
const COMMAND = { kind: 'command' as const, command: 'true', args: [] };

function settings(options: Partial<JudgeOptions> = {}): ResolvedSettings {
  const resolved = resolveSettings({ program: COMMAND, ...options });
  if (typeof resolved === 'string') assert.fail(resolved);
  return resolved;
}

function refusal(options: Partial<JudgeOptions>): string {
  const resolved = resolveSettings({ program: COMMAND, ...options });
  assert.equal(typeof resolved, 'string');
  return resolved as string;
}

const RULES: SetRules = {
  name: 'HDU 1043',
  unsolvableBoards: true,
  mostMoves: undefined,
  pairs: false,
  standardBoards: undefined,
};
const noLengths = { lengths: () => lengthSolver('/nonexistent') };

describe('the settings of a judgement', () => {
  it('runs each problem as its input says: a board per run only when one board is the whole input', () => {
    assert.equal(settings().mode, 'batch');
    assert.equal(settings({ problem: 'poj1077' }).mode, 'per-case');
    assert.equal(settings({ problem: 'uva652' }).mode, 'batch');
    assert.equal(settings({ problem: 'hdu3567' }).mode, 'batch');
  });

  it('runs a batch problem per board only when asked, to diagnose, and says it is not the problem’s verdict', () => {
    const diagnosis = settings({ mode: 'per-case' });
    assert.equal(diagnosis.mode, 'per-case');
    assert.equal(
      diagnosis.diagnosis,
      "each board was run on its own, to diagnose: not HDU 1043's verdict, which gives every board in one run",
    );
    assert.match(
      settings({ problem: 'poj1077', mode: 'batch' }).diagnosis ?? '',
      /every board was given in one run, to diagnose: not POJ 1077's verdict/,
    );
  });

  it('takes each problem’s limits for the program’s language, the options’ over them, and says where they come from', () => {
    assert.deepEqual(pick(limitsOf(settings(), 'cpp')), { timeMs: 5000, memoryKiB: 32768, from: 'problem' });
    assert.deepEqual(pick(limitsOf(settings(), 'java')), {
      timeMs: 10000,
      memoryKiB: 65536,
      from: 'language',
    });
    assert.deepEqual(pick(limitsOf(settings({ timeLimitMs: 700 }), 'java')), {
      timeMs: 700,
      memoryKiB: 65536,
      from: 'options',
    });
    assert.deepEqual(pick(limitsOf(settings({ problem: 'luogu1379', memoryLimitKiB: 4096 }), undefined)), {
      timeMs: 1000,
      memoryKiB: 4096,
      from: 'options',
    });
    assert.equal(limitsOf(settings({ problem: 'leetcode773' }), 'python').published, false);
    assert.equal(limitsOf(settings({ problem: 'hdu3567' }), 'cpp').confirmed, false);
  });

  it('holds a run of the judge’s own size to its limits, going past the time limit only so every answer is judged; a bigger run is a check of answers', () => {
    const limits = limitsOf(settings(), 'cpp');
    const own = batchPlan(limits, settings(), problemOf('hdu1043').data.boards);
    assert.deepEqual(own, {
      timeLimitMs: 5000,
      memoryLimitKiB: 32768,
      heldMemoryKiB: 32768,
      overtime: { backstopMs: 50_000, stallMs: 15_000 },
      outputLimitBytes: 1024 * 1024,
      stress: false,
    });
    const all = batchPlan(limits, settings(), 362_880);
    assert.deepEqual(all, {
      timeLimitMs: 5000,
      memoryLimitKiB: 32768,
      heldMemoryKiB: 1024 * 1024,
      overtime: { backstopMs: 60_000, stallMs: 60_000 },
      outputLimitBytes: 362_880 * 256,
      stress: true,
    });
    // A statement's bound splits a set into runs of its size: never a stress run (HDU 3567: 200 cases a run).
    assert.equal(isStress(problemOf('hdu3567'), 'batch', 200), false);
    assert.equal(
      isStress(problemOf('poj1077'), 'batch', 337),
      true,
      'every board of POJ 1077 in one run, to diagnose',
    );
    assert.equal(isStress(problemOf('poj1077'), 'per-case', 1), false);
    const alone = perCasePlan(
      limitsOf(settings({ problem: 'poj1077' }), 'cpp'),
      settings({ problem: 'poj1077' }),
    );
    assert.deepEqual(
      alone.overtime.backstopMs,
      1150,
      'a run of one board goes on to 15% over its limit, to tell a near miss',
    );
    assert.equal(outputLimit(settings(), 1, false), 1024 * 1024);
  });

  it('runs again a time within 15% over the limit, and only that', () => {
    assert.equal(nearLimit(1000, 1000), false, 'within the limit');
    assert.equal(nearLimit(1001, 1000), true);
    assert.equal(nearLimit(1150, 1000), true);
    assert.equal(nearLimit(1151, 1000), false, 'clearly over');
    assert.equal(nearLimit(undefined, 1000), false, 'not measured');
  });

  it('judges toward the problem’s goal and size, or the options’', () => {
    assert.deepEqual(settings({ problem: 'luogu1379' }).puzzle.goal, LUOGU.goal);
    assert.equal(settings({ problem: 'hdu1043', size: '4x4' }).puzzle.size, sizeByKey('4x4'));
    assert.deepEqual(
      settings({ goal: [9, 1, 2, 3, 4, 5, 6, 7, 8] }).puzzle.goal,
      [9, 1, 2, 3, 4, 5, 6, 7, 8],
    );
    assert.equal(settings().optimal, false);
    assert.equal(settings({ optimal: true }).optimal, true);
  });

  it('refuses a limit, a goal or a size that makes no sense for the problem', () => {
    assert.match(refusal({ timeLimitMs: 0 }), /expected a whole number of milliseconds/);
    assert.match(refusal({ memoryLimitKiB: 10 }), /expected a whole number of KiB/);
    assert.match(refusal({ goal: [1, 1, 2, 3, 4, 5, 6, 7, 8] }), /not a board/);
    assert.equal(
      refusal({ problem: 'hdu3567', goal: EIGHT_PUZZLE.goal }),
      'HDU 3567 gives each case its own goal: --goal does not apply',
    );
    assert.equal(
      refusal({ problem: 'luogu1379', size: '4x4' }),
      'Luogu P1379 writes a board one character a cell: there is no 4×4 board in its form',
    );
  });

  it('knows a source’s language by its extension', () => {
    assert.equal(languageOf('a/b/Main.java'), 'java');
    assert.equal(languageOf('sol.CPP'), 'cpp');
    assert.equal(languageOf('x.py'), 'python');
    assert.equal(languageOf('x.rs'), undefined);
  });
});

function pick(limits: ReturnType<typeof limitsOf>): { timeMs: number; memoryKiB: number; from: string } {
  return { timeMs: limits.timeMs, memoryKiB: limits.memoryKiB, from: limits.from };
}

describe('the test sets of a size with a table', () => {
  it('edge: the solved board first, a board at every distance, the farthest ones, and unsolvable ones', () => {
    for (const goal of [EIGHT_PUZZLE.goal, [9, 1, 2, 3, 4, 5, 6, 7, 8]]) {
      const puzzle = puzzleOf(EIGHT_PUZZLE.size, goal);
      const boards = edgeBoards(puzzle, true);
      assert.ok(sameBoard(boards[0], goal));
      const distances = boards.map((board) => optimalDistance(puzzle, board));
      for (let d = 0; d <= maxDistance(puzzle); d++) assert.ok(distances.includes(d), `distance ${d}`);
      assert.ok(distances.filter((d) => d === undefined).length >= 3, 'three unsolvable boards');
      assert.equal(new Set(boards.map((board) => board.join(''))).size, boards.length, 'no board twice');
    }
  });

  it('edge for Luogu P1379: no unsolvable boards (it promises a solution), distances up to 30', () => {
    const boards = edgeBoards(LUOGU, false);
    assert.ok(boards.every((board) => isSolvable(LUOGU, board)));
    assert.equal(Math.max(...boards.map((board) => optimalDistance(LUOGU, board) ?? 0)), 30);
  });

  it('random:N draws the same boards from the same seed; N out of range is refused', async () => {
    const a = await makeCaseSet({ kind: 'random', count: 100, seed: 5 }, EIGHT_PUZZLE, RULES, noLengths);
    const b = await makeCaseSet({ kind: 'random', count: 100, seed: 5 }, EIGHT_PUZZLE, RULES, noLengths);
    assert.ok(a.ok && b.ok);
    assert.deepEqual(a.set.cells, b.set.cells);
    assert.equal(a.set.name, 'random:100');
    assert.deepEqual(
      await makeCaseSet({ kind: 'random', count: 0, seed: 1 }, EIGHT_PUZZLE, RULES, noLengths),
      { ok: false, message: 'random:0: expected a whole number of boards from 1 to 1,000,000' },
    );
  });

  it('all: every one of the 9! boards in Cantor order, with its distance; the solvable half for Luogu', async () => {
    const all = await makeCaseSet({ kind: 'all' }, EIGHT_PUZZLE, RULES, noLengths);
    assert.ok(all.ok);
    assert.equal(all.set.count, 362880);
    assert.deepEqual(boardOf(all.set, 0), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.deepEqual(boardOf(all.set, 362879), [9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for (const index of [1, 1000, 200000, 362879])
      assert.equal(optimalOf(all.set, index), optimalDistance(EIGHT_PUZZLE, boardOf(all.set, index)) ?? null);
    const luogu = await makeCaseSet({ kind: 'all' }, LUOGU, { ...RULES, unsolvableBoards: false }, noLengths);
    assert.ok(luogu.ok);
    assert.equal(luogu.set.count, 181440);
  });

  it('a file: its boards in its own forms, a case count skipped; a malformed board is an error that says where', async () => {
    const files = scratch();
    try {
      const good = await makeCaseSet(
        {
          kind: 'file',
          path: inputFile(files.dir, 'good.in', ['2', '2 3 4 1 5 x 7 6 8', '{1, 2, 3, 4, 5, 6, 7, 8, 0}']),
        },
        EIGHT_PUZZLE,
        RULES,
        noLengths,
      );
      assert.ok(good.ok);
      assert.equal(good.set.count, 2);
      assert.deepEqual(boardOf(good.set, 0), SAMPLE);
      assert.equal(optimalOf(good.set, 1), 0);
      const bad = inputFile(files.dir, 'bad.in', ['2 3 4 1 5 x 7 6 8', '1 2 3 4 5 6 7 8 8']);
      assert.deepEqual(await makeCaseSet({ kind: 'file', path: bad }, EIGHT_PUZZLE, RULES, noLengths), {
        ok: false,
        message: `${bad}, line 2: tile 8 appears twice`,
      });
    } finally {
      files.cleanUp();
    }
  });
});

describe('the whitespace twins of a test set', () => {
  const hdu = problemOf('hdu1043');

  it('a batch problem gets a run for the line ends and one for each spacing its statement allows, each named', () => {
    assert.deepEqual(
      variantsOf('edge', hdu, 'batch', true).map((variant) => variant.name),
      ['edge', 'edge+whitespace', 'edge+runs-of-spaces', 'edge+tabs', 'edge+rows'],
    );
    assert.deepEqual(
      variantsOf('edge', problemOf('luogu1379'), 'per-case', true).map((variant) => variant.name),
      ['edge', 'edge+whitespace'],
    );
    assert.deepEqual(
      variantsOf('edge', hdu, 'batch', false).map((variant) => variant.name),
      ['edge'],
    );
  });

  it('in a batch: CRLF on every line, trailing spaces on every other, no line end after the last', async () => {
    const made = await makeCaseSet({ kind: 'random', count: 4, seed: 1 }, EIGHT_PUZZLE, RULES, noLengths);
    assert.ok(made.ok);
    const [, lineEnds, , tabs] = variantsOf('random:4', hdu, 'batch', true);
    const text = (i: number): string => boardText(hdu, made.set, i);
    assert.equal(
      Buffer.from(runInput(hdu, made.set, 0, 4, lineEnds)).toString(),
      `${text(0)}  \r\n${text(1)}\r\n${text(2)}  \r\n${text(3)}`,
    );
    assert.equal(
      describeForm(formOf(lineEnds, hdu, 0, 4) ?? assert.fail()),
      'CRLF line end, trailing spaces',
    );
    assert.equal(describeForm(formOf(lineEnds, hdu, 3, 4) ?? assert.fail()), 'no final newline');
    assert.equal(describeForm(formOf(tabs, hdu, 2, 4) ?? assert.fail()), 'tabs between cells');
    assert.equal(
      Buffer.from(runInput(hdu, made.set, 0, 1, tabs)).toString(),
      `${text(0).replace(/ /g, '\t')}\n`,
    );
  });

  it('a board run on its own gets each form in turn, the spacings too', () => {
    const poj = problemOf('poj1077');
    const [, cycle] = variantsOf('edge', poj, 'per-case', true);
    const forms = [0, 1, 2, 3, 4, 5].map((i) => describeForm(formOf(cycle, poj, i, 1) ?? assert.fail()));
    assert.deepEqual(forms, [
      'CRLF line end',
      'trailing spaces',
      'no final newline',
      'runs of spaces between cells',
      'tabs between cells',
      'the board a row a line',
    ]);
  });
});

describe('the report’s list of failures', () => {
  it('keeps the simplest cases, at most its size, a tie going to the first; the rest are counted', () => {
    const list = new FailureList<string>(3);
    for (const [weight, name] of [
      [10, 'a'],
      [4, 'b'],
      [10, 'c'],
      [2, 'd'],
      [4, 'e'],
      [60, 'f'],
    ] as const)
      list.offer(weight, () => name);
    assert.deepEqual(list.entries(), ['d', 'b', 'e']);
    assert.equal(list.dropped, 3);
    assert.equal(weightOf(null), 1, 'an unsolvable board between the solved one and one move');
    assert.deepEqual([weightOf(0), weightOf(1)], [0, 2]);
  });

  it('builds what it keeps only when it keeps it', () => {
    const list = new FailureList<number>(1);
    let made = 0;
    list.offer(2, () => ++made);
    list.offer(4, () => ++made);
    list.offer(4, () => ++made);
    assert.equal(made, 1);
  });
});

describe('cutting output into lines', () => {
  it('finds lines across piece ends, a UTF-8 character cut in two, and a last line without a line end', () => {
    const lines: string[] = [];
    const splitter = new OutputLineSplitter((line) => lines.push(line));
    const bytes = Buffer.from('ul\r\ndr→\n\nlast');
    for (let i = 0; i < bytes.length; i++) splitter.push(bytes.subarray(i, i + 1));
    splitter.end();
    assert.deepEqual(lines, ['ul\r', 'dr→', '', 'last']);
    assert.equal(splitter.lines, 4);
  });
});
