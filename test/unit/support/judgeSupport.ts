// What the judge's tests share: the test programs, a judgement with its
// events, and the checks that nothing it started is left running.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CaseResult, judge, JudgeEvent, JudgeOptions, JudgeOutcome, JudgeReport } from '../../../src/judge';
import { waitFor } from './waitFor';

const ROOT = join(__dirname, '..', '..', '..', '..');
export const PROGRAMS = join(ROOT, 'test', 'fixtures', 'programs');
export const CLI = join(ROOT, 'dist', 'cli.js');

/** A test program's path. */
export function program(name: string): string {
  return join(PROGRAMS, name);
}

/**
 * Generous limits for programs that are right: the machine is shared, and a right program must not fail a
 * test for being slow.
 */
export const ROOMY_MS = 15_000;

export interface Judged {
  readonly outcome: JudgeOutcome;
  readonly events: JudgeEvent[];
  readonly results: CaseResult[];
}

export async function judged(
  options: JudgeOptions,
  signal?: AbortSignal,
  onEvent?: (event: JudgeEvent) => void,
): Promise<Judged> {
  const events: JudgeEvent[] = [];
  const outcome = await judge(
    options,
    (event) => {
      events.push(event);
      onEvent?.(event);
    },
    signal,
  );
  const results = events.flatMap((event) => (event.type === 'results' ? event.results : []));
  return { outcome, events, results };
}

/** The report of a judgement that must have one. */
export function reportOf(outcome: JudgeOutcome): JudgeReport {
  assert.equal(outcome.kind, 'judged', JSON.stringify(outcome).slice(0, 2000));
  if (outcome.kind !== 'judged') throw new Error('unreachable');
  return outcome.report;
}

export { waitFor };
export { hangingPids, watchHanging } from './hangingProcesses';

/**
 * Whether this machine's kernel runs 32-bit programs, asked here and not of
 * the judge: a kernel without ia32 emulation links them and cannot start
 * them, and the judge then builds 64-bit and holds a run to twice the limit.
 */
function runs32Bit(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-m32-'));
  try {
    const built = spawnSync('gcc', ['-m32', '-x', 'c', '-', '-o', join(dir, 'probe')], {
      input: 'int main(void) { return 0; }\n',
    });
    return built.status === 0 && spawnSync(join(dir, 'probe')).status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
export const RUNS_32_BIT = runs32Bit();
/**
 * How a compile command for POJ's and HDU's C and C++ begins its flags here: -m32 where this machine runs
 * 32-bit programs.
 */
export const M32 = RUNS_32_BIT ? '-m32 ' : '';

/**
 * Whether a process is running, or with a negative id, whether any process
 * of that group is. A zombie (dead, waiting for its parent to collect its
 * exit status) runs nothing and counts as gone: a program whose judge thread
 * was stopped stays one until this test process exits.
 */
export function exists(id: number): boolean {
  if (id > 0) return running(id);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (stat && stat.group === -id && stat.state !== 'Z') return true;
  }
  return false;
}

function running(pid: number): boolean {
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** A process's state letter and process group, from /proc (the name in parentheses may hold spaces). */
function statOf(pid: number): { state: string; group: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], group: Number(fields[2]) };
}

/** A scratch directory for a test, removed afterwards by `cleanUp`. */
export function scratch(): { dir: string; cleanUp: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-judge-test-'));
  // Open to others, as a user's own folders are: a root judge runs programs as nobody.
  chmodSync(dir, 0o755);
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A judges' input file of these boards. */
export function inputFile(dir: string, name: string, boards: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, boards.join('\n') + '\n');
  return path;
}

/**
 * The process ids the hanging programs write (their own, then their child's), once they have written them.
 */
export function readPids(file: string): number[] | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  if (!text.endsWith('\n')) return undefined;
  return text.trim().split(' ').map(Number);
}

/**
 * Asserts that a hanging program, its process group and the child it forked are all gone, waiting a little
 * for the kernel to finish.
 */
/** The program and its child are gone already: the judge reports a run only once nothing of it runs. */
export function assertGoneNow(pids: readonly number[]): void {
  const [parent, child] = pids;
  assert.ok(
    !exists(-parent) && !exists(parent) && !exists(child),
    `process group ${parent} or child ${child} still running when the run was reported`,
  );
}

/**
 * For a judge that was itself interrupted: it kills the group as it exits, and cannot wait to see it gone.
 */
export async function assertAllGone(pids: readonly number[]): Promise<void> {
  const [parent, child] = pids;
  await waitFor(
    () => !exists(-parent) && !exists(parent) && !exists(child),
    `process group ${parent} and child ${child} to be gone`,
  );
}

/** The compilation directories the judge made: the run folder (`{dir}`) that paths in a compile command are in, once each. */
export function compileDirs(events: readonly JudgeEvent[]): string[] {
  const dirs = events.flatMap((event) =>
    event.type === 'compiling'
      ? event.command.flatMap((arg) => /^(.*\/eight-puzzle-judge-[^/]+)/.exec(arg)?.[1] ?? [])
      : [],
  );
  return [...new Set(dirs)];
}

/** The judge's temporary directories that exist now. */
export function judgeTempDirs(): string[] {
  return readdirSync(tmpdir()).filter(
    (name) => name.startsWith('eight-puzzle-judge-') && !name.startsWith('eight-puzzle-judge-test-'),
  );
}
