// A board drawn small and still, as a grid of its tiles: the lab's reports
// show several at once (the worst boards, a trace's step), where the player's
// board (kit/boardView.ts, one per page, id #board) would be too large.
import { Board, Size } from '../../engine';
import { button, element } from '../kit/dom';

/** The cells of `board` in a grid of the size's columns (lab.css `.mini-board.columns-N`). */
export function miniBoard(size: Size, board: Board, className = ''): HTMLElement {
  const grid = element('div', {
    className: `mini-board columns-${size.columns} ${className}`.trim(),
    attributes: { 'aria-hidden': 'true' },
  });
  for (const value of board) {
    const blank = value === size.blank;
    grid.append(
      element('span', {
        className: blank ? 'cell blank' : 'cell',
        text: blank ? '' : String(value),
        attributes: { 'data-value': blank ? '' : String(value) },
      }),
    );
  }
  return grid;
}

/**
 * A board that opens on the board panel when clicked, or on Enter or Space
 * (a button, so it is a Tab stop): `label` says the board in words, since
 * its grid is hidden from screen readers.
 */
export function boardButton(
  size: Size,
  board: Board,
  label: string,
  caption: string,
  onOpen: () => void,
): HTMLButtonElement {
  const opener = button(
    { className: 'board-button', attributes: { 'aria-label': label, title: label } },
    miniBoard(size, board),
    element('span', { className: 'board-caption', text: caption, attributes: { 'aria-hidden': 'true' } }),
  );
  opener.addEventListener('click', onOpen);
  return opener;
}
