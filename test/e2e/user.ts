// What the end-to-end tests read off the screen and do with mouse and keys,
// beyond the harness's palette helpers: the editor's lines, notifications,
// the board webview, annotations, hovers and screenshots. Every wait polls
// with a deadline and fails saying what it last saw.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Frame, Locator, Page } from 'playwright-core';
import { paths } from '../harness/repo';
import { findInWebviews, WORKBENCH } from '../harness/workbench';

export const ACTIVE_EDITOR = '.editor-group-container.active .monaco-editor';
const QUICK_INPUT = '.quick-input-widget';
const QUICK_INPUT_ROW = `${QUICK_INPUT} .quick-input-list .monaco-list-row`;

/** Polls `read` until `done` holds for its value; fails with the last value seen. */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs / 1000} s waiting for ${what}; last saw ${JSON.stringify(value)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

// ---------------------------------------------------------------- the editor

/** The text lines the active editor shows, top to bottom (Monaco positions lines absolutely, so sort by `top`). */
export async function editorLines(page: Page): Promise<string[]> {
  return page
    .locator(`${ACTIVE_EDITOR} .view-lines`)
    .first()
    .evaluate((lines) =>
      Array.from(lines.querySelectorAll<HTMLElement>(':scope > .view-line'))
        .map((line) => ({
          top: parseFloat(line.style.top) || 0,
          text: (line.textContent ?? '').replace(/\u00a0/g, ' '),
        }))
        .sort((a, b) => a.top - b.top)
        .map((line) => line.text),
    );
}

/** Waits for an editor tab titled `title` to be the active one, and clicks into its text. */
export async function focusEditor(page: Page, title: string): Promise<void> {
  await page
    .locator('.tabs-container .tab.active')
    .filter({ hasText: title })
    .first()
    .waitFor({ timeout: 15_000 });
  await page.locator(`${ACTIVE_EDITOR} .view-lines`).first().click();
}

/** Puts the cursor at the start of `line` (1-based), with Ctrl+Home and the arrow keys. */
export async function cursorToLine(page: Page, line: number): Promise<void> {
  await page.keyboard.press('Control+Home');
  for (let n = 1; n < line; n++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
}

/** What the status bar says about the cursor and selection: "Ln 1, Col 26 (25 selected)". */
export async function cursorStatus(page: Page): Promise<string> {
  return (await page.locator('#status\\.editor\\.selection').innerText()).trim();
}

/** Opens a file from the Explorer with clicks, as a user does: `openFromExplorer(page, 'poj1077', 'sample.in')`. */
export async function openFromExplorer(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    const row = page
      .locator('.explorer-folders-view .monaco-list-row')
      .filter({ has: page.locator('.label-name', { hasText: exactly(name) }) })
      .first();
    // A folder that is already open would close on a click.
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  }
  const file = names[names.length - 1];
  await page
    .locator('.tabs-container .tab.active')
    .filter({ hasText: file })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** The line of the active editor whose text starts with `start`, as a locator. */
export function editorLine(page: Page, start: string | RegExp): Locator {
  const pattern = typeof start === 'string' ? new RegExp(`^\\s*${escapeRegExp(start)}`) : start;
  return page.locator(`${ACTIVE_EDITOR} .view-lines .view-line`).filter({ hasText: pattern }).first();
}

/**
 * The text that decorations add after each line (`after: { contentText }`).
 * VS Code renders it as CSS `::after` content on an empty span with a
 * generated class, so it is read from the computed style, with its colour.
 */
export interface Annotation {
  /** The line's own text. */
  readonly line: string;
  readonly annotation: string;
  readonly color: string;
  /** Where the annotation is drawn, and where the line's text ends. */
  readonly left: number;
  readonly width: number;
  readonly textRight: number;
}

export async function annotationsByLine(page: Page): Promise<Annotation[]> {
  return page
    .locator(`${ACTIVE_EDITOR} .view-lines`)
    .first()
    .evaluate((lines) => {
      const found: (Annotation & { top: number })[] = [];
      for (const line of Array.from(lines.querySelectorAll<HTMLElement>(':scope > .view-line'))) {
        const spans = Array.from(line.querySelectorAll('span'));
        const textSpans = spans.filter(
          (span) => span.children.length === 0 && (span.textContent ?? '') !== '',
        );
        const textRight = Math.max(
          line.getBoundingClientRect().left,
          ...textSpans.map((span) => span.getBoundingClientRect().right),
        );
        for (const span of spans) {
          const after = getComputedStyle(span, '::after');
          if (after.content === 'none' || after.content === 'normal' || after.content === '""') continue;
          const rect = span.getBoundingClientRect();
          found.push({
            top: parseFloat(line.style.top) || 0,
            line: (line.textContent ?? '').replace(/\u00a0/g, ' ').trimEnd(),
            annotation: after.content.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'),
            color: after.color,
            left: rect.left,
            width: rect.width,
            textRight,
          });
        }
      }
      return found.sort((a, b) => a.top - b.top).map(({ top: _top, ...annotation }) => annotation);
    });
}

/** Where the `index`-th character (0-based) of an editor line is drawn, found through its text nodes. */
export async function characterBox(
  line: Locator,
  index: number,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await line.evaluate((element, index) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let seen = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (index < seen + length) {
        const range = document.createRange();
        range.setStart(node, index - seen);
        range.setEnd(node, index - seen + 1);
        const rect = range.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }
      seen += length;
    }
    return undefined;
  }, index);
  if (!box) throw new Error(`the line has no character ${index}`);
  return box;
}

