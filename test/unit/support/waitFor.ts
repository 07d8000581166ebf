// Waiting for a condition, never for a time: the tests' one poll.
import assert from 'node:assert/strict';

/** Resolves once `condition` holds; fails, naming `what`, after `deadlineMs`. */
export async function waitFor(condition: () => boolean, what: string, deadlineMs = 10_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > end) assert.fail(`still waiting, after ${deadlineMs} ms, for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
