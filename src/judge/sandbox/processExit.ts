// One 'exit' listener for every run and folder alive, however many there are
// (a listener each would trip Node's warning past ten concurrent runs). Runs
// are killed before folders are removed, so nothing writes into a folder
// being removed.

/** `kill` hooks run first, then `clean` hooks. */
export type ExitPhase = 'kill' | 'clean';

const hooks: Record<ExitPhase, Set<() => void>> = { kill: new Set(), clean: new Set() };
let listening = false;

function runHooks(): void {
  for (const phase of ['kill', 'clean'] as const) {
    for (const hook of [...hooks[phase]]) {
      try {
        hook();
      } catch {
        // Exiting: what one clean-up cannot do must not stop the others.
      }
    }
    hooks[phase].clear();
  }
}

/** Runs `hook` (synchronous) if this process exits before the returned function is called. */
export function onProcessExit(phase: ExitPhase, hook: () => void): () => void {
  if (!listening) {
    listening = true;
    process.on('exit', runHooks);
  }
  hooks[phase].add(hook);
  return () => {
    hooks[phase].delete(hook);
  };
}
