// `npm run test:vscode`: runs the in-host suite inside a real VS Code
// (code-server). code-server starts an extension host only when a browser
// connects, so Chromium opens the workbench; the test-runner extension then
// runs the suite and writes its result, which this waits for.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV, SuiteResult } from '../runner/protocol';
import { launchChromium } from './browser';
import { startCodeServer } from './codeServer';
import { watchDialogs } from './dialogs';
import { findChromium, findCodeServer, MissingPrerequisiteError, requireBuilt } from './prerequisites';
import { poll } from './poll';
import { paths } from './repo';
import { tempCopy, tempDir } from './tempDir';
import { openWorkbench } from './workbench';

/**
 * How long the suite may go without a word (no new progress line, no
 * result) before it is taken to be stuck. Not a bound on the whole suite:
 * on a machine kept busy it runs longer, and each of its tests has mocha's
 * timeout of its own.
 */
const STALL_MS = Number(process.env.EIGHT_PUZZLE_IN_HOST_TIMEOUT_MS ?? 300_000);

async function main(): Promise<number> {
  findCodeServer();
  findChromium();
  requireBuilt(paths.suiteIndex, paths.runnerMain, join(paths.repoRoot, 'dist', 'extension.js'));

  const started = Date.now();
  const workspace = tempCopy(paths.samples, 'eight-puzzle-in-host-');
  const reportDir = tempDir('eight-puzzle-in-host-report-');
  const resultFile = join(reportDir.path, 'result.json');
  const logFile = join(reportDir.path, 'progress.log');
  mkdirSync(paths.testResults, { recursive: true });

  const server = await startCodeServer({
    extensions: [paths.repoRoot, paths.runnerExtension],
    // Two solver workers, where this 2-core machine would give the extension one (the cores but one), so the suite runs the pool.
    env: {
      [ENV.suite]: paths.suiteIndex,
      [ENV.result]: resultFile,
      [ENV.log]: logFile,
      EIGHT_PUZZLE_WORKERS: '2',
      ...grepOption(),
    },
    logFile: join(paths.testResults, 'in-host-code-server.log'),
  });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const page = await browser.newPage();
    await openWorkbench(page, server, workspace.path);
    console.log(`in-host: workbench open after ${seconds(started)}; waiting for the suite`);
    const dialogs = watchDialogs(page, (line) => console.log(`in-host: ${line}`));
    const result = await waitForResult(resultFile, logFile);
    await dialogs.stop();
    if (result === undefined) {
      await page.screenshot({ path: join(paths.testResults, 'in-host-timeout.png') });
      console.error(
        `in-host: no word from the suite for ${STALL_MS / 1000} s. Did the runner extension start? ` +
          `See test-results/in-host-code-server.log and test-results/in-host-timeout.png.\n` +
          `code-server's last lines:\n${server.outputTail()}`,
      );
      return 1;
    }
    const total = result.passed + result.failed;
    console.log(
      `in-host: ${result.passed} passing, ${result.failed} failing, ${result.pending} pending (${seconds(started)} in all)`,
    );
    writeCounts(result);
    for (const { title, message } of result.failures)
      console.error(`  ✗ ${title}\n      ${message.split('\n').join('\n      ')}`);
    if (total === 0) console.error('in-host: no tests ran');
    return result.failed === 0 && total > 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    workspace.remove();
    reportDir.remove();
  }
}

/** Echoes the runner's progress lines while polling for its result file. */
async function waitForResult(resultFile: string, logFile: string): Promise<SuiteResult | undefined> {
  let echoed = 0;
  /** Echoes the progress lines written since the last call; says whether there were any. */
  const echo = (): boolean => {
    if (!existsSync(logFile)) return false;
    const text = readFileSync(logFile, 'utf8');
    const complete = text.slice(echoed, text.lastIndexOf('\n') + 1);
    if (complete === '') return false;
    process.stdout.write(complete);
    echoed += complete.length;
    return true;
  };
  const result = await poll(
    () => {
      if (!existsSync(resultFile)) return undefined;
      echo();
      return JSON.parse(readFileSync(resultFile, 'utf8')) as SuiteResult;
    },
    { timeoutMs: STALL_MS, intervalMs: 250, progressed: echo },
  );
  if (result === undefined) echo();
  return result;
}

/** For scripts/test.mjs, which adds up every suite: the same JSON as scripts/mocha-reporter.cjs writes. */
function writeCounts({ passed, failed, pending }: SuiteResult): void {
  const file = process.env.EIGHT_PUZZLE_COUNTS;
  if (file) writeFileSync(file, JSON.stringify({ passed, failed, pending }));
}

/** `npm run test:vscode -- --grep TEXT` runs only the tests whose full title matches TEXT. */
function grepOption(): Record<string, string> {
  const at = process.argv.indexOf('--grep');
  const grep = at >= 0 ? process.argv[at + 1] : undefined;
  return grep === undefined ? {} : { [ENV.grep]: grep };
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof MissingPrerequisiteError) {
      console.error(`\nin-host tests cannot run: ${error.message}\n`);
    } else {
      console.error('in-host tests failed to run:', error);
    }
    process.exitCode = 1;
  },
);
