// The sandbox on hostile programs, run for real in C++ and Python, through
// the cgroup path (where this machine can make cgroups) and through the
// /proc fallback: a leak stopped near its memory limit with its peak, a busy
// loop stopped on CPU time, a sleeper by the wall-clock backstop, children
// that left the process group (setsid, a double fork, one that keeps
// standard output open) gone with the run, a 1.6 GB write stopped by the
// file size limit and gone with the run's folder, a fork bomb held. After
// every run, nothing of it is alive and none of its cgroups is left.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runFailure } from '../../../src/judge/run/runEnds';
import { runProgram } from '../../../src/judge/run/runProgram';
import { makeRunFolder, sandboxReport, useCgroupRoles } from '../../../src/judge/sandbox';
import {
  alive,
  assertNothingLeft,
  compileHostile,
  hostile,
  LANGUAGES,
  MODES,
  PROGRAMS,
  ROOMY_WALL_MS,
  runTold,
  Started,
  withoutNamespaces,
} from '../support/judgeSandboxSupport';

const MiB = 1024;
/** The leak's step, in KiB: 50 MB. */
const STEP_KIB = 50_000_000 / 1024;

describe('the sandbox, on hostile programs', function () {
  withoutNamespaces();
  this.timeout(180_000);
  let compiled = '';
  let scratch = '';
  let told = 0;
  const pidsFile = (): string => join(scratch, `pids-${told++}`);
  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-judge-test-'));
    compiled = scratch;
    compileHostile(compiled);
    const hang = spawnSync('g++', ['-O2', '-o', join(compiled, 'hang'), join(PROGRAMS, 'hang.cpp')], {
      encoding: 'utf8',
    });
    assert.equal(hang.status, 0, hang.stderr);
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  for (const mode of MODES) {
    describe(`held by ${mode === 'cgroup' ? 'a cgroup per run' : '/proc (no cgroup)'}`, () => {
      for (const language of LANGUAGES) {
        it(`stops a ${language} program that takes 50 MB a step within a step of its memory limit, and gives its peak`, async () => {
          const limitKiB = 200 * MiB;
          const { outcome } = await runTold(
            {
              ...hostile(language, 'leak', compiled),
              containment: mode,
              timeLimitMs: 30_000,
              wallLimitMs: ROOMY_WALL_MS,
              memoryLimitKiB: limitKiB,
            },
            pidsFile(),
          );
          assert.equal(outcome.containment, mode);
          assert.equal(outcome.status, 'memory-limit', outcome.stderrTail);
          const peak = outcome.peakKiB ?? assert.fail('no peak');
          // Near the limit: past three quarters of it (it was stopped for it), and within two steps (one,
          // unless the machine is busy) of the judge's
          // look at its own memory; a cgroup's kernel limit sits above, with room for file pages
          // (FILE_PAGES_ALLOWANCE_KIB), as a backstop.
          assert.ok(peak >= 0.75 * limitKiB, `peak ${peak} KiB, limit ${limitKiB} KiB`);
          assert.ok(peak <= limitKiB + 2 * STEP_KIB, `peak ${peak} KiB, limit ${limitKiB} KiB`);
          console.log(
            `      figure: ${mode} ${language} leak: peak ${peak} KiB for a limit of ${limitKiB} KiB (${((peak - limitKiB) / 1024).toFixed(1)} MiB over)`,
          );
          const failure = runFailure(outcome, 30_000, 1 << 20);
          assert.equal(failure?.verdict, 'memory-limit-exceeded');
          assert.match(failure?.reason ?? '', /memory limit of 204,800 KiB \(peak [\d,]+ KiB\)/);
          assertNothingLeft('leak');
        });

        it(`stops a ${language} busy loop on CPU time, not wall-clock time`, async () => {
          // A wall limit far away: on a busy machine the loop gets a fraction of a core, and still only its
          // CPU time counts.
          const { outcome } = await runTold(
            {
              ...hostile(language, 'busy', compiled),
              containment: mode,
              timeLimitMs: 500,
              wallLimitMs: ROOMY_WALL_MS,
            },
            pidsFile(),
          );
          assert.equal(outcome.status, 'time-limit');
          assert.equal(outcome.timeLimitBy, 'cpu');
          const cpu = outcome.cpuMs ?? assert.fail('no CPU time');
          assert.ok(cpu >= 500 && cpu < 1500, `${cpu} ms of CPU time`);
          assert.match(
            runFailure(outcome, 500, 1 << 20)?.reason ?? '',
            /^[\d,]+ ms of CPU time, over the limit of 500 ms, stopped$/,
          );
          assertNothingLeft('busy loop');
        });

        it(`ends a ${language} program that sleeps by the wall-clock backstop, and says it was idle`, async () => {
          // A limit of a second: Python's start took 160 ms of CPU time on a busy machine, and idle is under
          // half the limit.
          const { outcome } = await runTold(
            { ...hostile(language, 'sleeps', compiled), containment: mode, timeLimitMs: 1000 },
            pidsFile(),
          );
          assert.equal(outcome.status, 'time-limit');
          assert.equal(outcome.timeLimitBy, 'wall');
          assert.equal(outcome.limits.wallMs, 2000, 'max(2 × 1,000 ms, 1,000 ms + 1 s)');
          assert.ok(outcome.durationMs >= 2000);
          assert.ok((outcome.cpuMs ?? Infinity) < 500, `${outcome.cpuMs} ms of CPU time`);
          const failure = runFailure(outcome, 1000, 1 << 20);
          assert.equal(failure?.verdict, 'time-limit-exceeded');
          assert.match(
            failure?.reason ?? '',
            /^still running after 2,000 ms of wall-clock time with \d+ ms of CPU time \(idle: sleeping, or waiting for input\), stopped$/,
          );
          assertNothingLeft('sleeper');
        });

        for (const [name, what] of [
          ['setsid', 'a child that left its session (setsid)'],
          ['doubleFork', 'an orphan of a double fork, in a group of its own (setpgid)'],
          ['holdsOutput', 'a child that keeps standard output open'],
        ] as const) {
          it(`ends, with the ${language} run, ${what}`, async () => {
            const { outcome, pids } = await runTold(
              {
                ...hostile(language, name, compiled),
                containment: mode,
                timeLimitMs: 10_000,
                wallLimitMs: ROOMY_WALL_MS,
              },
              pidsFile(),
            );
            assert.equal(outcome.status, 'exited', outcome.stderrTail);
            assert.equal(outcome.exitCode, 0, outcome.stderrTail);
            assert.equal(outcome.output.toString(), 'ok\n');
            assert.equal(pids.length, 1, 'the child told its id');
            assert.ok(!alive(pids[0]), `the child ${pids[0]} outlived the run`);
            assertNothingLeft(name);
          });
        }

        it(`stops a ${language} program writing 1.6 GB at the file size limit, and the file goes with the run's folder`, async () => {
          const folder = makeRunFolder();
          try {
            const { outcome } = await runTold(
              {
                ...hostile(language, 'bigWrite', compiled),
                containment: mode,
                folder: folder.path,
                timeLimitMs: 30_000,
                wallLimitMs: ROOMY_WALL_MS,
              },
              pidsFile(),
            );
            const file = join(folder.path, 'big.out');
            assert.equal(statSync(file).size, 64 * 1024 * 1024, 'the file stopped at the 64 MiB limit');
            if (language === 'C++') {
              assert.equal(outcome.signal, 'SIGXFSZ');
              assert.match(
                runFailure(outcome, 30_000, 1 << 20)?.reason ?? '',
                /file past the limit of 64 MiB/,
              );
            } else {
              // Python ignores SIGXFSZ: its write fails instead.
              assert.equal(outcome.exitCode, 1);
              assert.match(outcome.stderrTail, /File too large/);
            }
            assertNothingLeft('big write');
          } finally {
            folder.dispose();
          }
          assert.ok(!existsSync(folder.path), 'the run folder, and the file in it, are gone');
        });

        it(`holds a ${language} fork bomb`, async () => {
          // Nothing but a cgroup bounds the processes of a run started by root: without one, a bomb that
          // stops at 2^7 processes.
          const program = hostile(language, 'forkBomb', compiled);
          const args = mode === 'cgroup' ? program.args : [...program.args, '7'];
          const { outcome } = await runTold(
            {
              command: program.command,
              args,
              containment: mode,
              timeLimitMs: 1000,
              wallLimitMs: ROOMY_WALL_MS,
              memoryLimitKiB: 1024 * MiB,
            },
            pidsFile(),
          );
          assert.ok(
            outcome.status === 'time-limit' || outcome.status === 'memory-limit',
            `${outcome.status}: ${outcome.stderrTail}`,
          );
          assertNothingLeft('fork bomb');
        });
      }

      it('reports a killed run once nothing of it is alive, a child left a zombie counting as gone', async () => {
        // hang.cpp spins and leaves a child that pauses: killed, the child is collected by init, or on a
        // machine whose init collects nothing, stays a zombie.
        const began = performance.now();
        const { outcome, pids } = await runTold(
          {
            command: join(compiled, 'hang'),
            args: [],
            containment: mode,
            timeLimitMs: 300,
            wallLimitMs: ROOMY_WALL_MS,
          },
          pidsFile(),
        );
        const afterExitMs = performance.now() - began - outcome.durationMs;
        assert.equal(outcome.status, 'time-limit');
        assert.equal(pids.length, 2);
        for (const pid of pids) assert.ok(!alive(pid), `${pid} alive`);
        // Before, a zombie in the process group held every such run for 2 s.
        assert.ok(afterExitMs < 1000, `reported ${afterExitMs.toFixed(0)} ms after the program's exit`);
        console.log(
          `      figure: ${mode}: a killed run with a child reported ${afterExitMs.toFixed(1)} ms after its exit`,
        );
        assertNothingLeft('hang');
      });

      it('stops a compiler that reads /dev/zero near its 2 GiB limit: g++, cc1plus and the rest of its tree', async function () {
        const limitKiB = 2048 * MiB;
        const outcome = (await runProgram({
          command: 'g++',
          args: [
            '-c',
            '-o',
            '/dev/null',
            join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'programs', 'hostile', 'devZero.cpp'),
          ],
          input: new Uint8Array(0),
          outputLimitBytes: 1 << 20,
          containment: mode,
          timeLimitMs: 60_000,
          wallLimitMs: ROOMY_WALL_MS,
          memoryLimitKiB: limitKiB,
        })) as Started;
        assert.ok(outcome.started);
        assert.equal(outcome.status, 'memory-limit', outcome.stderrTail);
        const peak = outcome.peakKiB ?? assert.fail('no peak');
        assert.ok(peak >= 0.75 * limitKiB && peak <= limitKiB + 100 * MiB, `peak ${peak} KiB`);
        console.log(
          `      figure: ${mode} g++ on /dev/zero: peak ${peak} KiB for a limit of ${limitKiB} KiB, after ${Math.round(outcome.durationMs)} ms`,
        );
        assertNothingLeft('compiler');
      });
    });
  }

  describe('in a cgroup without a memory controller (cgroup v2 that hands none down, as in many containers)', () => {
    before(function () {
      if (sandboxReport('cgroup').containment !== 'cgroup') this.skip();
      useCgroupRoles(['tree', 'cpu', 'pids']);
    });
    after(() => useCgroupRoles(undefined));

    for (const language of LANGUAGES) {
      it(`polls the cgroup's members for memory: a ${language} leak stopped within two steps of the limit`, async () => {
        const limitKiB = 200 * MiB;
        const { outcome } = await runTold(
          {
            ...hostile(language, 'leak', compiled),
            containment: 'cgroup',
            timeLimitMs: 30_000,
            wallLimitMs: ROOMY_WALL_MS,
            memoryLimitKiB: limitKiB,
          },
          pidsFile(),
        );
        assert.equal(outcome.containment, 'cgroup');
        assert.equal(outcome.cpuBy, 'cgroup');
        assert.equal(outcome.memoryBy, 'proc');
        assert.equal(outcome.status, 'memory-limit');
        const peak = outcome.peakKiB ?? assert.fail('no peak');
        assert.ok(peak >= 0.75 * limitKiB && peak <= limitKiB + 2 * STEP_KIB, `peak ${peak} KiB`);
        console.log(
          `      figure: cgroup, memory polled, ${language} leak: peak ${peak} KiB for a limit of ${limitKiB} KiB`,
        );
        assertNothingLeft('leak');
      });
    }

    it('still ends an orphan with the run', async () => {
      const { outcome, pids } = await runTold(
        {
          ...hostile('C++', 'doubleFork', compiled),
          containment: 'cgroup',
          timeLimitMs: 10_000,
          wallLimitMs: ROOMY_WALL_MS,
        },
        pidsFile(),
      );
      assert.equal(outcome.status, 'exited');
      assert.ok(!alive(pids[0]));
      assertNothingLeft('double fork');
    });
  });

  describe('with neither cgroups nor /proc (as on macOS)', () => {
    it('limits wall-clock time only, measures no memory, and says so', async () => {
      const { outcome } = await runTold(
        { ...hostile('C++', 'sleeps', compiled), containment: 'none', timeLimitMs: 300 },
        pidsFile(),
      );
      assert.equal(outcome.containment, 'none');
      assert.equal(outcome.memoryBy, 'none');
      assert.equal(outcome.status, 'time-limit');
      assert.equal(outcome.timeLimitBy, 'wall');
      assert.equal(outcome.limits.wallMs, 300);
      assert.equal(outcome.limits.cpuMs, undefined);
      assert.equal(outcome.peakKiB, undefined);
      assert.equal(outcome.cpuMs, undefined);
      assert.match(
        runFailure(outcome, 300, 1 << 20)?.reason ?? '',
        /wall-clock time \(CPU time cannot be measured here\)/,
      );
    });
  });
});
