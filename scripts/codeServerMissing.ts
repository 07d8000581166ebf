// Whether the bench's VS Code rows can be measured here: they need code-server
// and Chromium (`npm run setup`), and say so in their rows when either is missing.
import { findChromium, findCodeServer, MissingPrerequisiteError } from '../test/harness/prerequisites';

/** `not measured: …` with what is missing, or undefined when code-server and Chromium are both here. */
export function codeServerMissing(): string | undefined {
  try {
    findCodeServer();
    findChromium();
    return undefined;
  } catch (error) {
    if (!(error instanceof MissingPrerequisiteError)) throw error;
    return `not measured: ${error.message.split('\n')[0]}`;
  }
}
