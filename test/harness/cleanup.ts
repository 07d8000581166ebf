// Servers started here live in their own process groups, so nothing ends them
// when this process dies. These hooks end them on exit and on Ctrl-C, which
// would otherwise terminate Node without running any 'exit' handler.
import { constants } from 'node:os';

/** `signal`: what to send the processes: a polite SIGTERM on Ctrl-C, SIGKILL on a plain exit (nothing can be awaited then). */
type Task = (signal: NodeJS.Signals) => void;

const tasks = new Set<Task>();
let installed = false;

function runAll(signal: NodeJS.Signals): void {
  for (const task of [...tasks]) {
    tasks.delete(task);
    try {
      task(signal);
    } catch {
      // best effort: the other tasks must still run
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => runAll('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      runAll('SIGTERM');
      process.exit(128 + constants.signals[signal]);
    });
  }
}

/** Registers a synchronous last-resort cleanup; call the returned function once cleaned up normally. */
export function registerCleanup(task: Task): () => void {
  install();
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}
