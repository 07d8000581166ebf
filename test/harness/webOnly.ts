// The extension as vscode.dev runs it: the browser build only.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './repo';

/**
 * A copy of the built extension in a folder under `into`, without the Node
 * entry in its manifest, so VS Code can only run the browser build, in its
 * web-worker extension host (as vscode.dev does). Needs `npm run build`.
 */
export function webOnlyExtension(into: string): string {
  const folder = join(into, 'web-only');
  mkdirSync(folder);
  for (const part of ['dist', 'l10n', 'media', 'package.nls.json', 'package.nls.zh-cn.json'])
    cpSync(join(paths.repoRoot, part), join(folder, part), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(paths.repoRoot, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  delete manifest.main;
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  return folder;
}
