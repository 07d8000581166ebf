// Finds code-server and Chromium, and says exactly how to install whichever
// is missing: a test run must never skip quietly because of them.
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { paths } from './repo';

export class MissingPrerequisiteError extends Error {
  override name = 'MissingPrerequisiteError';
}

export interface CodeServerInstall {
  /** Node 24, which code-server requires; the project itself runs on Node 20. */
  readonly node: string;
  readonly entry: string;
}

export function findCodeServer(): CodeServerInstall {
  const node = join(paths.node24Bin, 'node');
  const missing = [paths.codeServerEntry, node].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new MissingPrerequisiteError(
      `code-server is not installed (missing ${missing.join(', ')}).\n` +
        'Install it with: npm run setup   (a few minutes; needs root for apt-get the first time)',
    );
  }
  return { node, entry: paths.codeServerEntry };
}

/** Like `which`: the first executable of that name on PATH. */
export function which(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return undefined;
}

export function findChromium(): string {
  const chromium = which('chromium');
  if (chromium === undefined) {
    throw new MissingPrerequisiteError(
      'chromium is not installed (no `chromium` on PATH); the tests drive it with playwright-core.\n' +
        'Install it with: npm run setup   (or: apt-get install chromium)',
    );
  }
  return chromium;
}

/** Fails before anything starts when the suite's bundles have not been built. */
export function requireBuilt(...files: string[]): void {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new MissingPrerequisiteError(`not built: ${missing.join(', ')}.\nBuild with: npm run build`);
  }
}
