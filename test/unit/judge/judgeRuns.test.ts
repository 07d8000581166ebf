// The judge on real programs, per problem: a right program for each of the
// eleven problems is accepted on its default set, and the wrong kinds get
// what the real judge would give them, in words that say why — a program
// that answers one board where every board comes in one run, a wrong count,
// one wrong board that edge alone misses, a shortest answer that is not the
// smallest, a run that fails as a whole, a flood of failures, a layout the
// statement allows and the program cannot read, a time budget spent.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  CaseResult,
  describeForm,
  JudgeEvent,
  JudgeOptions,
  JudgeReport,
  MOST_FAILURES_LISTED,
  ProblemId,
} from '../../../src/judge';
import { judged, PROGRAMS, reportOf, ROOMY_MS, scratch } from '../support/judgeSupport';
import { TEST_PDB_CACHE } from '../support/judgeCaseSupport';
import { problemOf } from '../../../src/problems';

const run = promisify(execFile);
const SOURCES = join(PROGRAMS, 'problems');
const source = (name: string): string => join(SOURCES, name);

/** The C++ programs, compiled once here, so these tests time the judge, not the compiler. */
const COMPILED = [
  'poj1077',
  'hdu1043',
  'luogu1379',
  'acwing179',
  'acwing845',
  'uva652',
  'hdu3567',
  'uva10181',
  'aizu-alds1-13-b',
  'aizu-alds1-13-c',
  'hdu1043-oneBoard',
  'hdu1043-spins',
  'luogu1379-three',
  'luogu1379-one17',
  'hdu3567-udlr',
  'uva652-noBlank',
];

