// Runs whose cgroups could not be removed at once (a process slow to die, in
// the kernel): tried again after later runs, at the sweep and at exit.
import { RunContainment } from './containment';
import { onProcessExit } from './processExit';

const lingering = new Set<RunContainment>();
let forget: (() => void) | undefined;

/** Keeps a run whose `dispose` failed, to try again. */
export function linger(run: RunContainment): void {
  lingering.add(run);
  forget ??= onProcessExit('clean', retryLingering);
}

/** Tries every lingering run again: killed once more, removed if it can be. */
export function retryLingering(): void {
  for (const run of lingering) {
    run.kill();
    if (run.dispose()) lingering.delete(run);
  }
}
