// `npm test`: every check and every suite, each run even when one before it
// failed, then one table of what each did (passed, failed, pending) and a
// closing line with the totals. Exits non-zero when anything failed or could
// not run; a suite that needs code-server or Chromium when they are missing
// is such a failure, and says to run `npm run setup`.
//
//   npm test                     everything, in the order below
//   npm test -- unit lint        only these steps (names from the table)
//
// Suites report their counts through a JSON file named by EIGHT_PUZZLE_COUNTS
// (scripts/mocha-reporter.cjs, test/harness/runInHost.ts); the summary is also
// written to test-results/summary.json, which .ci/run reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * `script`: the npm script that runs the step. `counts`: a test suite that reports counts.
 * `needs`: prerequisites checked first (test/harness/check.ts). `essential`: nothing after it can run without
 * it.
 */
const STEPS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'build', script: 'build', essential: true },
  { name: 'unit', script: 'test:unit', counts: true },
  { name: 'webview', script: 'test:webview', counts: true, needs: ['chromium'] },
  { name: 'in-host', script: 'test:vscode', counts: true, needs: ['code-server', 'chromium'] },
  { name: 'package', script: 'package' },
  { name: 'e2e', script: 'test:e2e', counts: true, needs: ['code-server', 'chromium'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown step ${unknown.join(', ')}; the steps are: ${STEPS.map((step) => step.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = wanted.length === 0 ? STEPS : STEPS.filter((step) => wanted.includes(step.name));

// Under `npm test`, the same npm that started this; otherwise the one on PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-test-'));

/**
 * @type {{ name: string, ok: boolean, text: string, seconds: number, counts?: { passed: number, failed:
 * number, pending: number } }[]}
 */
const results = [];
const prerequisites = new Map(); // name -> undefined when present, else what to do
let stopped; // why the remaining steps cannot run

try {
  for (const step of chosen) {
    if (stopped !== undefined) {
      results.push({ name: step.name, ok: false, text: `not run: ${stopped}`, seconds: 0 });
      continue;
    }
    const missing = (step.needs ?? []).map(checkPrerequisite).filter((message) => message !== undefined);
    if (missing.length > 0) {
      results.push({ name: step.name, ok: false, text: `could not run: ${missing.join('; ')}`, seconds: 0 });
      continue;
    }
    const result = run(step);
    results.push(result);
    if (step.essential && !result.ok) stopped = `${step.name} failed`;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const totals = { passed: 0, failed: 0, pending: 0 };
for (const { counts } of results) {
  if (counts === undefined) continue;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.pending += counts.pending;
}
const failedSteps = results.filter((result) => !result.ok).map((result) => result.name);
const ok = failedSteps.length === 0;

mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results', 'summary.json'),
  `${JSON.stringify({ ok, totals, failedSteps, steps: results }, null, 2)}\n`,
);

const width = Math.max(...results.map((result) => result.name.length));
console.log('\ntest summary');
for (const result of results) {
  const time = result.seconds > 0 ? `  (${result.seconds.toFixed(1)} s)` : '';
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(width)}  ${result.text}${time}`);
}
if (!ok) console.log(`failed: ${failedSteps.join(', ')}`);
// The closing line, in the plain form CI readers count ("N passed, N failed, N skipped").
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.pending} skipped`);
process.exitCode = ok ? 0 : 1;

function run(step) {
  const countsFile = join(scratch, `${step.name}.json`);
  console.log(
    `\n── ${step.name}: npm run ${step.script} ${'─'.repeat(Math.max(0, 60 - step.name.length - step.script.length))}`,
  );
  const started = Date.now();
  const child = spawnSync(npm[0], [...npm.slice(1), 'run', '--silent', step.script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, EIGHT_PUZZLE_COUNTS: countsFile },
  });
  const seconds = (Date.now() - started) / 1000;
  const exit = child.error
    ? `could not start (${child.error.message})`
    : child.signal
      ? `ended by ${child.signal}`
      : `exit code ${child.status}`;
  const exitedCleanly = child.status === 0;
  if (!step.counts)
    return { name: step.name, ok: exitedCleanly, text: exitedCleanly ? 'ok' : `failed (${exit})`, seconds };

  const counts = readCounts(countsFile);
  if (counts === undefined)
    return {
      name: step.name,
      ok: false,
      text: `could not run (${exit}, no counts reported): see its output above`,
      seconds,
    };
  const text = `${counts.passed} passed, ${counts.failed} failed, ${counts.pending} pending`;
  if (counts.passed + counts.failed === 0)
    return { name: step.name, ok: false, text: `${text}: ran no test`, seconds, counts };
  if (counts.failed === 0 && !exitedCleanly)
    return { name: step.name, ok: false, text: `${text}, but ${exit}`, seconds, counts };
  return { name: step.name, ok: counts.failed === 0, text, seconds, counts };
}

function readCounts(file) {
  if (!existsSync(file)) return undefined;
  try {
    const { passed, failed, pending } = JSON.parse(readFileSync(file, 'utf8'));
    return [passed, failed, pending].every(Number.isInteger) ? { passed, failed, pending } : undefined;
  } catch {
    return undefined;
  }
}

/** Undefined when `name` is installed; otherwise what the check said, with how to install it. */
function checkPrerequisite(name) {
  if (!prerequisites.has(name)) {
    const check = join(root, 'out', 'test', 'harness', 'check.js');
    if (!existsSync(check)) {
      prerequisites.set(name, 'out/test/harness/check.js is missing: run npm run build');
    } else {
      const child = spawnSync(process.execPath, [check, name], { cwd: root, encoding: 'utf8' });
      const said = `${child.stderr ?? ''}${child.stdout ?? ''}`.trim().replace(/\s+/g, ' ');
      prerequisites.set(
        name,
        child.status === 0 ? undefined : said || `${name} is missing: run npm run setup`,
      );
    }
  }
  return prerequisites.get(name);
}
