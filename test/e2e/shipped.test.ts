// What ships is what is tested: the .vsix that `npm run package` made is
// installed the way users install it, then used as a user would, once as it
// is (desktop/Node extension host) and once as vscode.dev runs it (the
// browser build in code-server's web-worker extension host).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { launchChromium } from '../harness/browser';
import { CodeServer, startCodeServer } from '../harness/codeServer';
import { findCodeServer } from '../harness/prerequisites';
import { paths } from '../harness/repo';
import { TempDir, tempDir } from '../harness/tempDir';
import { findInWebviews, openWorkbench, runCommand } from '../harness/workbench';
import { focusEditor, openFromExplorer } from './user';

const VSIX = join(paths.repoRoot, 'eight-puzzle.vsix');
const ANSWER = 'ullddrurdllurdruldr';
/** samples/uva10181/fifteen.txt's 4×4 board, 22 moves from the goal. */
const FIFTEEN = '1 2 8 4 5 0 10 3 9 6 7 12 13 14 11 15';

/**
 * Puts the cursor on line 1, scrolled into view, as Ctrl+Home does. A click
 * would not do: when the CodeLens above line 1 appears, VS Code keeps the
 * scroll position, and line 1 can slide out of view under the mouse.
 */
async function toFirstLine(page: Page): Promise<void> {
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+Home');
  await page
    .locator('.statusbar-item')
    .filter({ hasText: /Ln 1, Col 1/ })
    .first()
    .waitFor({ timeout: 10_000 });
}

/**
 * Installs the .vsix with VS Code's own installer into a fresh extensions dir; returns the installed folder.
 */
