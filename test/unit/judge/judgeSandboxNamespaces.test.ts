// A namespace per run, against a program that fights it (attack.c), for real:
// an orphan that blanks its marker and burns CPU, an escape from its cgroups,
// writes to the judge's files and its cache, reads of another run's folder
// and of the system's secrets, SIGSTOP and SIGKILL to its parent and to the
// judge, ptrace of both, a network connection, and a judge SIGKILLed from
// outside in the middle of a run and in the middle of a compile. Each is
// checked from outside: no process of the run's PID namespace alive, no
// cgroup and no folder left, the judge's files unchanged, and the verdict the
// run earned. The judge in the tests that kill it is this file, in a child
// Node process.
import assert from 'node:assert/strict';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContainmentChoice, RunOutcome, RunRequest, runProgram } from '../../../src/judge/run/runProgram';
import { makeRunFolder, sandboxReport } from '../../../src/judge/sandbox';
import { TEST_PDB_CACHE } from '../support/judgeCaseSupport';
import { alive, cgroupsLeft } from '../support/judgeSandboxSupport';
import { CLI, PROGRAMS, waitFor } from '../support/judgeSupport';

type Started = Extract<RunOutcome, { started: true }>;

const ATTACK = join(PROGRAMS, 'hostile', 'attack.c');
/** Set in the child process: the judge's order (what to run), as JSON. */
const JUDGE_CHILD = 'EIGHT_PUZZLE_NAMESPACE_TEST_JUDGE';
const GENEROUS_WALL_MS = 120_000;

interface ChildOrder {
  readonly command: string;
  readonly args: readonly string[];
  readonly containment: ContainmentChoice;
  readonly compile: boolean;
}

