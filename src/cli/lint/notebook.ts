/**
 * A Jupyter notebook read as the scanner reads text. Its JSON holds each
 * cell's source and its outputs as lists of strings; read as they are
 * written, quotes and `\n` around every line, no board or answer stands
 * alone on its line. So the notebook is read as the lines those strings
 * make: each cell's source, then the text of its outputs (a printed
 * solution under the `print(…)` that printed it), a blank line between
 * cells. Every line knows where its string is in the file, so a verdict
 * points at the answer in the `.ipynb` itself, as an editor of JSON shows it.
 */
import type { LineSource } from '../../engine';

/** Where a notebook's line starts in the file: the string that holds it, and where in that string's text. */
interface Place {
  /**
   * The offset in the file of the string's opening quote; -1 where it was not found (a writer that escapes
   * differently).
   */
  readonly quote: number;
  readonly text: string;
  readonly from: number;
}

export interface NotebookLines extends LineSource {
  /** Line and column (0-based) in the file of column `column` of the notebook's line `line`. */
  placeOf(line: number, column: number): { line: number; column: number };
}

type Strings = string | readonly string[] | undefined;

interface Output {
  readonly text?: Strings;
  readonly data?: { readonly 'text/plain'?: Strings } | null;
}

interface Cell {
  readonly source?: Strings;
  /** nbformat 3's name for the source. */
  readonly input?: Strings;
  readonly outputs?: unknown;
}

/** The notebook's lines, or undefined for a file that is no notebook (it is then read as plain text). */
export function notebookLines(raw: string): NotebookLines | undefined {
  let notebook: { cells?: unknown; worksheets?: readonly { cells?: unknown }[] } | null;
  try {
    notebook = JSON.parse(raw) as typeof notebook;
  } catch {
    return undefined;
  }
  const cells: unknown = notebook?.cells ?? notebook?.worksheets?.[0]?.cells;
  if (!Array.isArray(cells)) return undefined;
  const lines: string[] = [];
  const places: Place[] = [];
  // Cells are in the file in order, but a cell's keys may come in any (Jupyter writes `outputs` before `source`): each list is looked for from its cell's start.
  let cellStart = 0;
  let cellEnd = 0;
  const add = (strings: Strings): void => {
    let cursor = cellStart;
    for (const text of typeof strings === 'string' ? [strings] : Array.isArray(strings) ? strings : []) {
      if (typeof text !== 'string') continue;
      const encoded = JSON.stringify(text);
      const quote = raw.indexOf(encoded, cursor);
      if (quote >= 0) cursor = quote + encoded.length;
      cellEnd = Math.max(cellEnd, cursor);
      let from = 0;
      for (const line of text.replace(/\n$/, '').split('\n')) {
        lines.push(line.replace(/\r$/, ''));
        places.push({ quote, text, from });
        from += line.length + 1;
      }
    }
  };
  // The file is anyone's JSON: a cell or an output that is no object is passed over, never read into.
  for (const cell of cells as readonly (Cell | null)[]) {
    if (typeof cell !== 'object' || cell === null) continue;
    if (lines.length > 0) {
      lines.push('');
      places.push({ quote: -1, text: '', from: 0 });
    }
    add(cell.source ?? cell.input);
    const outputs: unknown = cell.outputs;
    for (const output of Array.isArray(outputs) ? (outputs as readonly (Output | null)[]) : []) {
      if (typeof output === 'object' && output !== null)
        add(
          output.text ??
            (typeof output.data === 'object' && output.data !== null ? output.data['text/plain'] : undefined),
        );
    }
    cellStart = cellEnd;
  }
  const lineStarts = [0];
  for (let i = raw.indexOf('\n'); i >= 0; i = raw.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const fileLineOf = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    lineCount: lines.length,
    lineAt: (line) => lines[line] ?? '',
    placeOf: (line, column) => {
      const place = places[line];
      if (!place || place.quote < 0) return { line: 0, column: 0 };
      // The string's text before the column, as the file writes it (`\"` for a quote, `\n` for a line end).
      const offset = place.quote + JSON.stringify(place.text.slice(0, place.from + column)).length - 1;
      const fileLine = fileLineOf(offset);
      return { line: fileLine, column: offset - lineStarts[fileLine] };
    },
  };
}
