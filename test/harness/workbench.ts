// What a user does in the workbench, as the e2e tests and the in-host run
// need it. Selectors are VS Code's own DOM classes, which are stable enough
// across releases for this.
import { Frame, Locator, Page } from 'playwright-core';
import { CodeServer } from './codeServer';
import { poll } from './poll';

export const WORKBENCH = '.monaco-workbench';
const QUICK_INPUT = '.quick-input-widget';
const QUICK_INPUT_BOX = `${QUICK_INPUT} .quick-input-box input`;
const QUICK_INPUT_ROW = `${QUICK_INPUT} .quick-input-list .monaco-list-row`;
const ROW_LABEL = '.label-name';

/** Opens the workbench on `folder` (optionally with `file` open) and waits until it is drawn. */
export async function openWorkbench(
  page: Page,
  server: CodeServer,
  folder: string,
  file?: string,
): Promise<void> {
  await page.goto(server.workbenchUrl(folder, file));
  await page.waitForSelector(WORKBENCH, { timeout: 60_000 });
}

/** Opens the command palette (F1) with `text` typed after its `>`. */
export async function openPalette(page: Page, text: string): Promise<void> {
  await page.locator(WORKBENCH).focus();
  await page.keyboard.press('F1');
  const box = page.locator(QUICK_INPUT_BOX);
  await box.waitFor({ state: 'visible' });
  // One input event rather than a key per character: each keystroke re-filters
  // every command, which takes seconds on a busy 2-core machine.
  await page.keyboard.insertText(text);
}

export async function closePalette(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator(QUICK_INPUT).waitFor({ state: 'hidden' });
}

/** The labels the palette lists for `text` right now. */
async function shownLabels(page: Page): Promise<string[]> {
  return (await page.locator(`${QUICK_INPUT_ROW} ${ROW_LABEL}`).allInnerTexts()).map((label) => label.trim());
}

/**
 * Opens the palette on `title` until it lists exactly that title, and leaves
 * it open. Right after the workbench appears the extension host may not have
 * registered its contributions yet, so an early "No matching commands" is
 * retried rather than believed.
 */
async function openPaletteOn(
  page: Page,
  title: string,
  timeoutMs: number,
): Promise<{ found: boolean; labels: string[] }> {
  const deadline = Date.now() + timeoutMs;
  const entry = page
    .locator(`${QUICK_INPUT_ROW} ${ROW_LABEL}`)
    .filter({ hasText: exactly(title) })
    .first();
  for (;;) {
    await openPalette(page, title);
    const found = await entry.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    const labels = await shownLabels(page);
    if (found || Date.now() > deadline) return { found, labels };
    await closePalette(page);
  }
}

/** The palette's labels once it offers `title` (or, after `timeoutMs`, whatever it shows); closes it again. */
export async function paletteOffers(page: Page, title: string, timeoutMs = 30_000): Promise<string[]> {
  const { labels } = await openPaletteOn(page, title, timeoutMs);
  await closePalette(page);
  return labels;
}

/**
 * Runs a command as a user does: F1, its palette title ("Eight Puzzle: Solve
 * Eight Puzzle"), arrow keys down to it when a longer title ranks first, Enter.
 * Fails, naming what the palette showed, when it does not offer the command.
 */
export async function runCommand(page: Page, title: string, timeoutMs = 30_000): Promise<void> {
  const { found, labels } = await openPaletteOn(page, title, timeoutMs);
  if (!found) {
    await closePalette(page);
    throw new Error(`the palette does not offer "${title}"; it shows: ${JSON.stringify(labels)}`);
  }
  const match = exactly(title);
  const focused = page.locator(`${QUICK_INPUT_ROW}.focused ${ROW_LABEL}`);
  for (let moves = labels.length; moves > 0 && !match.test(await focused.innerText()); moves--) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.locator(QUICK_INPUT).waitFor({ state: 'hidden' });
}

/**
 * The first element matching `selector` in any frame of the page. Webviews
 * render in iframes nested two deep, which page-level selectors do not reach.
 */
export async function findInWebviews(
  page: Page,
  selector: string,
  timeoutMs = 15_000,
): Promise<{ frame: Frame; element: Locator }> {
  const found = await poll(
    async () => {
      for (const frame of page.frames()) {
        const element = frame.locator(selector).first();
        if ((await element.count().catch(() => 0)) > 0) return { frame, element };
      }
      return undefined;
    },
    { timeoutMs },
  );
  if (!found) throw new Error(`no frame has ${selector} after ${timeoutMs / 1000} s`);
  return found;
}

function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
