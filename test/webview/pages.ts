// Shared set-up of the board page tests: one page server and one Chromium per
// describe(), a fresh browser context per test, and every page of a test
// checked afterwards for CSP violations and errors it reported.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext } from 'playwright-core';
import { BoardStateData } from '../../src/protocol/messages';
import { launchChromium } from '../harness/browser';
import { paths } from '../harness/repo';
import { BoardDriver } from './driver';
import { BoardServer, PageOptions } from './server';

export interface BoardPages {
  /** A new page on the board, ready (it has said `ready`). */
  readonly open: (options?: PageOptions) => Promise<BoardDriver>;
  /** A new page with `state` loaded, playing fast. */
  readonly openWith: (state: BoardStateData, options?: PageOptions) => Promise<BoardDriver>;
  /** Errors the test's pages reported so far. */
  readonly errors: readonly string[];
  /** Takes errors a test expects out of the list, so they do not fail it. */
  readonly expectErrors: (expected: (error: string) => boolean) => void;
}

/** Call at the top of a describe(). */
export function useBoardPages(): BoardPages {
  let server: BoardServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let errors: string[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the board page is not started; use it inside tests or hooks');
    return value;
  };

  before(async function () {
    if (!existsSync(join(paths.repoRoot, 'dist', 'webview', 'webview.js')))
      throw new Error('dist/webview/webview.js is missing: run `npm run build` first');
    server = await BoardServer.start(paths.repoRoot);
    browser = await launchChromium();
  });

  after(async function () {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async function () {
    context = await started(browser).newContext({ viewport: { width: 860, height: 640 } });
    errors = [];
  });

  afterEach(async function () {
    for (const page of started(context).pages()) {
      assert.deepEqual(await new BoardDriver(page).violations(), [], 'no CSP violations');
    }
    await started(context).close();
    assert.deepEqual(errors, [], 'no errors in the page');
  });

  const pages: BoardPages = {
    open: async (options = {}) => {
      const page = await started(context).newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      await page.goto(started(server).url(options));
      return new BoardDriver(page).ready();
    },
    openWith: async (state, options = {}) => {
      const board = await pages.open(options);
      await board.send({ type: 'settings', settings: { stepDuration: 20 } });
      await board.load(state);
      return board;
    },
    get errors() {
      return errors;
    },
    expectErrors: (expected) => {
      errors = errors.filter((error) => !expected(error));
    },
  };
  return pages;
}
