import * as vscode from 'vscode';

/** How long one slice of a long job may hold the extension host. */
const SLICE_MS = 8;

/**
 * Runs `step` until it returns true, in slices of a few milliseconds with a
 * yield between them, so the extension host (and the hovers, annotations and
 * typing it serves) stays responsive. Stops early, returning false, when
 * `token` is cancelled.
 */
export async function runInSlices(step: () => boolean, token?: vscode.CancellationToken, onSlice?: () => void): Promise<boolean> {
  for (;;) {
    const deadline = performance.now() + SLICE_MS;
    do {
      if (step()) return true;
    } while (performance.now() < deadline);
    onSlice?.();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    if (token?.isCancellationRequested) return false;
  }
}
