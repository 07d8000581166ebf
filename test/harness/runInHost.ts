// `npm run test:vscode`: runs the in-host suite inside a real VS Code
// (code-server). code-server starts an extension host only when a browser
// connects, so Chromium opens the workbench; the test-runner extension then
// runs the suite and writes its result, which this waits for.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV, STARTED_MARK, SuiteResult } from '../runner/protocol';
import { launchChromium } from './browser';
import { startCodeServer } from './codeServer';
import { watchDialogs } from './dialogs';
import { findChromium, findCodeServer, MissingPrerequisiteError, requireBuilt } from './prerequisites';
import { paths } from './repo';
import { tempCopy, tempDir } from './tempDir';
import { openWorkbench } from './workbench';

/**
 * How long the suite may go without a word (no test or hook started, no test
 * ended, no result) before it is taken to be stuck: longer than the longest
 * test's own mocha timeout (270 s), so a test that hangs is named by mocha
 * first. On a machine kept busy the suite runs far longer in all, so the
 * silence is what is bounded, not the suite.
 */
const STALL_MS = Number(process.env.EIGHT_PUZZLE_IN_HOST_TIMEOUT_MS ?? 300_000);
/**
 * The whole suite's bound, however steadily it goes: generous, so only a suite that keeps going round meets
 * it.
 */
const SUITE_CAP_MS = Number(process.env.EIGHT_PUZZLE_IN_HOST_CAP_MS ?? 60 * 60_000);

/** What the runner's log has said so far. */
interface Progress {
  /** Whether any line came: none means the runner extension never started the suite. */
  heard: boolean;
  /** The last test or hook that started, and when; the one running, unless a test ended since. */
  started: { readonly title: string; readonly at: number } | undefined;
  /** The last test that ended. */
  ended: string | undefined;
}

/** The suite's end: its result, or why it was given up on and how far it got. */
type SuiteEnd =
  | { readonly kind: 'result'; readonly result: SuiteResult }
  | { readonly kind: 'silent' | 'capped'; readonly progress: Progress };

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
    // Two solver workers, where this 2-core machine would give the extension one (the cores but one), so the
    // suite runs the pool.
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
    const end = await waitForResult(resultFile, logFile, started);
    await dialogs.stop();
    if (end.kind !== 'result') {
      await page.screenshot({ path: join(paths.testResults, 'in-host-timeout.png') });
      console.error(
        `in-host: ${givenUp(end.kind, end.progress)} ` +
          `See test-results/in-host-code-server.log and test-results/in-host-timeout.png.\n` +
          `code-server's last lines:\n${server.outputTail()}`,
      );
      return 1;
    }
    const result = end.result;
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

/**
 * Echoes the runner's progress lines while polling for its result file, until
 * the suite has been silent for STALL_MS or has run for SUITE_CAP_MS since
 * `since`. Lines that say a test started are kept, not echoed.
 */
async function waitForResult(resultFile: string, logFile: string, since: number): Promise<SuiteEnd> {
  const progress: Progress = { heard: false, started: undefined, ended: undefined };
  let silentUntil = Date.now() + STALL_MS;
  let read = 0;
  const listen = (): void => {
    if (!existsSync(logFile)) return;
    const text = readFileSync(logFile, 'utf8');
    const complete = text.slice(read, text.lastIndexOf('\n') + 1);
    if (complete === '') return;
    read += complete.length;
    silentUntil = Date.now() + STALL_MS;
    progress.heard = true;
    for (const line of complete.slice(0, -1).split('\n')) {
      if (line.startsWith(STARTED_MARK)) {
        progress.started = { title: line.slice(STARTED_MARK.length), at: Date.now() };
        continue;
      }
      const ended = /^ {2}[✓✗-] (.*?)(?: \(pending\))?$/.exec(line);
      if (ended) progress.ended = ended[1];
      console.log(line);
    }
  };
  for (;;) {
    listen();
    if (existsSync(resultFile)) {
      listen();
      return { kind: 'result', result: JSON.parse(readFileSync(resultFile, 'utf8')) as SuiteResult };
    }
    if (Date.now() >= silentUntil) return { kind: 'silent', progress };
    if (Date.now() - since >= SUITE_CAP_MS) return { kind: 'capped', progress };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Why the suite was given up on, naming the test that was running (or the last that ended). */
function givenUp(kind: 'silent' | 'capped', progress: Progress): string {
  const why =
    kind === 'silent'
      ? `no word from the suite for ${STALL_MS / 1000} s`
      : `the suite ran past its cap of ${SUITE_CAP_MS / 60_000} min`;
  if (!progress.heard) return `${why}. Did the runner extension start?`;
  const { started, ended } = progress;
  if (started !== undefined && started.title !== ended)
    return `${why}, in ${JSON.stringify(started.title)} (started ${seconds(started.at)} ago).`;
  if (ended !== undefined) return `${why}, after ${JSON.stringify(ended)}, the last test to end.`;
  return `${why}, before any test started.`;
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
