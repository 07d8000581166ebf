// One Chromium and one lab server per test file of the search lab's page,
// a fresh browser context per test, and after each test the checks every
// lab test makes: no CSP violation and no error in the page.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import type { LabPageMessage } from '../../src/protocol/labMessages';
import { launchChromium } from '../harness/browser';
import { paths } from '../harness/repo';
import { LabServer } from './labServer';
import { waitFor } from './waitFor';

/** What the fake VS Code API of the lab server keeps on the page's window. */
interface LabWindow {
  __posted: LabPageMessage[];
  __violations: string[];
}

/** The messages the page has posted to the host. */
export function posted(page: Page): Promise<LabPageMessage[]> {
  return page.evaluate(() => (window as unknown as LabWindow).__posted);
}

/** A host message, as VS Code delivers one to the page. */
export function send(page: Page, message: unknown): Promise<void> {
  return page.evaluate((data) => window.postMessage(data, '*'), message);
}

/**
 * Resolves once the page has handled every message sent to it so far: messages
 * arrive in order, so when a marker sent last reaches a listener added last, the
 * page's own listener has had each of them (and drops the marker, not being the protocol).
 */
export function handled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const marker = 'test: every message handled';
        const listener = (event: MessageEvent<unknown>): void => {
          if (event.data !== marker) return;
          window.removeEventListener('message', listener);
          resolve();
        };
        window.addEventListener('message', listener);
        window.postMessage(marker, '*');
      }),
  );
}

/**
 * The page torn down and built again, as after a window reload (VS Code gives it back what it saved), until
 * it is ready again.
 */
export async function reloadPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as LabWindow).__posted = [];
  });
  await page.reload();
  await page.waitForSelector('#lab-run');
  await waitFor('ready', async () => (await posted(page)).some((message) => message.type === 'ready'));
}

export interface LabSession {
  /** A new page of the lab, loaded and ready (it has posted `ready`), its errors recorded for the after-test check. */
  openPage(): Promise<Page>;
}

/**
 * Call at the top of a describe(): its hooks start and stop the browser and the server, and check each test's
 * pages.
 */
export function useLabSession(): LabSession {
  let server: LabServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let errors: string[] = [];

  before(async function () {
    if (!existsSync(join(paths.repoRoot, 'dist', 'lab', 'labWorker.js')))
      throw new Error('dist/lab is missing: run `npm run build` first');
    server = await LabServer.start(paths.repoRoot);
    browser = await launchChromium();
  });
  after(async function () {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async function () {
    context = await (browser as Browser).newContext({ viewport: { width: 1000, height: 900 } });
    errors = [];
  });
  afterEach(async function () {
    const open = context as BrowserContext;
    for (const page of open.pages())
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as LabWindow).__violations),
        [],
        'no CSP violations',
      );
    await open.close();
    assert.deepEqual(errors, [], 'no errors in the page');
  });

  return {
    async openPage() {
      const page = await (context as BrowserContext).newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      await page.goto((server as LabServer).url());
      await page.waitForSelector('#lab-run');
      await waitFor('ready', async () => (await posted(page)).some((message) => message.type === 'ready'));
      return page;
    },
  };
}
