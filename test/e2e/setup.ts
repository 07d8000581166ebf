// Shared setup for the end-to-end tests: per test file, one code-server with
// the extension, one Chromium page on a scratch copy of samples/, and a
// screenshot in test-results/ for every failing test.
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { launchChromium } from '../harness/browser';
import { CodeServer, startCodeServer } from '../harness/codeServer';
import { paths } from '../harness/repo';
import { TempDir, tempCopy, tempDir } from '../harness/tempDir';
import { Settings } from '../harness/userData';
import { webOnlyExtension } from '../harness/webOnly';
import { openWorkbench } from '../harness/workbench';

export interface WorkbenchOptions {
  /** User settings on top of the quiet defaults. */
  readonly settings?: Settings;
  /** A file of samples/ (relative, such as 'hdu1043/cases.in') to open in an editor at the start. */
  readonly openFile?: string;
  /**
   * Run the browser build in code-server's web-worker extension host, as vscode.dev does ({@link
   * webOnlyExtension}).
   */
  readonly web?: boolean;
}

export interface WorkbenchSession {
  readonly page: Page;
  readonly server: CodeServer;
  /** The scratch copy of samples/ that the workbench has open. */
  readonly workspace: string;
  /** Reloads the workbench, optionally with a file (relative to the workspace) open. */
  reopen(file?: string): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** Call at the top of a describe(); the returned session is usable from its tests and hooks. */
export function useWorkbench(options: WorkbenchOptions = {}): WorkbenchSession {
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let workspace: TempDir | undefined;
  let extension: TempDir | undefined;

  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the workbench is not started; use the session inside tests or hooks');
    return value;
  };
  const session: WorkbenchSession = {
    get page() {
      return started(page);
    },
    get server() {
      return started(server);
    },
    get workspace() {
      return started(workspace).path;
    },
    reopen: async (file) => {
      const folder = session.workspace;
      const path = file === undefined ? undefined : join(folder, file);
      // VS Code would open a missing file as a new, empty one, and the test would go on in the wrong
      // document.
      if (path !== undefined && !existsSync(path)) throw new Error(`${file} is not in samples/`);
      await openWorkbench(session.page, session.server, folder, path);
    },
  };

  before(async function (this: Mocha.Context) {
    this.timeout(START_TIMEOUT_MS);
    const name = basename(this.test?.parent?.file ?? 'e2e', '.js');
    workspace = tempCopy(paths.samples, 'eight-puzzle-e2e-');
    extension = options.web === true ? tempDir('eight-puzzle-web-') : undefined;
    server = await startCodeServer({
      extensions: [extension ? webOnlyExtension(extension.path) : paths.repoRoot],
      settings: options.settings,
      logFile: join(paths.testResults, `${name}.code-server.log`),
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await session.reopen(options.openFile);
  });

  afterEach(async function (this: Mocha.Context) {
    const test = this.currentTest;
    if (test?.state !== 'failed' || page === undefined) return;
    mkdirSync(paths.testResults, { recursive: true });
    const file = join(
      paths.testResults,
      `${test
        .fullTitle()
        .replace(/[^\w.-]+/g, '_')
        .slice(0, 120)}.png`,
    );
    await page.screenshot({ path: file }).then(
      () => console.log(`      screenshot: ${file}`),
      () => undefined,
    );
  });

  after(async function (this: Mocha.Context) {
    this.timeout(30_000);
    await browser?.close();
    await server?.stop();
    workspace?.remove();
    extension?.remove();
  });

  return session;
}
