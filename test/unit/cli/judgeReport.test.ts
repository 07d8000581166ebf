// The command line's judge report, from made-up reports: a screenful per
// verdict and a count of the rest, a run that failed whole in one line, the
// time and memory figures, memory sizes read and written, the hint of the
// problems a program's answers fit; and what a source's head names.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CASE_VERDICTS, CaseResult, CaseVerdict, JudgeReport, RunFigure } from '../../../src/judge';
import { problemOf } from '../../../src/problems';
import { UsageError } from '../../../src/cli/io/io';
import { MOST_CASES_PER_VERDICT, printReport } from '../../../src/cli/judge/judgeReport';
import { formatMemorySize, memoryOption } from '../../../src/cli/memorySize';
import { problemNamedInFile } from '../../../src/cli/judge/namedProblem';
import { presetHint } from '../../../src/cli/judge/presetHints';
import { scratch } from '../support/judgeSupport';

function failure(index: number, verdict: CaseVerdict, answer: string | null, reason = 'why'): CaseResult {
  return {
    id: `edge#${index + 1}`,
    set: 'edge',
    index,
    board: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    boardText: '1 2 3 4 5 6 7 8 x',
    optimal: 0,
    verdict,
    reason,
    answer,
    answerLength: answer?.length ?? 0,
  };
}

function report(
  cases: number,
  failures: readonly CaseResult[],
  runs: readonly RunFigure[] = [
    {
      set: 'edge',
      from: 0,
      cases,
      durationMs: 12,
      cpuMs: 10,
      peakKiB: 3300,
      timeLimitMs: 5000,
      memoryLimitKiB: 32768,
    },
  ],
): JudgeReport {
  const counts = Object.fromEntries(CASE_VERDICTS.map((verdict) => [verdict, 0])) as Record<
    CaseVerdict,
    number
  >;
  for (const one of failures) counts[one.verdict]++;
  for (const run of runs) if (run.failure) counts[run.failure.verdict] += run.failure.took;
  const failed = Object.values(counts).reduce((sum, n) => sum + n, 0);
  counts.accepted = cases - failed;
  return {
    problem: 'hdu1043',
    set: 'edge',
    size: '3x3',
    mode: 'batch',
    goal: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    optimal: false,
    limits: {
      timeMs: 5000,
      memoryKiB: 32768,
      from: 'problem',
      stated: 'Time Limit: 10000/5000 MS',
      published: true,
      confirmed: true,
    },
    outputLimitBytes: 1 << 20,
    cases,
    accepted: counts.accepted,
    right: counts.accepted,
    counts,
    failures,
    unlisted: 0,
    unjudged: 0,
    extraLines: 0,
    runs,
    peakKiB: Math.max(...runs.map((run) => run.peakKiB ?? 0)),
    reruns: [],
    rerunCount: 0,
    totalMs: 100,
    programMs: 12,
    programCpuMs: 10,
    judgingMs: 3,
    cancelled: false,
  };
}

function printed(judged: JudgeReport): string[] {
  const lines: string[] = [];
  printReport(judged, (line) => lines.push(line));
  return lines;
}

