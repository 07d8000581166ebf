// Where things are in the repository. The harness runs from bundles at
// different depths under out/, so paths are found from the repo root rather
// than from __dirname.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRepoRoot(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'eight-puzzle'
    ) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`the eight-puzzle repository was not found above ${__dirname}`);
  }
}

export const repoRoot = findRepoRoot();

export const paths = {
  repoRoot,
  samples: join(repoRoot, 'samples'),
  testResults: join(repoRoot, 'test-results'),
  suiteIndex: join(repoRoot, 'out', 'test', 'suite', 'index.js'),
  runnerExtension: join(repoRoot, 'test', 'runner'),
  runnerMain: join(repoRoot, 'test', 'runner', 'out', 'extension.js'),
  codeServerEntry: join(
    repoRoot,
    'test',
    'code-server',
    'node_modules',
    'code-server',
    'out',
    'node',
    'entry.js',
  ),
  node24Bin: join(repoRoot, 'test', 'code-server', 'node24', 'node_modules', 'node', 'bin'),
} as const;
