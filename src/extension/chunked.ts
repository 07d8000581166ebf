import * as vscode from 'vscode';
import { BoardReader, Size } from '../engine';

/** How long one slice of a long job may hold the extension host. */
const SLICE_MS = 8;

/**
 * Runs `step` until it returns true, in slices of a few milliseconds with a
 * yield between them, so the extension host (and the hovers, annotations and
 * typing it serves) stays responsive. Stops early, returning false, when
 * `token` is cancelled.
 */
export async function runInSlices(
  step: () => boolean,
  token?: vscode.CancellationToken,
  onSlice?: () => void,
): Promise<boolean> {
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
 * The boards of `size` in a whole text, found as `forEachBoardText` finds
 * the eight puzzle's, but a slice at a time with {@link runInSlices}, so a
 * 9! file never stalls the host. One {@link BoardReader} reads every slice,
 * so grids across slice ends are found, and only the text's own start can
 * hold a case count. `visit`
 * gets each board's range in `slice` (the reader's text), and the document
 * line on which `slice` starts; `onSlice` gets the fraction of the text read
 * so far.
 */
export function forEachBoardTextInSlices(
  size: Size,
  text: string,
  visit: (slice: string, start: number, end: number, firstLine: number) => void,
  token?: vscode.CancellationToken,
  onSlice?: (done: number) => void,
): Promise<boolean> {
  let from = 0;
  const reader = new BoardReader(
    { board: (slice, start, end) => visit(slice, start, end, reader.textLine) },
    size,
  );
  return runInSlices(
    () => {
      const end = Math.min(text.length, from + SLICE_CHARACTERS);
      reader.push(text.slice(from, end));
      from = end;
      if (from < text.length) return false;
      reader.end();
      return true;
    },
    token,
    () => onSlice?.(from / Math.max(1, text.length)),
  );
}
