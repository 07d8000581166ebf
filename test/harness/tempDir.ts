// Temp folders that are removed after the run, even when it is interrupted.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerCleanup } from './cleanup';

export interface TempDir {
  readonly path: string;
  remove(): void;
}

export function tempDir(prefix: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const remove = (): void => rmSync(path, { recursive: true, force: true });
  const unregister = registerCleanup(remove);
  return {
    path,
    remove: () => {
      remove();
      unregister();
    },
  };
}

/** A scratch copy of `source` (such as samples/), so tests can change files freely. */
export function tempCopy(source: string, prefix: string): TempDir {
  const dir = tempDir(prefix);
  cpSync(source, dir.path, { recursive: true });
  return dir;
}
