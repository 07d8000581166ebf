// An extensions directory as VS Code scans it: one folder per extension,
// named publisher.name-version. VS Code records what it found on the first
// start and ignores folders added later, so each server gets a fresh one.
import { readFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface Manifest {
  readonly publisher: string;
  readonly name: string;
  readonly version: string;
}

function readManifest(folder: string): Manifest {
  const data: unknown = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  if (typeof data === 'object' && data !== null) {
    const { publisher, name, version } = data as Record<string, unknown>;
    if (typeof publisher === 'string' && typeof name === 'string' && typeof version === 'string') {
      return { publisher, name, version };
    }
  }
  throw new Error(`${folder}/package.json lacks publisher, name or version`);
}

/** `eight-puzzle.eight-puzzle`, as `vscode.extensions.getExtension` takes it. */
export function extensionId(folder: string): string {
  const { publisher, name } = readManifest(folder);
  return `${publisher}.${name}`;
}

/** Symlinks each extension folder into `dir` under the name VS Code expects. */
export function linkExtensions(dir: string, folders: readonly string[]): void {
  for (const folder of folders) {
    const { publisher, name, version } = readManifest(folder);
    symlinkSync(resolve(folder), join(dir, `${publisher}.${name}-${version}`), 'dir');
  }
}
