// In a test-electron run VS Code answers its own dialogs (a save prompt gets
// "Don't Save"), because it knows it runs extension tests. code-server does
// not, and a dialog nobody answers blocks the command that opened it, and the
// test with it, until a timeout. This watcher gives the in-host suite the
// same answer test-electron gives, and reports every dialog it sees.
import { Page } from 'playwright-core';
import { poll } from './poll';

const DIALOG = '.monaco-dialog-box';
const MESSAGE = '.dialog-message-text';
const BUTTON = '.dialog-buttons .monaco-button';
const DONT_SAVE = /^\s*Don.t Save\s*$/;
const POLL_MS = 250;

export interface DialogWatcher {
  stop(): Promise<void>;
}

export function watchDialogs(page: Page, report: (line: string) => void): DialogWatcher {
  let running = true;
  let lastReported = '';
  const check = async (): Promise<void> => {
    const box = page.locator(DIALOG).first();
    if (!(await box.isVisible())) return;
    const message = (await box.locator(MESSAGE).innerText()).trim();
    const dontSave = box.locator(BUTTON).filter({ hasText: DONT_SAVE });
    if ((await dontSave.count()) > 0) {
      await dontSave.first().click();
      report(`answered "Don't Save" to "${message}", as VS Code itself does in test-electron runs`);
    } else if (message !== lastReported) {
      lastReported = message;
      const buttons = await box.locator(BUTTON).allInnerTexts();
      report(`a dialog is blocking the workbench: "${message}" [${buttons.join(' | ')}]`);
    }
  };
  // Looks every POLL_MS until stopped.
  const loop = poll(
    async () => {
      if (!running) return true;
      await check().catch(() => undefined); // the page may be navigating or closing
      return undefined;
    },
    { timeoutMs: Infinity, intervalMs: POLL_MS },
  );
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