function installVsix(into: string): string {
  if (!existsSync(VSIX)) throw new Error(`${VSIX} is missing: run \`npm run package\` first (npm test does)`);
  const { node, entry } = findCodeServer();
  const extensionsDir = join(into, 'installed');
  mkdirSync(extensionsDir);
  const run = spawnSync(
    node,
    [
      entry,
      '--install-extension',
      VSIX,
      '--extensions-dir',
      extensionsDir,
      '--user-data-dir',
      join(into, 'data'),
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(node, '..')}:${process.env.PATH ?? ''}` },
    },
  );
  assert.equal(run.status, 0, `code-server --install-extension failed:\n${run.stdout}\n${run.stderr}`);
  const folder = readdirSync(extensionsDir).find((name) => name.startsWith('eight-puzzle.eight-puzzle-'));
  assert.ok(folder, `nothing installed in ${extensionsDir}: ${readdirSync(extensionsDir).join(', ')}`);
  return join(extensionsDir, folder);
}

/**
 * The installed extension without its Node entry: VS Code must then run the browser build in a web worker.
 */
function webOnly(installed: string, into: string): string {
  const folder = join(into, 'web-only');
  cpSync(installed, folder, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
  assert.equal(typeof manifest.browser, 'string', 'the package declares no browser entry');
  delete manifest.main;
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  return folder;
}

interface Variant {
  readonly name: string;
  /** Run the browser build in the web-worker extension host, as vscode.dev does. */
  readonly web?: boolean;
  /** Open the folder untrusted, in Restricted Mode. */
  readonly untrusted?: boolean;
}

const VARIANTS: readonly Variant[] = [
  { name: 'the installed .vsix' },
  { name: 'the installed .vsix in the web-worker extension host (as on vscode.dev)', web: true },
  { name: 'the installed .vsix in an untrusted workspace (Restricted Mode)', untrusted: true },
];

for (const variant of VARIANTS) {
  describe(`${variant.name} (e2e)`, () => {
    let temp: TempDir;
    let server: CodeServer;
    let browser: Browser;
    let page: Page;

    before(async function (this: Mocha.Context) {
      this.timeout(180_000);
      temp = tempDir('eight-puzzle-shipped-');
      const installed = installVsix(temp.path);
      const extension = variant.web === true ? webOnly(installed, temp.path) : installed;
      const workspace = join(temp.path, 'workspace');
      mkdirSync(workspace);
      writeFileSync(join(workspace, 'boards.txt'), `2 3 4 1 5 x 7 6 8   ${ANSWER}\n`);
      writeFileSync(join(workspace, 'fifteen.txt'), `${FIFTEEN}\n`);
      server = await startCodeServer({
        extensions: [extension],
        workspaceTrust: variant.untrusted === true,
        // No trust dialog: an untrusted folder simply opens in Restricted Mode.
        settings:
          variant.untrusted === true
            ? {
                'security.workspace.trust.startupPrompt': 'never',
                'security.workspace.trust.banner': 'never',
              }
            : {},
        logFile: join(
          paths.testResults,
          `shipped-${variant.web === true ? 'web' : variant.untrusted === true ? 'untrusted' : 'node'}.code-server.log`,
        ),
      });
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await openWorkbench(page, server, workspace, join(workspace, 'boards.txt'));
      await page.locator('.view-lines').filter({ hasText: ANSWER }).waitFor({ timeout: 30_000 });
    });

    afterEach(async function (this: Mocha.Context) {
      if (this.currentTest?.state !== 'failed' || page === undefined) return;
      mkdirSync(paths.testResults, { recursive: true });
      const file = join(
        paths.testResults,
        `${this.currentTest
          .fullTitle()
          .replace(/[^\w.-]+/g, '_')
          .slice(0, 120)}.png`,
      );
      await page.screenshot({ path: file }).catch(() => undefined);
    });

    after(async function (this: Mocha.Context) {
      this.timeout(30_000);
      await browser?.close();
      await server?.stop();
      temp?.remove();
    });

    if (variant.untrusted === true) {
      it('really is in Restricted Mode', async function (this: Mocha.Context) {
        this.timeout(30_000);
        await page
          .locator('.statusbar-item')
          .filter({ hasText: 'Restricted Mode' })
          .first()
          .waitFor({ timeout: 20_000 });
      });
    }

    it('solves the board under the cursor from the command palette', async function (this: Mocha.Context) {
      this.timeout(90_000);
      await toFirstLine(page);
      await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle', 60_000);
      const toast = page.locator('.notification-toast').filter({ hasText: '19 moves:' });
      await toast.waitFor({ timeout: 30_000 });
    });

    it('previews a move string on hover', async function (this: Mocha.Context) {
      this.timeout(90_000);
      await page.keyboard.press('Escape');
      await toFirstLine(page);
      const answer = page.locator('.view-lines span').filter({ hasText: ANSWER }).last();
      await answer.waitFor({ timeout: 15_000 });
      const hover = page.locator('.monaco-hover').filter({ hasText: 'After move' });
      // A hover starts when the mouse comes to rest over the word: come from elsewhere each time.
      for (let attempt = 0; attempt < 8 && !(await hover.isVisible()); attempt++) {
        const box = await answer.boundingBox({ timeout: 5_000 });
        assert.ok(box, 'the answer is not on screen');
        await page.mouse.move(5, 400);
        await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2, { steps: 4 });
        await hover.waitFor({ timeout: 4_000 }).catch(() => undefined);
      }
      assert.match(await hover.innerText({ timeout: 5_000 }), /After move \d+ of 19/);
    });

    it('opens the board with the puzzle', async function (this: Mocha.Context) {
      this.timeout(60_000);
      // Away from the hover, so it closes; the editor keeps its cursor on the board.
      await page.mouse.move(5, 400);
      await runCommand(page, 'Eight Puzzle: Open Board', 30_000);
      const { frame } = await findInWebviews(page, '#board button.tile', 30_000);
      await frame.locator('#step').filter({ hasText: 'step 0 of 19' }).waitFor({ timeout: 15_000 });
      assert.equal(await frame.locator('#board button.tile').count(), 9);
    });

    it("solves a 4×4 board: the package ships the solver's worker for this host", async function (this: Mocha.Context) {
      this.timeout(240_000);
      await page.keyboard.press('Escape');
      await openFromExplorer(page, 'fifteen.txt');
      await focusEditor(page, 'fifteen.txt');
      await page.keyboard.press('Control+Home');
      await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle', 60_000);
      await page
        .locator('.notification-toast')
        .filter({ hasText: /22 moves: [udlr]{22}/ })
        .waitFor({ timeout: 180_000 });
    });
  });
}
