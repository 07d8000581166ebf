// `npm run test:desktop`: the same in-host suite in desktop VS Code, through
// @vscode/test-electron. It downloads VS Code unless VSCODE_EXECUTABLE_PATH
// names an installed one, so machines without internet use
// `npm run test:vscode` (code-server) instead.
import { runTests } from '@vscode/test-electron';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
// The suite writes files into its workspace, so it gets a scratch copy of samples/.
const workspace = mkdtempSync(join(tmpdir(), 'eight-puzzle-desktop-'));
cpSync(join(root, 'samples'), workspace, { recursive: true });

try {
  await runTests({
    extensionDevelopmentPath: root,
    extensionTestsPath: join(root, 'out', 'test', 'suite', 'index.js'),
    vscodeExecutablePath: process.env.VSCODE_EXECUTABLE_PATH || undefined,
    // Other installed extensions stay out of the way; the one under development is still loaded.
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust'],
  });
  rmSync(workspace, { recursive: true, force: true });
} catch (error) {
  console.error(`test:desktop failed: ${error instanceof Error ? error.message : error}`);
  console.error(
    'Without internet access (VS Code cannot be downloaded) use `npm run test:vscode`, or set VSCODE_EXECUTABLE_PATH.',
  );
  process.exit(1);
}
