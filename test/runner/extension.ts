// The test-runner extension: installed next to the product only by the
// harness, it runs the in-host suite once the workbench has started and
// writes the outcome where the harness is waiting for it.
import { appendFileSync, renameSync, writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { ENV, STARTED_MARK, SuiteModule, SuiteResult, TestOutcome } from './protocol';

export function activate(): void {
  const suitePath = process.env[ENV.suite];
  const resultPath = process.env[ENV.result];
  const logPath = process.env[ENV.log];
  // Inert unless the harness asked for a run.
  if (suitePath === undefined || resultPath === undefined) return;
  const log = (line: string): void => {
    if (logPath !== undefined) appendFileSync(logPath, `${line}\n`);
  };
  // Not awaited: the host should not wait on a whole test run to finish activating.
  void runAndReport(suitePath, log).then((result) => {
    // Written whole and then renamed, so the harness never reads half a file.
    writeFileSync(`${resultPath}.partial`, JSON.stringify(result));
    renameSync(`${resultPath}.partial`, resultPath);
  });
}

async function runAndReport(suitePath: string, log: (line: string) => void): Promise<SuiteResult> {
  log(`runner: running ${suitePath} in VS Code ${vscode.version}`);
  try {
    const suite = loadSuite(suitePath);
    return await suite.runSuite(
      (outcome: TestOutcome) => {
        log(
          outcome.pending === true
            ? `  - ${outcome.title} (pending)`
            : outcome.passed
              ? `  ✓ ${outcome.title}`
              : `  ✗ ${outcome.title}\n      ${outcome.message ?? ''}`,
        );
      },
      (title) => log(`${STARTED_MARK}${title.replace(/\n/g, ' ')}`),
    );
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`runner: the suite could not run: ${message}`);
    return {
      passed: 0,
      failed: 1,
      pending: 0,
      failures: [{ title: 'loading and running the in-host suite', message }],
    };
  }
}

function loadSuite(path: string): SuiteModule {
  // The suite is found at run time, so it is loaded at run time, not bundled.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded: unknown = require(path);
  if (
    typeof loaded === 'object' &&
    loaded !== null &&
    typeof (loaded as Partial<SuiteModule>).runSuite === 'function'
  ) {
    return loaded as SuiteModule;
  }
  throw new Error(`${path} does not export runSuite()`);
}

export function deactivate(): void {}
