// Pieces the lab's two report views share: a list of figures (a term and its
// value, each value with an id the tests and screen readers can find), a
// table, and the boards of a report drawn small, each one a button that
// opens it on the board panel.
import type { Puzzle } from '../../engine';
import { reportBoard } from '../../protocol/labReports';
import { element } from '../kit/dom';
import { boardButton } from './miniBoard';

/** A `<dl>` of figures: [id, term, value] each. */
export function figureList(
  className: string,
  figures: readonly (readonly [string, string, string])[],
): HTMLElement {
  const list = element('dl', { className: `step-figures ${className}` });
  for (const [id, term, value] of figures)
    list.append(element('dt', { text: term }), element('dd', { id, text: value }));
  return list;
}

/** A table with a caption, one header row and a row of cells per item; cells after the first `textColumns` are numbers. */
export function reportTable(
  id: string,
  caption: string,
  headings: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns = 1,
): HTMLTableElement {
  const table = element('table', { id, className: 'report-table' }, element('caption', { text: caption }));
  table.append(
    element(
      'thead',
      {},
      element(
        'tr',
        {},
        ...headings.map((text, column) =>
          element('th', {
            text,
            attributes: { scope: 'col', ...(column >= textColumns ? { class: 'number' } : {}) },
          }),
        ),
      ),
    ),
  );
  const body = element('tbody');
  for (const row of rows) {
    body.append(
      element(
        'tr',
        {},
        ...row.map((text, column) =>
          column === 0
            ? element('th', { text, attributes: { scope: 'row' } })
            : element('td', { text, ...(column >= textColumns ? { className: 'number' } : {}) }),
        ),
      ),
    );
  }
  table.append(body);
  return table;
}

/**
 * A report's board as a button that asks the host to open it; nothing when the text is not a board of the
 * puzzle's size (the protocol has checked it is).
 */
export function openableBoard(
  puzzle: Puzzle,
  text: string,
  label: string,
  caption: string,
  open: (board: string) => void,
): HTMLElement | undefined {
  const board = reportBoard(text, puzzle);
  if (!board) return undefined;
  const opener = boardButton(puzzle.size, board, label, caption, () => open(text));
  opener.dataset.board = text;
  return opener;
}