/** Moves the mouse over the `index`-th character (0-based) of an editor line, as a user hovers. */
export async function hoverCharacter(page: Page, line: Locator, index: number): Promise<void> {
  const box = await characterBox(line, index);
  // Away first, so that VS Code sees a new hover position even if the mouse was already there.
  await page.mouse.move(box.x + 400, box.y + 300);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
}

// ------------------------------------------------------------ notifications

/** Toasts (notifications in the corner) whose message matches `message`. */
export function toast(page: Page, message: string | RegExp): Locator {
  return page
    .locator('.notifications-toasts .notification-toast')
    .filter({ has: page.locator('.notification-list-item-message', { hasText: message }) });
}

/**
 * Starts keeping every toast message the page shows from now on, however briefly: a progress notification of
 * a
 * fast search can come and go between two looks. Read them with {@link toastsSeen}.
 */
export async function keepToastsSeen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const look = (): void => {
      for (const message of Array.from(document.querySelectorAll('.notification-list-item-message'))) {
        const text = (message.textContent ?? '').trim();
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
  });
}

/** Every toast message seen since {@link keepToastsSeen}. */
export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { toastsSeen?: string[] }).toastsSeen ?? [])]);
}

/** The messages of every toast shown now. */
export async function toastMessages(page: Page): Promise<string[]> {
  return (
    await page
      .locator('.notifications-toasts .notification-toast .notification-list-item-message')
      .allInnerTexts()
  ).map((text) => text.trim());
}

/** Closes every toast with its × (shown on hover), so the next test sees only its own. */
export async function clearToasts(page: Page): Promise<void> {
  const toasts = page.locator('.notifications-toasts .notification-toast');
  for (let left = await toasts.count(); left > 0; left--) {
    const first = toasts.first();
    await first.hover();
    await first.locator('.codicon-notifications-clear').click({ timeout: 5_000 });
    await waitUntil(
      'the toast to close',
      () => toasts.count(),
      (count) => count < left,
      5_000,
    );
  }
}

// ---------------------------------------------------------------- quick pick

