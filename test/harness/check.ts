// `node out/test/harness/check.js code-server chromium`: exits 1, saying how
// to install it, when one of the named prerequisites is missing. scripts/test.mjs
// asks before it starts a suite that needs them.
import { findChromium, findCodeServer, MissingPrerequisiteError } from './prerequisites';

const checks: Readonly<Record<string, () => unknown>> = {
  'code-server': findCodeServer,
  chromium: findChromium,
};

let missing = 0;
for (const name of process.argv.slice(2)) {
  const check = checks[name];
  if (check === undefined)
    throw new Error(`unknown prerequisite ${name}; known: ${Object.keys(checks).join(', ')}`);
  try {
    check();
  } catch (error) {
    if (!(error instanceof MissingPrerequisiteError)) throw error;
    console.error(error.message);
    missing++;
  }
}
process.exitCode = missing === 0 ? 0 : 1;
