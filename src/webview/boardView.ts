// The 3×3 board. Its nine buttons are the nine cells and never move, so the
// keyboard focus stays where the user left it; a move changes what two cells
// show, and the tile's face slides in from the cell it left.
import { BLANK, Board, CELLS, legalMoves, Move, moveCode, SIZE, target } from '../engine';
import { button, element } from './dom';
import { Strings } from './strings';

/** Where a tile that moved came from, seen from the cell it moved into. */
const ENTER_FROM = ['enter-from-above', 'enter-from-below', 'enter-from-left', 'enter-from-right'] as const;

export class BoardView {
  readonly root: HTMLDivElement;
  private readonly cells: HTMLButtonElement[] = [];
  private readonly faces: HTMLSpanElement[] = [];
  private shown: Board | undefined;

  constructor(
    private readonly strings: Strings,
    describedBy: string,
  ) {
    this.root = element('div', {
      id: 'board',
      attributes: { role: 'group', 'aria-label': strings.get('board.label'), 'aria-describedby': describedBy },
    });
    for (let cell = 0; cell < CELLS; cell++) {
      const face = element('span', { className: 'face' });
      const tile = button({ className: 'tile', attributes: { 'data-cell': String(cell) } }, face);
      this.cells.push(tile);
      this.faces.push(face);
      this.root.append(tile);
    }
  }

  /** Calls `onCell` with the cell a user clicks or presses Enter on. */
  onCell(onCell: (cell: number) => void): void {
    this.root.addEventListener('click', (event) => {
      const cell = event.target instanceof Element ? event.target.closest<HTMLElement>('.tile')?.dataset.cell : undefined;
      if (cell !== undefined) onCell(Number(cell));
    });
  }

  /** How long a slide takes; the player shortens it so a tile lands before the next step. */
  setSlideDuration(milliseconds: number): void {
    // A custom property through the CSSOM, which the CSP allows: the duration is a user setting, not a fixed class.
    this.root.style.setProperty('--slide-duration', `${Math.round(milliseconds)}ms`);
  }

  render(board: Board, hintCell: number | undefined): void {
    const previous = this.shown;
    this.shown = board.slice();
    const blank = board.indexOf(BLANK);
    const movable = new Set(legalMoves(board).map((move) => target(blank, moveCode(move))));
    for (let cell = 0; cell < CELLS; cell++) {
      const value = board[cell];
      const tile = this.cells[cell];
      const isBlank = value === BLANK;
      tile.dataset.value = isBlank ? '' : String(value);
      tile.classList.toggle('blank', isBlank);
      tile.classList.toggle('movable', movable.has(cell));
      tile.classList.toggle('hinted', cell === hintCell);
      tile.setAttribute(
        'aria-label',
        isBlank ? this.strings.get('board.blank') : this.strings.get('board.tile', value, Math.floor(cell / SIZE) + 1, (cell % SIZE) + 1),
      );
      // Tab reaches only the tiles that can move; the others are still there for screen readers and the mouse.
      tile.tabIndex = movable.has(cell) ? 0 : -1;
      this.faces[cell].textContent = isBlank ? '' : String(value);
    }
    const slid = previous && oneMoveApart(previous, board);
    if (previous && slid) this.slide(previous.indexOf(BLANK), slid);
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
function oneMoveApart(before: Board, after: Board): Move | undefined {
  const from = before.indexOf(BLANK);
  const to = after.indexOf(BLANK);
  if (from === to) return undefined;
  for (let cell = 0; cell < CELLS; cell++) {
    if (cell !== from && cell !== to && before[cell] !== after[cell]) return undefined;
  }
  return legalMoves(before).find((move) => target(from, moveCode(move)) === to);
}
