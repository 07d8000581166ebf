import { Io, notice } from '../io/io';

/**
 * A solver whose full pattern databases may still be building in the background when the command's work is
 * done.
 */
export interface BuildingSolver {
  readonly buildingForCache: boolean;
  buildsSettled(): Promise<void>;
}

/**
 * Waits, saying so on standard error, for full databases still building
 * when the work is done (a few boards answered on the quick ones): ending
 * now would lose them, and every short run after would build them again
 * and never keep them. An abort of `signal` (Ctrl+C) ends the wait at once.
 */
export async function keepBuilds(
  solver: BuildingSolver | undefined,
  signal: AbortSignal | undefined,
  stderr: Pick<Io, 'err' | 'errIsTerminal'>,
): Promise<void> {
  if (!solver?.buildingForCache || signal?.aborted) return;
  notice(stderr, 'keeping the full pattern databases for the next runs: a few seconds more (Ctrl+C skips)');
  await Promise.race([
    solver.buildsSettled(),
    new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true })),
  ]);
}
