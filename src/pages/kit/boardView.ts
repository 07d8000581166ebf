// The board, of any size from 2×2 to 4×4. Its buttons are the cells and never
// move, so the keyboard focus stays where the user left it; a move changes
// what two cells show, and the tile's face slides in from the cell it left.
// A board of another size rebuilds the cells, and the grid's rows and
// columns come from the size through two CSS custom properties. Any page
// that shows a board uses it: the board's, and the lab's stepping.
import { Board, legalMoves, Move, moveCode, Size, target } from '../../engine';
import { button, element } from './dom';
import { BoardStrings } from './strings';

/** Where a tile that moved came from, seen from the cell it moved into. */
const ENTER_FROM = ['enter-from-above', 'enter-from-below', 'enter-from-left', 'enter-from-right'] as const;

export class BoardView {
  readonly root: HTMLDivElement;
  private cells: HTMLButtonElement[] = [];
  private faces: HTMLSpanElement[] = [];
  private shown: Board | undefined;
  private size: Size | undefined;

  constructor(
    private readonly strings: BoardStrings,
    describedBy: string,
  ) {
    this.root = element('div', {
      id: 'board',
      // tabindex -1: not a Tab stop, but it can hold the focus while its cells are rebuilt for another size.
      attributes: {
        role: 'group',
        'aria-label': strings.get('board.label'),
        'aria-describedby': describedBy,
        tabindex: '-1',
      },
    });
  }

  /** Calls `onCell` with the cell a user clicks or presses Enter on. */
  onCell(onCell: (cell: number) => void): void {
    this.root.addEventListener('click', (event) => {
      const cell =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('.tile')?.dataset.cell
          : undefined;
      if (cell !== undefined) onCell(Number(cell));
    });
  }

  /** How long a slide takes; the player shortens it so a tile lands before the next step. */
  setSlideDuration(milliseconds: number): void {
    // A custom property through the CSSOM, which the CSP allows: the duration is a user setting, not a fixed
    // class.
    this.root.style.setProperty('--slide-duration', `${Math.round(milliseconds)}ms`);
  }

  render(board: Board, size: Size, hintCell: number | undefined): void {
    const resized = this.size !== size;
    if (resized) this.build(size);
    const previous = resized ? undefined : this.shown;
    this.shown = board.slice();
    const blankValue = size.blank;
    const blank = board.indexOf(blankValue);
    const movable = new Set(legalMoves(size, board).map((move) => target(size, blank, moveCode(move))));
    for (let cell = 0; cell < board.length; cell++) {
      const value = board[cell];
      const tile = this.cells[cell];
      const isBlank = value === blankValue;
      tile.dataset.value = isBlank ? '' : String(value);
      tile.classList.toggle('blank', isBlank);
      tile.classList.toggle('movable', movable.has(cell));
      tile.classList.toggle('hinted', cell === hintCell);
      tile.setAttribute(
        'aria-label',
        isBlank
          ? this.strings.get('board.blank')
          : this.strings.get(
              'board.tile',
              value,
              Math.floor(cell / size.columns) + 1,
              (cell % size.columns) + 1,
            ),
      );
      // Tab reaches only the tiles that can move; the others are still there for screen readers and the
      // mouse.
      tile.tabIndex = movable.has(cell) ? 0 : -1;
      this.faces[cell].textContent = isBlank ? '' : String(value);
    }
    const slid = previous && oneMoveApart(size, previous, board);
    if (previous && slid) this.slide(previous.indexOf(blankValue), slid);
  }

  /** One button per cell, in a grid of the size's rows and columns. */
  private build(size: Size): void {
    const focused = this.root.contains(document.activeElement);
    this.size = size;
    this.cells = [];
    this.faces = [];
    this.root.style.setProperty('--rows', String(size.rows));
    this.root.style.setProperty('--columns', String(size.columns));
    this.root.style.setProperty('--span', String(Math.max(size.rows, size.columns)));
    this.root.dataset.shape = size.key;
    this.root.setAttribute('aria-label', this.strings.get('board.sized', size.rows, size.columns));
    for (let cell = 0; cell < size.cells; cell++) {
      const face = element('span', { className: 'face' });
      const tile = button({ className: 'tile', attributes: { 'data-cell': String(cell) } }, face);
      this.cells.push(tile);
      this.faces.push(face);
    }
    this.root.replaceChildren(...this.cells);
    // The focus was on a cell that is gone: keep it on the board.
    if (focused) this.root.focus();
  }

  /**
   * Starts the moved tile's face at the cell it came from, with no
   * transition, then lets it go, so the CSS transition carries it home.
   */
  private slide(cell: number, move: Move): void {
    const tile = this.cells[cell];
    for (const name of ENTER_FROM) tile.classList.remove(name);
    // The blank moved by `move`, so the tile came from that side of its new cell.
    const from = ENTER_FROM[moveCode(move)];
    tile.classList.add(from);
    // Reading the computed transform makes the browser apply the start position now, before it is removed.
    void getComputedStyle(this.faces[cell]).transform;
    tile.classList.remove(from);
  }
}

/** The blank's move that turns `before` into `after`, if exactly one does. */
function oneMoveApart(size: Size, before: Board, after: Board): Move | undefined {
  const blankValue = size.blank;
  const from = before.indexOf(blankValue);
  const to = after.indexOf(blankValue);
  if (from === to || before.length !== after.length) return undefined;
  for (let cell = 0; cell < before.length; cell++) {
    if (cell !== from && cell !== to && before[cell] !== after[cell]) return undefined;
  }
  return legalMoves(size, before).find((move) => target(size, from, moveCode(move)) === to);
}
