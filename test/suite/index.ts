// The in-host mocha suite: every out/test/suite/*.test.js, run inside VS
// Code's extension host. `run` is the entry @vscode/test-electron calls;
// `runSuite` is what the test-runner extension calls to report each test.
import Mocha from 'mocha';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ENV, SuiteResult, TestOutcome } from '../runner/protocol';

export function runSuite(
  onTest?: (outcome: TestOutcome) => void,
  onStart?: (title: string) => void,
): Promise<SuiteResult> {
  const grep = process.env[ENV.grep];
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 20_000, ...(grep ? { grep } : {}) });
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.test.js'))
    .sort();
  if (files.length === 0)
    return Promise.reject(new Error(`no *.test.js files in ${__dirname}; run npm run build`));
  for (const file of files) mocha.addFile(join(__dirname, file));

  return new Promise((resolve) => {
    let passed = 0;
    let pending = 0;
    const failures: { title: string; message: string }[] = [];
    const runner = mocha.run(() => resolve({ passed, failed: failures.length, pending, failures }));
    // Hooks too: a before() that hangs is named, not the test that ran before it.
    runner.on('test', (test: Mocha.Test) => onStart?.(test.fullTitle()));
    runner.on('hook', (hook: Mocha.Hook) => onStart?.(hook.fullTitle()));
    runner.on('pending', (test: Mocha.Test) => {
      pending++;
      onTest?.({ title: test.fullTitle(), passed: true, pending: true });
    });
    runner.on('pass', (test: Mocha.Test) => {
      passed++;
      onTest?.({ title: test.fullTitle(), passed: true, durationMs: test.duration });
    });
    // Failing hooks arrive here too, so a broken before() is not a silent pass.
    runner.on('fail', (test: Mocha.Runnable, error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      failures.push({ title: test.fullTitle(), message });
      onTest?.({ title: test.fullTitle(), passed: false, message, durationMs: test.duration });
    });
  });
}

export async function run(): Promise<void> {
  const { passed, failed } = await runSuite();
  if (failed > 0) throw new Error(`${failed} of ${passed + failed} in-host tests failed`);
}
