// Bundles every entry point with esbuild. `--watch` rebuilds on change.
import { build, context } from 'esbuild';
import { readdirSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const testsIn = (dir) => readdirSync(dir).filter((f) => f.endsWith('.test.ts')).map((f) => `${dir}/${f}`);

/** @type {import('esbuild').BuildOptions[]} */
const bundles = [
  // The extension host (desktop and code-server); `vscode` is provided by the host.
  { entryPoints: { extension: 'src/extension/extension.ts' }, platform: 'node', format: 'cjs', outdir: 'dist', external: ['vscode'] },
  // The board webview: a browser script with no imports left.
  { entryPoints: { webview: 'src/webview/main.ts' }, platform: 'browser', format: 'iife', outdir: 'dist' },
  // The in-host suite runs inside VS Code, next to the extension; mocha comes from node_modules.
  { entryPoints: { index: 'test/suite/index.ts' }, platform: 'node', format: 'cjs', outdir: 'out/test/suite', external: ['vscode', 'mocha'], sourcemap: true },
  // The command line: one file that Node starts fast.
  { entryPoints: { cli: 'src/cli/bin.ts' }, platform: 'node', format: 'cjs', outdir: 'dist', banner: { js: '#!/usr/bin/env node' } },
  // Unit tests and the benchmark run in plain Node.
  { entryPoints: testsIn('test/unit'), platform: 'node', format: 'cjs', outdir: 'out/test/unit', sourcemap: true },
  { entryPoints: { bench: 'scripts/bench.ts' }, platform: 'node', format: 'cjs', outdir: 'out' },
];

const shared = { bundle: true, target: 'es2022', minify: production, sourcemap: !production, logLevel: 'warning' };

if (watch) {
  for (const options of bundles) await (await context({ ...shared, ...options })).watch();
} else {
  await Promise.all(bundles.map((options) => build({ ...shared, ...options })));
}
