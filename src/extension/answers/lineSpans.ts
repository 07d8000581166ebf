/** A stretch of lines, first and last inclusive. */
export type LineSpan = readonly [first: number, last: number];

/**
 * The lines that editors show, each stretch widened by `overscan` lines and
 * then merged where they touch or overlap. Folds give an editor several
 * visible ranges, and split editors show the same document twice; read
 * span by span without merging, a line in two widened ranges would be
 * annotated (or given a lens) twice.
 */
export function shownSpans(visible: readonly LineSpan[], overscan: number, lineCount: number): LineSpan[] {
  const widened = visible
    .map(([first, last]): [number, number] => [
      Math.max(0, first - overscan),
      Math.min(lineCount - 1, last + overscan),
    ])
    .filter(([first, last]) => first <= last)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of widened) {
    const previous = merged[merged.length - 1];
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}