/** In an open quick pick, moves down to the row labelled exactly `label` and accepts it. */
export async function acceptInQuickPick(page: Page, label: string): Promise<void> {
  const row = page
    .locator(`${QUICK_INPUT_ROW} .label-name`)
    .filter({ hasText: exactly(label) })
    .first();
  await row.waitFor({ state: 'visible', timeout: 15_000 });
  const focused = page.locator(`${QUICK_INPUT_ROW}.focused .label-name`);
  for (
    let moves = 0;
    moves < 30 && !exactly(label).test(await focused.innerText().catch(() => ''));
    moves++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** Picks a colour theme with "Preferences: Color Theme", as a user does. */
export async function pickColorTheme(page: Page, theme: string): Promise<void> {
  await page.locator(WORKBENCH).focus();
  await page.keyboard.press('F1');
  await page.locator(`${QUICK_INPUT} .quick-input-box input`).waitFor({ state: 'visible' });
  await page.keyboard.insertText('Preferences: Color Theme');
  await acceptInQuickPick(page, 'Preferences: Color Theme');
  await page
    .locator(`${QUICK_INPUT} .quick-input-box input[placeholder^="Select Color Theme"]`)
    .waitFor({ state: 'visible', timeout: 15_000 });
  await page.keyboard.insertText(theme);
  await acceptInQuickPick(page, theme);
  await page.locator(QUICK_INPUT).waitFor({ state: 'hidden' });
}

// ------------------------------------------------------------------ the board

/** The board webview's frame, once it shows its nine tiles. */
export async function boardFrame(page: Page, timeoutMs = 30_000): Promise<Frame> {
  const { frame } = await findInWebviews(page, '#board .tile', timeoutMs);
  await waitUntil(
    'the board to show nine tiles',
    () => frame.locator('#board .tile').count(),
    (count) => count === 9,
  );
  return frame;
}

/** The tiles in reading order, as the judges write a board: `2 3 4 1 5 x 7 6 8`. */
export async function boardTiles(frame: Frame): Promise<string> {
  return frame.locator('#board').evaluate((board) =>
    Array.from(board.querySelectorAll<HTMLElement>('.tile'))
      .sort((a, b) => Number(a.dataset.cell) - Number(b.dataset.cell))
      .map((tile) => (tile.classList.contains('blank') ? 'x' : (tile.dataset.value ?? '?')))
      .join(' '),
  );
}

/** The move string the board shows, as letters. */
export async function boardMoves(frame: Frame): Promise<string> {
  return (await frame.locator('#moves .move').allTextContents()).join('');
}

export async function text(frame: Frame, selector: string): Promise<string> {
  return ((await frame.locator(selector).textContent()) ?? '').trim();
}

// ------------------------------------------------------- the puzzle, checked

export const GOAL = '1 2 3 4 5 6 7 8 x';

/**
 * Plays `moves` (the way the blank goes) on `board`, written as the judges
 * do. Written here, apart from the extension's engine, so the tests check
 * its answers rather than repeat them. Undefined when a move leaves the board.
 */
export function play(board: string, moves: string): string | undefined {
  const cells = board.split(' ');
  let blank = cells.indexOf('x');
  for (const move of moves) {
    const [row, column] = [Math.floor(blank / 3), blank % 3];
    const [toRow, toColumn] =
      move === 'u'
        ? [row - 1, column]
        : move === 'd'
          ? [row + 1, column]
          : move === 'l'
            ? [row, column - 1]
            : move === 'r'
              ? [row, column + 1]
              : [-1, -1];
    if (toRow < 0 || toRow > 2 || toColumn < 0 || toColumn > 2) return undefined;
    const to = toRow * 3 + toColumn;
    [cells[blank], cells[to]] = [cells[to], cells[blank]];
    blank = to;
  }
  return cells.join(' ');
}

// ---------------------------------------------------------------- screenshots

/**
 * Where screenshots for the README go: always test-results/screenshots/, and
 * also docs/ when EIGHT_PUZZLE_UPDATE_DOCS=1, so that an ordinary test run
 * leaves the committed images alone.
 */
export function screenshotPath(name: string): string {
  const dir = join(paths.testResults, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

export function publishScreenshot(name: string): string | undefined {
  if (process.env.EIGHT_PUZZLE_UPDATE_DOCS !== '1') return undefined;
  const target = join(paths.repoRoot, 'docs', name);
  copyFileSync(screenshotPath(name), target);
  return target;
}

/** The colour of one pixel of a PNG, decoded by the page's own canvas: [r, g, b]. */
export async function pixelsOf(
  page: Page,
  png: Buffer,
  points: readonly (readonly [number, number])[],
): Promise<number[][]> {
  return page.evaluate(
    async ({ data, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
    },
    { data: png.toString('base64'), points: points.map(([x, y]) => [x, y] as [number, number]) },
  );
}

export function exactly(label: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
