import type * as Os from 'node:os';
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
  const loaded = builtin('node:worker_threads');
  return typeof loaded === 'object' && loaded !== null && 'Worker' in loaded
    ? (loaded as typeof WorkerThreads)
    : undefined;
}

/** The cores Node says there are, and the `EIGHT_PUZZLE_WORKERS` variable; undefined in the browser. */
export function nodeCores():
  { readonly cores: number; readonly workersAsked: string | undefined } | undefined {
  const os = builtin('node:os') as typeof Os | undefined;
  if (typeof os?.availableParallelism !== 'function') return undefined;
  return { cores: os.availableParallelism(), workersAsked: hostProcess()?.env?.EIGHT_PUZZLE_WORKERS };
}

/** What this file asks of Node's `process`, which the browser does not have. */
interface HostProcess {
  readonly getBuiltinModule?: (id: string) => unknown;
  readonly env?: Record<string, string | undefined>;
}

function hostProcess(): HostProcess | undefined {
  return (globalThis as { process?: HostProcess }).process;
}

function builtin(id: string): unknown {
  const host = hostProcess();
  return typeof host?.getBuiltinModule === 'function' ? host.getBuiltinModule(id) : undefined;
}
