// What the sandbox's tests share: the hostile programs, compiled once; a run
// of one under a chosen containment; and checks, read from /proc and the
// cgroup file systems directly (not through the sandbox's own readers), that
// nothing of this judge's runs is left.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RunOutcome, RunRequest, runProgram } from '../../../src/judge/run/runProgram';
import { sandboxReport } from '../../../src/judge/sandbox';
import { alive } from './hangingProcesses';

export { alive };

const ROOT = join(__dirname, '..', '..', '..', '..');
export const HOSTILE = join(ROOT, 'test', 'fixtures', 'programs', 'hostile');
export const PROGRAMS = join(ROOT, 'test', 'fixtures', 'programs');

export type Started = Extract<RunOutcome, { started: true }>;
export type Mode = 'cgroup' | 'proc';
export type Language = 'C++' | 'Python';

/**
 * The containments tested here: the cgroup path where this machine has one, and always the /proc fallback.
 */
export const MODES: readonly Mode[] =
  sandboxReport('auto').containment === 'cgroup' ? ['cgroup', 'proc'] : ['proc'];
export const LANGUAGES: readonly Language[] = ['C++', 'Python'];

/**
 * The files that use these test the layers beneath the namespaces (a
 * cgroup, /proc, the process group): their programs tell their ids (as the
 * host sees them) in a file of the test's, which a run in namespaces could
 * neither write nor know. Each turns namespaces off for its own runs (and
 * its child judges) while it runs; judgeSandboxNamespaces.test.ts tests the
 * namespaces, with the attacks checked from outside.
 */
export function withoutNamespaces(): void {
  before(() => {
    process.env.EIGHT_PUZZLE_JUDGE_ISOLATION = 'none';
  });
  after(() => {
    delete process.env.EIGHT_PUZZLE_JUDGE_ISOLATION;
  });
}

/** Generous wall-clock room for tests that are about something else: the machine may be busy. */
export const ROOMY_WALL_MS = 120_000;

/** A hostile program's command: its compiled executable, or python3 and its source. */
export function hostile(
  language: Language,
  name: string,
  compiled: string,
): { command: string; args: string[] } {
  return language === 'C++'
    ? { command: join(compiled, name), args: [] }
    : { command: 'python3', args: [join(HOSTILE, `${name}.py`)] };
}

/** Compiles every hostile C++ program (but the one that never compiles) into `dir`. */
export function compileHostile(dir: string): void {
  for (const file of readdirSync(HOSTILE)) {
    if (!file.endsWith('.cpp') || file === 'devZero.cpp') continue;
    const result = spawnSync(
      'g++',
      ['-O2', '-o', join(dir, file.replace(/\.cpp$/, '')), join(HOSTILE, file)],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 0, `g++ ${file}: ${result.stderr}`);
  }
}

/**
 * Runs a program to its end and returns the outcome, which must have started, and the ids its processes told.
 */
export async function runTold(
  request: Omit<RunRequest, 'input' | 'outputLimitBytes'> & Partial<RunRequest>,
  pidsFile: string,
): Promise<{ outcome: Started; pids: number[] }> {
  const outcome = await runProgram({
    input: new Uint8Array(0),
    outputLimitBytes: 1 << 20,
    ...request,
    env: { ...request.env, EIGHT_PUZZLE_PIDS: pidsFile },
  });
  assert.ok(outcome.started, `did not start: ${outcome.started ? '' : outcome.error.message}`);
  return { outcome, pids: readPids(pidsFile) };
}

export function readPids(file: string): number[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(Number);
}

/** The processes alive that carry a run marker of judge `judgePid` (default this process). */
export function leftovers(judgePid = process.pid): number[] {
  const marker = Buffer.from(`EIGHT_PUZZLE_JUDGE_RUN=eight-puzzle-judge-${judgePid}-`);
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${name}/environ`);
    } catch {
      continue;
    }
    const at = environ.indexOf(marker);
    if (at >= 0 && (at === 0 || environ[at - 1] === 0) && alive(Number(name))) found.push(Number(name));
  }
  return found;
}

/** The run cgroups of judge `judgePid` still in /sys/fs/cgroup (every hierarchy, walked a few levels deep). */
export function cgroupsLeft(judgePid = process.pid): string[] {
  const prefix = `eight-puzzle-judge-${judgePid}-`;
  const found: string[] = [];
  const walk = (folder: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      if (entry.name.startsWith(prefix)) found.push(join(folder, entry.name));
      else if (depth < 6) walk(join(folder, entry.name), depth + 1);
    }
  };
  walk('/sys/fs/cgroup', 0);
  return found;
}

/**
 * Nothing of this judge's runs is alive, and none of its cgroups is left: right after a run is reported, not
 * eventually.
 */
export function assertNothingLeft(what: string): void {
  assert.deepEqual(leftovers(), [], `${what}: processes of the run still alive`);
  assert.deepEqual(cgroupsLeft(), [], `${what}: cgroups of the run left`);
}
