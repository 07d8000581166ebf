// A judge SIGKILLed in the middle of a run: its program dies with it (tied to
// the judge's life), and the next judge's sweep kills what is left (a child
// that had left the session) and removes its cgroups and its run folder. A
// judge that exits in the middle of a run (Ctrl+C) leaves nothing at all.
// The judge here is this same file, run in a child Node process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContainmentChoice, runProgram } from '../../../src/judge/run/runProgram';
import { clearRuns, makeRunFolder, sweepStaleRuns } from '../../../src/judge/sandbox';
import { waitFor } from '../support/judgeSupport';
import {
  alive,
  cgroupsLeft,
  compileHostile,
  hostile,
  LANGUAGES,
  leftovers,
  MODES,
  readPids,
  withoutNamespaces,
} from '../support/judgeSandboxSupport';

/** Set in the child process: what its judge is to run. */
const JUDGE_CHILD = 'EIGHT_PUZZLE_SANDBOX_TEST_JUDGE';

interface ChildOrder {
  readonly command: string;
  readonly args: readonly string[];
  readonly containment: ContainmentChoice;
  readonly pidsFile: string;
}

const order = process.env[JUDGE_CHILD];
if (order !== undefined) {
  // The child: a judge whose run never ends by itself. It says where its run folder is, then waits to be
  // killed.
  const { command, args, containment, pidsFile } = JSON.parse(order) as ChildOrder;
  const folder = makeRunFolder();
  // Asked to stop, the judge exits as the command line does on Ctrl+C: at once, its exit hooks doing the
  // rest.
  process.on('SIGTERM', () => process.exit(130));
  process.stdout.write(`${folder.path}\n`);
  void runProgram({
    command,
    args,
    folder: folder.path,
    containment,
    env: { EIGHT_PUZZLE_PIDS: pidsFile },
    input: new Uint8Array(0),
    timeLimitMs: 600_000,
    outputLimitBytes: 1 << 20,
  });
} else {
  describe('a judge killed in the middle of a run', function () {
    withoutNamespaces();
    this.timeout(120_000);
    let scratch = '';
    before(() => {
      scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-judge-test-'));
      compileHostile(scratch);
    });
    after(() => rmSync(scratch, { recursive: true, force: true }));

    /**
     * Starts a judge on the program that leaves a child in a session of its own, and waits until both have
     * told their ids.
     */
    async function startJudge(
      mode: (typeof MODES)[number],
      language: (typeof LANGUAGES)[number],
      tag: string,
    ) {
      const program = hostile(language, 'setsid', scratch);
      const pidsFile = join(scratch, `pids-${tag}-${mode}-${language}`);
      const judge = spawn(process.execPath, [__filename], {
        env: {
          ...process.env,
          [JUDGE_CHILD]: JSON.stringify({
            command: program.command,
            args: [...program.args, 'stay'],
            containment: mode,
            pidsFile,
          } satisfies ChildOrder),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let said = '';
      judge.stdout.on('data', (piece: Buffer) => (said += piece.toString()));
      const exited = new Promise((resolve) => judge.on('exit', resolve));
      // The child that left the session tells its id first, then the program its own.
      await waitFor(
        () => readPids(pidsFile).length === 2 && said.endsWith('\n'),
        'the program and its child to start',
      );
      const [child, root] = readPids(pidsFile);
      const folder = said.trim();
      assert.ok(existsSync(folder));
      return { judge, judgePid: judge.pid ?? assert.fail('no judge'), exited, child, root, folder };
    }

    for (const mode of MODES) {
      it(`clears, by their names, the runs a judge lost while it lives on, as a worker thread stopped mid-run loses them (${mode})`, async () => {
        const program = hostile('C++', 'setsid', scratch);
        const pidsFile = join(scratch, `pids-lost-${mode}`);
        const names: string[] = [];
        const running = runProgram({
          command: program.command,
          args: ['stay'],
          containment: mode,
          env: { EIGHT_PUZZLE_PIDS: pidsFile },
          input: new Uint8Array(0),
          timeLimitMs: 600_000,
          outputLimitBytes: 1 << 20,
          watch: { started: (_, run) => names.push(run ?? ''), ended: () => undefined },
        });
        await waitFor(() => readPids(pidsFile).length === 2, 'the program and its child to start');
        const [child, root] = readPids(pidsFile);
        assert.equal(names.length, 1);
        const cleared = clearRuns(names);
        assert.ok(cleared.processes + cleared.cgroups >= 1, JSON.stringify(cleared));
        const outcome = await running;
        assert.ok(outcome.started && outcome.signal === 'SIGKILL');
        assert.ok(!alive(root) && !alive(child));
        assert.deepEqual(leftovers(), []);
        assert.deepEqual(cgroupsLeft(), []);
      });

      for (const language of LANGUAGES) {
        it(`takes its ${language} program with it, its cgroups and folder go with the shell that outlives it, and the next sweep clears the rest (${mode})`, async () => {
          const { judge, judgePid, exited, child, root, folder } = await startJudge(mode, language, 'killed');
          judge.kill('SIGKILL');
          await exited;
          await waitFor(() => !alive(root), `the program ${root} to die with its judge`);
          // The shell that outlives the judge (afterJudge.ts) removes the run's cgroups, killing what is in
          // them, and its folder.
          await waitFor(
            () => !existsSync(folder) && cgroupsLeft(judgePid).length === 0,
            'the dead judge’s run folder and cgroups to be removed',
          );
          if (mode === 'cgroup') {
            await waitFor(() => !alive(child), `the child ${child} to be killed with the run's cgroup`);
          } else {
            // Without a cgroup, what left the session is out of reach until the sweep (without namespaces):
            // still alive, and still the dead judge's.
            assert.ok(alive(child), 'the child that left the session is alive until the sweep');
            assert.deepEqual(leftovers(judgePid), [child]);
            const swept = sweepStaleRuns();
            assert.ok(swept.processes >= 1, JSON.stringify(swept));
            await waitFor(() => !alive(child), `the child ${child} to be killed by the sweep`);
          }
          assert.deepEqual(leftovers(judgePid), []);
          assert.deepEqual(cgroupsLeft(judgePid), []);
        });

        it(`leaves nothing of its ${language} run when it exits in the middle of it, as on Ctrl+C (${mode})`, async () => {
          const { judge, judgePid, exited, child, root, folder } = await startJudge(mode, language, 'exited');
          judge.kill('SIGTERM');
          assert.equal(await exited, 130);
          // Its exit hooks killed the run and removed its cgroups and folder before it exited: nothing to
          // wait for.
          assert.ok(!alive(root) && !alive(child), `program ${root} or child ${child} outlived the judge`);
          assert.deepEqual(leftovers(judgePid), []);
          assert.deepEqual(cgroupsLeft(judgePid), []);
          assert.ok(!existsSync(folder), 'the run folder is removed');
        });
      }
    }
  });
}