describe('the judge on each problem’s programs', function () {
  this.timeout(300_000);
  const files = scratch();
  const binary = (name: string): JudgeOptions['program'] => ({
    kind: 'command',
    command: join(files.dir, name),
    args: [],
  });
  const python = (name: string): JudgeOptions['program'] => ({
    kind: 'command',
    command: 'python3',
    args: [source(name)],
  });

  before(async () => {
    // Two at a time: the machine has two cores.
    for (let i = 0; i < COMPILED.length; i += 2)
      await Promise.all(
        COMPILED.slice(i, i + 2).map((name) =>
          run('g++', ['-O2', '-o', join(files.dir, name), source(`${name}.cpp`)]),
        ),
      );
  });
  after(() => files.cleanUp());

  async function report(options: JudgeOptions, onEvent?: (event: JudgeEvent) => void): Promise<JudgeReport> {
    return reportOf(
      (
        await judged(
          {
            timeLimitMs: ROOMY_MS,
            memoryLimitKiB: 1024 * 1024,
            cacheDirectory: TEST_PDB_CACHE,
            detail: 'failures',
            ...options,
          },
          undefined,
          onEvent,
        )
      ).outcome,
    );
  }

  const RIGHT: [ProblemId, string][] = [
    ['poj1077', 'poj1077'],
    ['hdu1043', 'hdu1043'],
    ['luogu1379', 'luogu1379'],
    ['acwing179', 'acwing179'],
    ['acwing845', 'acwing845'],
    ['uva652', 'uva652'],
    ['hdu3567', 'hdu3567'],
    ['uva10181', 'uva10181'],
    ['aizu-alds1-13-b', 'aizu-alds1-13-b'],
    ['aizu-alds1-13-c', 'aizu-alds1-13-c'],
  ];
  for (const [problem, name] of RIGHT) {
    it(`${problem}: a right program is accepted on every case of the default set`, async () => {
      const judgedReport = await report({ program: binary(name), problem });
      assert.deepEqual(
        judgedReport.failures.map((failure) => `${failure.id}: ${failure.verdict}: ${failure.reason}`),
        [],
      );
      assert.equal(judgedReport.accepted, judgedReport.cases);
      assert.match(judgedReport.set, /^edge(:\d+)?(\+random:\d+)?$/);
      // Where one run takes every board and the judge's input size is an estimate, the default set is that
      // size, so its time and memory verdicts stand.
      const { data, input } = problemOf(problem);
      if (input.kind !== 'one-board' && data.from === 'estimate')
        assert.equal(judgedReport.cases, data.boards, `${judgedReport.cases} cases`);
      else assert.ok(judgedReport.cases > 200, `${judgedReport.cases} cases`);
      assert.equal(judgedReport.unjudged, 0);
    });
  }

  it('leetcode773: a right Python and a right C++ Solution, in the judge’s harness, are accepted on all 720 boards', async () => {
    for (const name of ['leetcode773.py', 'leetcode773.cpp']) {
      const judgedReport = await report({
        program: { kind: 'source', path: source(name) },
        problem: 'leetcode773',
        tests: { kind: 'all' },
      });
      assert.equal(judgedReport.accepted, 720, name);
      assert.equal(judgedReport.runs.length, 1, 'every board in one run of the harness');
    }
  });

  it('hdu1043: a program that answers one board and exits gets Wrong Answer for the rest, with the reason', async () => {
    const judgedReport = await report({ program: binary('hdu1043-oneBoard'), problem: 'hdu1043' });
    assert.equal(judgedReport.accepted, 1);
    assert.equal(judgedReport.counts['wrong-answer'], judgedReport.cases - 1);
    assert.equal(judgedReport.mode, 'batch');
    assert.equal(judgedReport.failures.length, MOST_FAILURES_LISTED);
    assert.equal(judgedReport.unlisted, judgedReport.cases - 1 - MOST_FAILURES_LISTED);
    assert.equal(
      judgedReport.failures[0].reason,
      `no answer: the output ended after 1 of ${judgedReport.cases.toLocaleString('en-US')} answers (read until the end of input: HDU 1043 gives every board in one run)`,
    );
    // Run on its own per board, to diagnose, it is right: and the report says that is not HDU 1043's verdict.
    const diagnosis = await report({
      program: binary('hdu1043-oneBoard'),
      problem: 'hdu1043',
      mode: 'per-case',
      tests: { kind: 'edge' },
    });
    assert.equal(diagnosis.accepted, diagnosis.cases);
    assert.equal(diagnosis.mode, 'per-case');
    assert.equal(
      diagnosis.diagnosis,
      "each board was run on its own, to diagnose: not HDU 1043's verdict, which gives every board in one run",
    );
  });

  it('luogu1379: 3 for a solved board is a wrong answer (not "not shortest")', async () => {
    const judgedReport = await report({
      program: binary('luogu1379-three'),
      problem: 'luogu1379',
      tests: { kind: 'edge' },
    });
    assert.deepEqual(
      judgedReport.failures.map((failure) => [failure.index, failure.verdict, failure.reason]),
      [
        [
          0,
          'wrong-answer',
          '3 moves, but the fewest is 0, and every answer to this board has an even number of moves',
        ],
      ],
    );
    assert.equal(judgedReport.counts['not-shortest'], 0);
  });

  it('luogu1379: a program wrong on one 17-move board passes edge alone, and fails the default set', async () => {
    const edge = await report({
      program: binary('luogu1379-one17'),
      problem: 'luogu1379',
      tests: { kind: 'edge' },
    });
    assert.equal(edge.accepted, edge.cases);
    const standard = await report({ program: binary('luogu1379-one17'), problem: 'luogu1379' });
    assert.deepEqual(
      standard.failures.map((failure) => [
        failure.boardText,
        failure.optimal,
        failure.verdict,
        failure.reason,
      ]),
      [['832450176', 17, 'wrong-answer', '19 moves, but the fewest is 17']],
    );
  });

  it('hdu3567: shortest answers that are not the smallest are wrong answers that say where they went the other way', async () => {
    const judgedReport = await report({ program: binary('hdu3567-udlr'), problem: 'hdu3567' });
    assert.ok(judgedReport.accepted > 0 && judgedReport.counts['wrong-answer'] > 0);
    assert.ok(
      judgedReport.failures.every((failure) =>
        /^a shortest answer, but not the lexicographically smallest: move \d+ is '.' where '.' also leads to a shortest one/.test(
          failure.reason,
        ),
      ),
      judgedReport.failures[0]?.reason,
    );
    assert.ok(judgedReport.runs.length >= 2, 'HDU 3567 gives at most 200 cases in one input');
    assert.ok(judgedReport.runs.every((figure) => figure.cases <= 200));
  });

  it('uva652: right answers without the blank line between them are presentation errors that say so', async () => {
    const judgedReport = await report({
      program: binary('uva652-noBlank'),
      problem: 'uva652',
      tests: { kind: 'edge' },
    });
    assert.equal(judgedReport.accepted, 1);
    assert.equal(judgedReport.counts['presentation-error'], judgedReport.cases - 1);
    assert.equal(
      judgedReport.failures[0].reason,
      'no blank line before it: UVa 652 puts a blank line between two answers',
    );
  });

  it('a run over its time limit is one line, with its reason and the boards it answered in time; it goes on, and the front end listing every case hears of each', async () => {
    const results: CaseResult[] = [];
    const judgedReport = await report(
      {
        program: binary('hdu1043-spins'),
        problem: 'hdu1043',
        tests: { kind: 'edge' },
        timeLimitMs: 500,
        detail: 'every-case',
      },
      (event) => {
        if (event.type === 'results') results.push(...event.results);
      },
    );
    assert.equal(judgedReport.runs.length, 1);
    const [figure] = judgedReport.runs;
    assert.equal(figure.failure?.verdict, 'time-limit-exceeded');
    assert.equal(figure.failure?.answered, 1, 'the first board, answered and flushed before it spun');
    assert.equal(figure.inTime, 1, 'in time');
    // It went on past the limit, answered nothing more for two limits, and was stopped.
    assert.ok((figure.cpuMs ?? 0) >= 1500, `${figure.cpuMs} ms of CPU time`);
    assert.deepEqual(judgedReport.failures, [], 'not one line per board');
    assert.equal(judgedReport.accepted, 1, 'the board answered right in time');
    assert.equal(judgedReport.counts['time-limit-exceeded'], judgedReport.cases - 1);
    assert.equal(figure.failure?.took, judgedReport.cases - 1);
    assert.equal(results.length, judgedReport.cases);
    assert.equal(results[0].verdict, 'accepted');
    assert.ok(
      results
        .slice(1)
        .every(
          (result) =>
            result.verdict === 'time-limit-exceeded' &&
            result.reason.endsWith(`after answering 1 of ${judgedReport.cases} boards`),
        ),
    );
  });

  it('a run past its memory limit is Memory Limit Exceeded, with its peak', async () => {
    const hog: JudgeOptions['program'] = {
      kind: 'command',
      command: 'python3',
      args: [
        '-c',
        'import time\nx = bytearray(256 * 1024 * 1024)\nfor i in range(0, len(x), 4096): x[i] = 1\ntime.sleep(5)',
      ],
    };
    const judgedReport = await report({
      program: hog,
      problem: 'hdu1043',
      tests: { kind: 'edge' },
      memoryLimitKiB: 65536,
    });
    const [figure] = judgedReport.runs;
    assert.equal(figure.failure?.verdict, 'memory-limit-exceeded', JSON.stringify(figure));
    assert.equal(figure.memoryLimitKiB, 65536);
    if (figure.peakKiB !== undefined) assert.ok(figure.peakKiB >= 60000, `peak ${figure.peakKiB} KiB`);
    assert.equal(judgedReport.counts['memory-limit-exceeded'], judgedReport.cases);
  });

  it('a program failing all 9! boards gets a bounded report: the simplest failures listed, the rest counted', async () => {
    let results = 0;
    const judgedReport = await report(
      { program: python('everyU.py'), problem: 'hdu1043', tests: { kind: 'all' } },
      (event) => {
        if (event.type === 'results') results += event.results.length;
      },
    );
    assert.equal(judgedReport.cases, 362_880);
    assert.equal(judgedReport.counts['wrong-answer'], 362_880);
    assert.equal(judgedReport.failures.length, MOST_FAILURES_LISTED);
    assert.equal(judgedReport.unlisted, 362_880 - MOST_FAILURES_LISTED);
    assert.ok(results <= MOST_FAILURES_LISTED, `${results} results sent`);
    // Simplest first: the solved board, then the unsolvable ones, then by distance.
    assert.equal(judgedReport.failures[0].optimal, 0);
    assert.ok(judgedReport.judgingMs < 5000, `${judgedReport.judgingMs} ms`);
  });

  it('--whitespace tries the spacings the statement allows and names the one a program cannot read', async function () {
    const judgedReport = await report({
      program: python('hdu1043-lines.py'),
      problem: 'hdu1043',
      tests: { kind: 'edge' },
      whitespace: true,
    });
    const failingSets = new Set(judgedReport.failures.map((failure) => failure.set));
    assert.deepEqual([...failingSets], ['edge+rows']);
    assert.equal(describeForm(judgedReport.failures[0].form ?? assert.fail()), 'the board a row a line');
    assert.equal(judgedReport.runs.length, 5);
    assert.equal(judgedReport.accepted, 4 * 37);
  });

  it('runs of one board each stop after the whole judging time allowed; the cases left are counted, unjudged', async () => {
    const judgedReport = await report({
      program: binary('poj1077'),
      problem: 'poj1077',
      totalTimeLimitMs: 300,
    });
    assert.ok(judgedReport.unjudged > 0);
    assert.equal(judgedReport.cases + judgedReport.unjudged, 337, 'edge and 300 random boards');
    assert.match(
      judgedReport.stopped ?? '',
      /^the runs of one board each took more than 300 ms in all: \d+ cases were not run$/,
    );
  });

  it('a judgement cancelled during a run ends with what was judged, and counts the rest unjudged', async () => {
    const controller = new AbortController();
    const judging = judged(
      {
        program: binary('hdu1043-spins'),
        problem: 'hdu1043',
        tests: { kind: 'edge' },
        timeLimitMs: ROOMY_MS,
        detail: 'failures',
      },
      controller.signal,
      (event) => {
        // The program spins from its start: once its run has started, it is under way.
        if (event.type === 'run-started') controller.abort();
      },
    );
    const judgedReport = reportOf((await judging).outcome);
    assert.equal(judgedReport.cancelled, true);
    assert.equal(judgedReport.cases, 0);
    assert.equal(judgedReport.unjudged, 37);
  });

  it('reports each run’s time and memory, and each case’s where it ran alone', async () => {
    const events: JudgeEvent[] = [];
    const judgedReport = await report(
      {
        program: binary('aizu-alds1-13-b'),
        problem: 'aizu-alds1-13-b',
        tests: { kind: 'random', count: 3, seed: 2 },
        detail: 'every-case',
      },
      (event) => events.push(event),
    );
    assert.equal(judgedReport.runs.length, 3);
    for (const figure of judgedReport.runs)
      assert.ok(
        figure.durationMs > 0 && figure.timeLimitMs === ROOMY_MS && figure.memoryLimitKiB === 1024 * 1024,
      );
    const results = events.flatMap((event) => (event.type === 'results' ? event.results : []));
    assert.equal(results.length, 3);
    for (const result of results) assert.ok(result.durationMs !== undefined && result.runIndex !== undefined);
    assert.equal(events.filter((event) => event.type === 'run-ended').length, 3);
    assert.equal(judgedReport.limits.from, 'options');
  });
});
