// What the sandbox costs, printed as figures (not asserted: the machine is
// shared): the time from spawn to exit of a C program that only prints a
// line, bare (a detached spawn, a run with no sandbox) and under
// each containment; and a batch run of every one of the 9! boards, with the
// judge's own CPU time while it runs (its polling included).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { OutputLineSplitter } from '../../../src/judge/answers/outputLineSplitter';
import { ContainmentChoice, runProgram } from '../../../src/judge/run/runProgram';
import { MODES, PROGRAMS, withoutNamespaces } from '../support/judgeSandboxSupport';

const RUNS = 100;
const CHOICES: readonly ContainmentChoice[] = ['none', ...MODES.slice().reverse()];

/** A detached spawn and its close: what a run costs with no sandbox, less the wait for its group. */
function bareRun(command: string, input: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(command, [], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    child.stdout.on('data', () => undefined);
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('close', () => resolve(performance.now() - start));
  });
}

function stats(values: readonly number[]): string {
  const sorted = values.slice().sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, mean ${mean.toFixed(2)} ms, 90th ${sorted[Math.floor(sorted.length * 0.9)].toFixed(2)} ms`;
}

/** Every board of 3×3 in the judges' form, one a line. */
function allBoards(): Buffer {
  const lines: string[] = [];
  const cells = ['1', '2', '3', '4', '5', '6', '7', '8', 'x'];
  const permute = (at: number): void => {
    if (at === cells.length) {
      lines.push(cells.join(' '));
      return;
    }
    for (let i = at; i < cells.length; i++) {
      [cells[at], cells[i]] = [cells[i], cells[at]];
      permute(at + 1);
      [cells[at], cells[i]] = [cells[i], cells[at]];
    }
  };
  permute(0);
  return Buffer.from(lines.join('\n') + '\n');
}

describe('what the sandbox costs', function () {
  withoutNamespaces();
  this.timeout(300_000);
  let scratch = '';
  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-judge-test-'));
    writeFileSync(
      join(scratch, 'hello.c'),
      '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n',
    );
    for (const [source, output] of [
      [join(scratch, 'hello.c'), 'hello'],
      [join(PROGRAMS, 'batch.cpp'), 'batch'],
    ]) {
      const result = spawnSync(
        source.endsWith('.c') ? 'gcc' : 'g++',
        ['-O2', '-o', join(scratch, output), source],
        { encoding: 'utf8' },
      );
      assert.equal(result.status, 0, result.stderr);
    }
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('per run: a C program that prints one line', async () => {
    const hello = join(scratch, 'hello');
    const empty = Buffer.alloc(0);
    const times = new Map<string, number[]>([
      ['bare', []],
      ...CHOICES.map((choice): [string, number[]] => [choice, []]),
    ]);
    // Round by round, every way once, so a machine busy for a while weighs on all of them alike.
    for (let round = 0; round < RUNS + 10; round++) {
      for (const way of times.keys()) {
        const start = performance.now();
        if (way === 'bare') await bareRun(hello, empty);
        else {
          const containment = way as ContainmentChoice;
          const outcome = await runProgram({
            command: hello,
            args: [],
            input: empty,
            timeLimitMs: 10_000,
            outputLimitBytes: 1024,
            containment,
          });
          assert.ok(
            outcome.started && outcome.status === 'exited' && outcome.output.toString() === 'hello\n',
          );
          assert.equal(outcome.containment, containment);
        }
        if (round >= 10) times.get(way)?.push(performance.now() - start);
      }
    }
    const medianOf = (values: readonly number[]): number =>
      values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const bare = medianOf(times.get('bare') ?? []);
    for (const [way, values] of times) {
      console.log(
        `      figure: per run, ${way === 'bare' ? 'bare detached spawn' : way}: ${stats(values)}${way === 'bare' ? '' : ` (median ${(medianOf(values) - bare).toFixed(2)} ms over bare)`}`,
      );
    }
  });

  it('a batch run of 362,880 answers', async () => {
    const batch = join(scratch, 'batch');
    const input = allBoards();
    const lines = (): { splitter: OutputLineSplitter; count: () => number } => {
      let count = 0;
      const splitter = new OutputLineSplitter(() => count++);
      return { splitter, count: () => count };
    };
    {
      const { splitter, count } = lines();
      const cpu = process.cpuUsage();
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const child = spawn(batch, [], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
        child.stdout.on('data', (piece: Buffer) => splitter.push(piece));
        child.stdin.end(input);
        child.on('close', () => resolve());
      });
      splitter.end();
      const used = process.cpuUsage(cpu);
      assert.equal(count(), 362_880);
      console.log(
        `      figure: 9! batch, bare detached spawn: ${(performance.now() - start).toFixed(0)} ms wall; the judge's own CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`,
      );
    }
    for (const containment of CHOICES) {
      const { splitter, count } = lines();
      const cpu = process.cpuUsage();
      const outcome = await runProgram({
        command: batch,
        args: [],
        input,
        timeLimitMs: 60_000,
        memoryLimitKiB: 1024 * 1024,
        outputLimitBytes: 256 << 20,
        onOutput: (piece) => splitter.push(piece),
        containment,
      });
      splitter.end();
      const used = process.cpuUsage(cpu);
      assert.ok(outcome.started && outcome.status === 'exited');
      assert.equal(count(), 362_880);
      console.log(
        `      figure: 9! batch, ${containment}: ${outcome.durationMs.toFixed(0)} ms wall, ${outcome.cpuMs?.toFixed(0) ?? '–'} ms CPU, peak ${outcome.peakKiB ?? '–'} KiB; the judge's own CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`,
      );
    }
  });
});
