// Bundles every entry point with esbuild. `--watch` rebuilds on change.
import { build, context } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

// Recursive: the unit tests sit in a folder per room of src/.
const testsIn = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`);

/** @type {import('esbuild').BuildOptions[]} */
const bundles = [
  // The extension host (desktop and code-server); `vscode` is provided by the host.
  {
    entryPoints: { extension: 'src/extension/extension.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'dist',
    external: ['vscode'],
  },
  // The same extension for vscode.dev and github.dev, where it runs in a browser web worker.
  {
    entryPoints: { extension: 'src/extension/extension.ts' },
    platform: 'browser',
    format: 'cjs',
    outdir: 'dist/web',
    external: ['vscode'],
  },
  // The webview pages (src/pages), each a browser script with no imports left, the page kit bundled into
  // each.
  // Each in a folder of its own: a page may load from there and from media/, and nothing else
  // (src/extension/<page>/html.ts).
  // The board's page.
  {
    entryPoints: { webview: 'src/pages/board/main.ts' },
    platform: 'browser',
    format: 'iife',
    outdir: 'dist/webview',
  },
  // The search lab's page and its Web Worker; the worker has no imports left either.
  {
    entryPoints: { lab: 'src/pages/lab/main.ts', labWorker: 'src/pages/lab/worker.ts' },
    platform: 'browser',
    format: 'iife',
    outdir: 'dist/lab',
  },
  // The in-host suite runs inside VS Code, next to the extension; mocha comes from node_modules.
  // One file per test, as the suite's index finds them.
  {
    entryPoints: ['test/suite/index.ts', ...testsIn('test/suite')],
    platform: 'node',
    format: 'cjs',
    outdir: 'out/test/suite',
    external: ['vscode', 'mocha'],
    sourcemap: true,
  },
  // The test-runner extension: its folder, test/runner, is installed as it is, so its bundle goes inside it.
  {
    entryPoints: { extension: 'test/runner/extension.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'test/runner/out',
    external: ['vscode'],
    sourcemap: true,
  },
  // The code-server harness (Node 20) and the end-to-end tests it drives Chromium for.
  {
    entryPoints: { runInHost: 'test/harness/runInHost.ts', check: 'test/harness/check.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'out/test/harness',
    external: ['playwright-core'],
    sourcemap: true,
  },
  // The board webview in a real Chromium, outside VS Code: fast checks of everything it draws and does.
  {
    entryPoints: testsIn('test/webview'),
    platform: 'node',
    format: 'cjs',
    outdir: 'out/test/webview',
    external: ['playwright-core', 'mocha'],
    sourcemap: true,
  },
  {
    entryPoints: testsIn('test/e2e'),
    platform: 'node',
    format: 'cjs',
    outdir: 'out/test/e2e',
    external: ['playwright-core', 'mocha'],
    sourcemap: true,
  },
  // `npm start` without a desktop VS Code: code-server with the extension.
  {
    entryPoints: { start: 'scripts/start.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'out',
    sourcemap: true,
  },
  // The command line: one file that Node starts fast.
  {
    entryPoints: { cli: 'src/cli/bin.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'dist',
    banner: { js: '#!/usr/bin/env node' },
  },
  // The judge in a worker thread of the extension host (src/judge/worker.ts): it runs the user's program off
  // the host's thread.
  { entryPoints: { judgeWorker: 'src/judge/worker.ts' }, platform: 'node', format: 'cjs', outdir: 'dist' },
  // The lab's checks of a learner's work in a worker thread of the extension host (src/lab/worker.ts): their
  // heuristic
  // called on every board, their trace read line by line, off the host's thread.
  { entryPoints: { labCheckWorker: 'src/lab/worker.ts' }, platform: 'node', format: 'cjs', outdir: 'dist' },
  // The 3×4/4×3/4×4 solver in a worker thread (src/solver/worker.ts): builds, caches and searches its pattern
  // databases off the caller's thread.
  { entryPoints: { solverWorker: 'src/solver/worker.ts' }, platform: 'node', format: 'cjs', outdir: 'dist' },
  // The same solver in a Web Worker for the browser build (src/solver/webWorker.ts): VS Code's web extension
  // host
  // loads a nested worker with importScripts, so a classic script with no imports left.
  {
    entryPoints: { solverWorker: 'src/solver/webWorker.ts' },
    platform: 'browser',
    format: 'iife',
    outdir: 'dist/web',
  },
  // Unit tests and the benchmark run in plain Node.
  {
    entryPoints: testsIn('test/unit'),
    platform: 'node',
    format: 'cjs',
    outdir: 'out/test/unit',
    sourcemap: true,
  },
  {
    entryPoints: {
      bench: 'scripts/bench.ts',
      benchLarge: 'scripts/benchLarge.ts',
      benchLint: 'scripts/benchLint.ts',
    },
    platform: 'node',
    format: 'cjs',
    outdir: 'out',
  },
  // The bench's code-server section drives Chromium through the test harness.
  {
    entryPoints: { benchCodeServer: 'scripts/benchCodeServer.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'out',
    external: ['playwright-core'],
  },
  // The bench's vscode.dev row, which drives code-server and Chromium as the end-to-end tests do.
  {
    entryPoints: { benchWeb: 'scripts/benchWeb.ts' },
    platform: 'node',
    format: 'cjs',
    outdir: 'out',
    external: ['playwright-core'],
  },
];

// LeetCode's JavaScript libraries (src/judge/harness/leetcodeLibraries.cjs), bundled first: the judge's
// harness writes
// them into the run folder, so every bundle that holds the judge holds them as one string.
const libraries = await build({
  entryPoints: ['src/judge/harness/leetcodeLibraries.cjs'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'warning',
});
const shared = {
  bundle: true,
  target: 'es2022',
  minify: production,
  sourcemap: !production,
  logLevel: 'warning',
  define: { LEETCODE_JAVASCRIPT_LIBRARIES: JSON.stringify(libraries.outputFiles[0].text) },
};

// The tests' bundles are made afresh, so a test moved or removed in test/ is not run again from an old
// bundle.
for (const folder of [
  'out/test/unit',
  'out/test/suite',
  'out/test/webview',
  'out/test/e2e',
  'out/test/harness',
]) {
  rmSync(folder, { recursive: true, force: true });
}

if (watch) {
  for (const options of bundles) await (await context({ ...shared, ...options })).watch();
} else {
  await Promise.all(bundles.map((options) => build({ ...shared, ...options })));
}
