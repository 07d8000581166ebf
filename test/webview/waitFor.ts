// Waiting for a condition, never for a time: the webview tests' one poll, for
// conditions read from outside the page (a page's own condition can use
// Playwright's waitForFunction, which polls inside it).
import assert from 'node:assert/strict';

/** Polls `condition` until it holds, or fails saying what it waited for (worded when it fails, to say what it saw). */
export async function waitFor(
  what: string | (() => string),
  condition: () => boolean | Promise<boolean>,
  timeout = 20_000,
): Promise<void> {
  for (const deadline = Date.now() + timeout; !(await condition());) {
    if (Date.now() > deadline)
      assert.fail(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
