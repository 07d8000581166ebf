import * as vscode from 'vscode';
import { countLineEnds, forEachBoardText, sliceEnd } from '../engine';

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

/** About this many characters of text are read per step: a few thousand boards. */
const SLICE_CHARACTERS = 32 * 1024;

/**
 * The boards of a whole text, found as `forEachBoardText` finds them, but a
 * slice at a time with {@link runInSlices}, so a 9! file never stalls the
 * host. `visit` gets each board's range in `slice`, and the document line on
 * which `slice` starts; `onSlice` gets the fraction of the text read so far.
 */
export function forEachBoardTextInSlices(
  text: string,
  visit: (slice: string, start: number, end: number, firstLine: number) => void,
  token?: vscode.CancellationToken,
  onSlice?: (done: number) => void,
): Promise<boolean> {
  let from = 0;
  let firstLine = 0;
  return runInSlices(
    () => {
      const end = sliceEnd(text, from, SLICE_CHARACTERS);
      const slice = text.slice(from, end);
      forEachBoardText(slice, (start, stop) => visit(slice, start, stop, firstLine));
      firstLine += countLineEnds(text, from, end);
      from = end;
      return from >= text.length;
    },
    token,
    () => onSlice?.(from / Math.max(1, text.length)),
  );
}