describe("the command line's judge report", () => {
  it('prints a screenful of failing cases per verdict, then counts the rest', () => {
    const failures = Array.from({ length: 50 }, (_, index) => failure(index, 'wrong-answer', 'r'));
    const lines = printed(report(60, [...failures, failure(55, 'presentation-error', 'u d')]));
    assert.equal(lines.filter((line) => line.startsWith('case ')).length, MOST_CASES_PER_VERDICT + 1);
    assert.ok(lines.includes('… and 30 more wrong answer'), lines.join('\n'));
    assert.equal(lines[lines.length - 1], '9 of 60 cases accepted');
  });

  it('says a run that failed in one line, with what it had answered in time and in all, how many were right, and its time and memory', () => {
    const run: RunFigure = {
      set: 'edge',
      from: 0,
      cases: 337,
      durationMs: 10_100,
      cpuMs: 10_003,
      peakKiB: 2048,
      timeLimitMs: 5000,
      memoryLimitKiB: 32768,
      inTime: 42,
      failure: {
        verdict: 'time-limit-exceeded',
        reason: '10,003 ms of CPU time, over the limit of 5,000 ms, stopped',
        answered: 84,
        right: 84,
        took: 295,
        run: { exitCode: null, signal: 'SIGKILL', stderrTail: '' },
      },
    };
    const lines = printed({ ...report(337, [], [run]), right: 84 });
    assert.equal(
      lines[0],
      'the run of 337 boards (edge): time limit exceeded: 10,003 ms of CPU time, over the limit of 5,000 ms, stopped: 42 of 337 boards answered within it; it went on and answered 84, every answer right [10,003 ms CPU, 2 MiB]',
    );
    assert.ok(
      !lines.some((line) => line.startsWith('case ') || line.startsWith('…')),
      'its cases are not listed, nor counted again',
    );
    assert.ok(lines.includes('answers: 84 of 337 right'), lines.join('\n'));
    assert.ok(
      lines.some((line) =>
        /^time: 5,000 ms for the first 42 boards, over HDU 1043's limit; at 119 ms a board, HDU 1043's input would have to hold at most 42 boards for this program to pass there \(its input's size is not published; /.test(
          line,
        ),
      ),
      lines.join('\n'),
    );
    assert.match(lines[lines.length - 2], /^memory: peak 2 MiB, the run \(limit 32 MiB\)$/);
    assert.equal(lines[lines.length - 1], '42 of 337 cases accepted');
  });

  it('says a stress run’s time and memory against the limits of the judge’s own input, which it is bigger than', () => {
    const run: RunFigure = {
      set: 'all',
      from: 0,
      cases: 362_880,
      durationMs: 3100,
      cpuMs: 2925,
      peakKiB: 34_700,
      timeLimitMs: 5000,
      memoryLimitKiB: 32768,
      stress: true,
    };
    const lines = printed({ ...report(362_880, [], [run]), peakKiB: 34_700 });
    assert.ok(
      lines.includes(
        'answers: 362,880 of 362,880 right, every one judged: a check of answers, whose time and memory are figures',
      ),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) =>
        line.startsWith(
          "time: 2,925 ms of CPU on 362,880 boards, within HDU 1043's 5,000 ms (its input's size is not published;",
        ),
      ),
      lines.join('\n'),
    );
    assert.ok(
      lines.includes(
        "memory: peak 33.9 MiB on 362,880 boards, over HDU 1043's 32 MiB, which applies to its own input",
      ),
      lines.join('\n'),
    );
    assert.equal(lines[lines.length - 1], '362,880 of 362,880 cases accepted');
  });

  it('says which runs ran again near the time limit, with each run’s time, and the machine’s load when it was high', () => {
    const runs: RunFigure[] = [
      {
        set: 'edge',
        from: 0,
        cases: 1,
        durationMs: 1100,
        cpuMs: 980,
        timeLimitMs: 1000,
        memoryLimitKiB: 65536,
        attemptsCpuMs: [1020, 980],
      },
    ];
    const lines = printed({
      ...report(1, [], runs),
      reruns: [
        {
          id: 'edge#1',
          board: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          runIndex: 0,
          cpuMs: [1020, 980],
          timeLimitMs: 1000,
          unsteady: true,
        },
      ],
      rerunCount: 1,
      load: { average: 3.2, cores: 2 },
    });
    assert.ok(
      lines.includes(
        'case 1 (1 2 3 4 5 6 7 8 x) ran 2 times, its time near the limit of 1,000 ms: 1,020 ms and 980 ms of CPU time: the runs disagree, and the fastest decided (on an idle judge it may go either way)',
      ),
      lines.join('\n'),
    );
    assert.ok(
      lines.includes(
        "load: 3.2 on 2 cores during the judgement: times here may be longer than on the judge's own machine",
      ),
      lines.join('\n'),
    );
  });

  it('reads memory sizes as the judges write them, and writes them for people', () => {
    assert.equal(memoryOption('memory-limit', '65536K'), 65536);
    assert.equal(memoryOption('memory-limit', '256M'), 262144);
    assert.equal(memoryOption('memory-limit', '256'), 262144, 'a bare number is MiB');
    assert.equal(memoryOption('memory-limit', '1G'), 1048576);
    assert.equal(memoryOption('memory-limit', '1.5GiB'), 1572864);
    assert.equal(memoryOption('memory-limit', undefined), undefined);
    for (const bad of ['512K', '0', 'lots', '100G', '-1M'])
      assert.throws(() => memoryOption('memory-limit', bad), UsageError, bad);
    assert.deepEqual([812, 1024, 32768, 33_000, 65536 * 2, 2 * 1024 * 1024].map(formatMemorySize), [
      '812 KiB',
      '1 MiB',
      '32 MiB',
      '32.2 MiB',
      '128 MiB',
      '2 GiB',
    ]);
  });

  it('suggests the problems whose answers fit, when every case failed under the default', () => {
    const hdu = problemOf('hdu1043');
    const numbers = report(
      3,
      [0, 1, 2].map((index) => failure(index, 'wrong-answer', '12')),
      [],
    );
    assert.match(
      presetHint(numbers, hdu) ?? '',
      /^every case failed as HDU 1043; its answers are numbers, which these problems take: try --problem luogu1379 \(Luogu P1379\), --problem acwing845 \(AcWing 845\), /,
    );
    const silent = report(
      3,
      [0, 1, 2].map((index) => failure(index, 'runtime-error', null)),
      [],
    );
    assert.match(
      presetHint(silent, hdu) ?? '',
      /printed nothing: perhaps it reads another problem's input; try .*--problem luogu1379/,
    );
    const upper = report(
      2,
      [0, 1].map((index) => failure(index, 'wrong-answer', 'LLRU')),
      [],
    );
    assert.match(
      presetHint(upper, hdu) ?? '',
      /move strings in U D L R, which this problem takes: try --problem uva10181 \(UVa 10181\), or name/,
    );
    // One case right, or a failure that is this problem's own kind: no hint.
    assert.equal(presetHint(report(3, [failure(0, 'wrong-answer', '12')], []), hdu), undefined);
    assert.equal(
      presetHint(report(2, [failure(0, 'wrong-answer', 'ud'), failure(1, 'wrong-answer', 'ud')], []), hdu),
      undefined,
    );
  });

  it('reads the problem a source names in its name or its head, and no more of it', () => {
    const files = scratch();
    try {
      const named = join(files.dir, 'hdu1043.cpp');
      writeFileSync(named, 'int main() {}\n');
      assert.deepEqual(problemNamedInFile(named), { problem: 'hdu1043', by: 'file-name' });
      const commented = join(files.dir, 'solution.py');
      writeFileSync(commented, '# 洛谷 P1379 八数码难题\nprint(0)\n');
      assert.deepEqual(problemNamedInFile(commented), { problem: 'luogu1379', by: 'source' });
      const both = join(files.dir, 'hdu1043-bfs.cpp');
      writeFileSync(both, '// HDU 1043, reverse BFS\n');
      assert.deepEqual(
        problemNamedInFile(both),
        { problem: 'hdu1043', by: 'source' },
        'the source says so, whatever its name adds',
      );
      const two = join(files.dir, 'poj1077.cpp');
      writeFileSync(two, '// also HDU 1043\n');
      assert.equal(problemNamedInFile(two), undefined, 'two problems named: the user chooses');
      assert.equal(problemNamedInFile(join(files.dir, 'missing.cpp')), undefined);
      assert.equal(problemNamedInFile(files.dir), undefined, 'a folder');
    } finally {
      files.cleanUp();
    }
  });
});
