import type * as WorkerThreads from 'node:worker_threads';

/**
 * Node's worker_threads, when the extension runs in Node; undefined in the
 * browser (vscode.dev, github.dev), where there is no Node to run programs.
 *
 * Asked of Node at run time, not imported: this file is bundled for the
 * browser too (scripts/build.mjs bundles extension.ts twice), where an
 * import of a Node module cannot be resolved, and the judge itself lives in
 * a separate bundle, dist/judgeWorker.js, that only a worker thread loads.
 * `process.getBuiltinModule` is in every Node that VS Code 1.100 and later
 * ship (20.16 and later).
 */
export function nodeWorkerThreads(): typeof WorkerThreads | undefined {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const loaded = typeof host?.getBuiltinModule === 'function' ? host.getBuiltinModule('node:worker_threads') : undefined;
  return typeof loaded === 'object' && loaded !== null && 'Worker' in loaded ? (loaded as typeof WorkerThreads) : undefined;
}