const order = process.env[JUDGE_CHILD];
if (order !== undefined) {
  // The child: a judge whose run never ends by itself. It says its run folder, and passes on what the program
  // prints.
  const { command, args, containment, compile } = JSON.parse(order) as ChildOrder;
  const folder = makeRunFolder();
  process.stdout.write(`folder ${folder.path}\n`);
  void runProgram({
    command,
    args,
    folder: folder.path,
    containment,
    input: new Uint8Array(0),
    timeLimitMs: 600_000,
    ...(compile ? { memoryLimitKiB: 64 * 1024 * 1024 } : {}),
    outputLimitBytes: 1 << 20,
    onOutput: (piece) => process.stdout.write(piece),
  });
} else {
  describe('a namespace per run, against a program that fights it', function () {
    this.timeout(180_000);
    const report = sandboxReport();
    const modes: ContainmentChoice[] = report.containment === 'cgroup' ? ['cgroup', 'proc'] : ['proc'];
    let scratch = '';
    let attack = '';
    let judgeFiles = '';

    before(function () {
      // Nothing skipped in silence: a machine without namespaces fails here, saying why.
      assert.equal(
        report.isolation,
        'namespaces',
        `runs get no namespaces here (${report.isolationReason ?? '?'}): npm run setup installs bubblewrap`,
      );
      scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-namespace-test-'));
      // Open to others, as a user's own folders are: a root judge runs programs as nobody.
      chmodSync(scratch, 0o755);
      attack = join(scratch, 'attack');
      const built = spawnSync('gcc', ['-O2', '-o', attack, ATTACK], { encoding: 'utf8' });
      assert.equal(built.status, 0, built.stderr);
      mkdirSync(TEST_PDB_CACHE, { recursive: true });
      writeFileSync(join(TEST_PDB_CACHE, 'namespace-test-canary'), 'ours\n');
      judgeFiles = judgeFilesHash();
    });
    after(() => {
      rmSync(scratch, { recursive: true, force: true });
      rmSync(join(TEST_PDB_CACHE, 'namespace-test-canary'), { force: true });
    });
    afterEach(() => assert.equal(judgeFilesHash(), judgeFiles, "the judge's files changed"));

    /** The judge's own files and its cache's canary, hashed. */
    function judgeFilesHash(): string {
      const hash = createHash('sha256');
      for (const file of [CLI, join(TEST_PDB_CACHE, 'namespace-test-canary')])
        hash.update(readFileSync(file));
      return hash.digest('hex');
    }

    async function attackRun(
      args: readonly string[],
      request: Partial<RunRequest> = {},
    ): Promise<{ outcome: Started; said: string[] }> {
      let run = '';
      const watch = { started: (_: number, name?: string) => (run = name ?? ''), ended: () => undefined };
      const outcome = await runProgram({
        command: attack,
        args,
        input: new Uint8Array(0),
        timeLimitMs: 1000,
        wallLimitMs: GENEROUS_WALL_MS,
        outputLimitBytes: 1 << 20,
        watch,
        ...request,
      });
      assert.ok(outcome.started, outcome.started ? '' : outcome.error.message);
      assert.equal(outcome.isolation, 'namespaces');
      const said = outcome.output.toString('utf8').trim().split('\n');
      assertGone(namespaceOf(said), run);
      return { outcome, said };
    }

    for (const containment of modes) {
      it(`counts the CPU time of an orphan that left the tree, its session and its marker, and leaves nothing (${containment})`, async () => {
        const { outcome } = await attackRun(['orphan-burn'], { containment });
        assert.equal(outcome.containment, containment);
        assert.equal(outcome.status, 'time-limit', JSON.stringify(outcome.status));
        assert.equal(outcome.timeLimitBy, 'cpu', 'stopped for CPU time that only the orphan used');
        assert.ok((outcome.cpuMs ?? 0) >= 1000, `${outcome.cpuMs} ms of CPU counted`);
      });
    }

    for (const containment of modes) {
      for (const how of ['map', 'keep'] as const) {
        it(`counts the memory of a file in its private /tmp that it ${how === 'map' ? 'maps shared' : 'writes and keeps'}, and holds it to the limit (${containment})`, async () => {
          const { outcome } = await attackRun([`tmp-${how}`], {
            containment,
            memoryLimitKiB: 32 * 1024,
            wallLimitMs: 10_000,
          });
          assert.equal(
            outcome.status,
            'memory-limit',
            `${JSON.stringify(outcome.status)}, peak ${outcome.peakKiB} KiB`,
          );
        });
      }
    }

    it('holds a program that tries to leave its cgroups for its parent’s, as root could: Time Limit Exceeded, as without the escape', async function () {
      if (!modes.includes('cgroup') || process.getuid?.() !== 0) {
        // Without cgroups (or root) there is no escape to try; the other tests hold the run all the same.
        assert.notEqual(report.containment, 'cgroup', 'a root judge with cgroups must run this test');
        return;
      }
      const { outcome, said } = await attackRun(['escape'], { containment: 'cgroup' });
      assert.match(said[1], /^escape (?!done)/, said.join('\n'));
      assert.equal(outcome.status, 'time-limit');
      assert.ok((outcome.cpuMs ?? 0) >= 1000, `${outcome.cpuMs} ms of CPU counted`);
    });

    it('cannot write to the judge’s own files or its cache', async () => {
      const targets = [CLI, join(TEST_PDB_CACHE, 'namespace-test-canary')];
      const { outcome, said } = await attackRun(['write'], { input: Buffer.from(targets.join('\n') + '\n') });
      assert.equal(outcome.status, 'exited');
      for (const [i, target] of targets.entries())
        assert.ok(said[i + 1].startsWith(`${target} `) && !said[i + 1].endsWith(' done'), said.join('\n'));
    });

    it('cannot read another run’s folder, the home folder, or the system’s secrets', async () => {
      const other = makeRunFolder();
      try {
        writeFileSync(join(other.path, 'boards.txt'), '1 2 3 4 5 6 7 8 x\n');
        const targets = [
          join(other.path, 'boards.txt'),
          ...[
            '/etc/shadow',
            join(process.env.HOME ?? '/root', '.bashrc'),
            join(process.env.HOME ?? '/root', '.profile'),
          ].filter((path) => existsSync(path)),
        ];
        const { said } = await attackRun(['read'], { input: Buffer.from(targets.join('\n') + '\n') });
        for (const [i, target] of targets.entries())
          assert.ok(said[i + 1].startsWith(`${target} `) && !said[i + 1].endsWith(' done'), said.join('\n'));
      } finally {
        other.dispose();
      }
    });

    it('cannot stop its parent or the judge: the wall-clock limit holds, and the judge goes on', async () => {
      const { outcome, said } = await attackRun(['stop', String(process.pid)], { wallLimitMs: 1500 });
      assert.ok(
        said.every((line) => !line.endsWith(' done')),
        said.join('\n'),
      );
      assert.equal(outcome.status, 'time-limit');
      assert.equal(outcome.timeLimitBy, 'wall');
    });

    it('cannot kill its parent or the judge', async () => {
      const { outcome, said } = await attackRun(['kill', String(process.pid)], { wallLimitMs: 1500 });
      assert.ok(
        said.every((line) => !line.endsWith(' done')),
        said.join('\n'),
      );
      assert.equal(
        outcome.status,
        'time-limit',
        'ended by the judge’s wall clock, not by its parent’s death',
      );
    });

    it('cannot trace the judge, nor anything outside its own sandbox', async () => {
      const { outcome, said } = await attackRun(['trace', String(process.pid)], { wallLimitMs: 1500 });
      assert.equal(said.length, 3, said.join('\n'));
      assert.match(said[1], /^trace judge (?!done)/, said.join('\n'));
      // Its parent is the sandbox's own first process: root's as a root judge's (refused), the user's own in
      // a user namespace,
      // where a trace stops only the run's own reaper, and the run is then ended by the judge's wall clock.
      if (said[2].endsWith(' done'))
        assert.equal(outcome.timeLimitBy, 'wall', JSON.stringify(outcome.status));
      else assert.equal(outcome.status, 'exited');
    });

    it('has no network: a connection to a server on this machine fails, and the server sees none', async () => {
      let connections = 0;
      const server = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const port = (server.address() as { port: number }).port;
        const { said } = await attackRun(['connect', String(port)]);
        assert.match(said[1], /^connect (?!done)/, said.join('\n'));
        assert.equal(connections, 0);
      } finally {
        server.close();
      }
    });

    it('says plainly, as a root judge, that a program in a folder closed to others cannot be run as nobody', async function () {
      if (process.getuid?.() !== 0) {
        // An ordinary user's programs run as that user outside: their own folders are open to them.
        assert.equal(report.summary.includes('as nobody inside a user namespace'), true, report.summary);
        return;
      }
      const closed = mkdtempSync(join(scratch, 'closed-'));
      const program = join(closed, 'attack');
      writeFileSync(program, readFileSync(attack), { mode: 0o755 });
      const outcome = await runProgram({
        command: program,
        args: ['sleep'],
        input: new Uint8Array(0),
        timeLimitMs: 1000,
        outputLimitBytes: 1024,
      });
      assert.equal(outcome.started, false);
      if (outcome.started) return;
      assert.equal(outcome.error.code, 'EACCES');
      assert.match(
        outcome.error.message,
        new RegExp(
          `^${closed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is closed to other users, and a root judge runs programs as nobody \\(uid 65534\\): open it to them \\(chmod o\\+x\\)`,
        ),
      );
    });

    for (const containment of modes) {
      it(`leaves nothing when its judge is SIGKILLed: no process (an orphan without a parent-death signal among them), no cgroup, no folder (${containment})`, async () => {
        const judge = startJudge({ command: attack, args: ['orphan-sleep'], containment, compile: false });
        const { folder, ns } = await judge.ready(/^ns (.+)$/m);
        await waitFor(() => processesIn(ns).length >= 3, 'the program and its orphan to start', 30_000);
        judge.child.kill('SIGKILL');
        await waitFor(() => processesIn(ns).length === 0, 'every process of the run to be gone', 30_000);
        await waitFor(
          () => !existsSync(folder) && cgroupsLeft(judge.child.pid ?? 0).length === 0,
          'the run’s folder and cgroups to be removed',
          30_000,
        );
      });
    }

    it('leaves no compiler behind when its judge is SIGKILLed in the middle of a compile', async () => {
      const devZero = join(PROGRAMS, 'hostile', 'devZero.cpp');
      const judge = startJudge({
        command: 'g++',
        args: ['-c', '-o', '/dev/null', devZero],
        containment: 'auto',
        compile: true,
      });
      const { folder } = await judge.ready(/^folder /m);
      let compiler: number | undefined;
      await waitFor(
        () =>
          (compiler = descendants(judge.child.pid ?? 0).find((pid) => commandOf(pid) === 'cc1plus')) !==
          undefined,
        'cc1plus to start',
        60_000,
      );
      judge.child.kill('SIGKILL');
      await waitFor(() => !alive(compiler ?? 0), 'cc1plus to be gone', 30_000);
      await waitFor(
        () => !existsSync(folder) && cgroupsLeft(judge.child.pid ?? 0).length === 0,
        'the compile’s folder and cgroups to be removed',
        30_000,
      );
    });

    /** A judge in a child process; `ready` waits until it has said its folder and what `line` asks. */
    function startJudge(childOrder: ChildOrder): {
      child: ChildProcess;
      ready: (line: RegExp) => Promise<{ folder: string; ns: string }>;
    } {
      const child = spawn(process.execPath, [__filename], {
        env: { ...process.env, [JUDGE_CHILD]: JSON.stringify(childOrder) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let said = '';
      child.stdout?.on('data', (piece: Buffer) => (said += piece.toString()));
      return {
        child,
        ready: async (line) => {
          await waitFor(
            () => /^folder .+\n/m.test(said) && line.test(said),
            'the judge to start its run',
            60_000,
          );
          return { folder: /^folder (.+)$/m.exec(said)?.[1] ?? '', ns: /^ns (.+)$/m.exec(said)?.[1] ?? '' };
        },
      };
    }
  });
}

function namespaceOf(said: readonly string[]): string {
  const ns = /^ns (pid:\[\d+\])$/.exec(said[0])?.[1];
  assert.ok(ns !== undefined, `the program said no namespace: ${said.join('\n')}`);
  assert.notEqual(ns, readlinkSync('/proc/self/ns/pid'), 'the program ran in the judge’s own PID namespace');
  return ns;
}

/**
 * Nothing of the run's PID namespace alive, and none of its cgroups left: right after the run is reported.
 */
function assertGone(ns: string, run: string): void {
  assert.deepEqual(processesIn(ns), [], `processes of the run's namespace ${ns} still alive`);
  assert.notEqual(run, '', 'the run told its name');
  assert.deepEqual(
    cgroupsLeft(process.pid).filter((folder) => folder.endsWith(`/${run}`)),
    [],
    'cgroups of the run left',
  );
}

/** The live processes whose PID namespace is `ns`, read from /proc directly. */
function processesIn(ns: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/ns/pid`) === ns && alive(Number(name))) found.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'latin1').trim();
  } catch {
    return '';
  }
}

/** Every process below `root`, by the kernel's parent links. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop() ?? 0) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}
