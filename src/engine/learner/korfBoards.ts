// Korf's 100 toward any 4×4 goal with the blank in a corner: his goal has it
// in the top-left corner, and a reflection of the square that takes that
// corner to the goal's, with the tiles renamed as the goal names them, keeps
// every distance (moves map to moves, and a tile's name is no part of one).
import type { Puzzle } from '../puzzleType';
import type { ExactBoard } from './heuristicSample';
import { KORF_100 } from './korf100';

const SIDE = 4;

/** Korf's instances with their exact distances toward `puzzle`'s goal; none for another size, or a goal whose blank is not in a corner. */
export function korfBoardsFor(puzzle: Puzzle): ExactBoard[] {
  const { size, goal, blankHome } = puzzle;
  if (size.rows !== SIDE || size.columns !== SIDE) return [];
  const flipRows = Math.floor(blankHome / SIDE) === SIDE - 1;
  const flipColumns = blankHome % SIDE === SIDE - 1;
  if ((blankHome >= SIDE && !flipRows) || (blankHome % SIDE !== 0 && !flipColumns)) return [];
  const cellOf = (cell: number): number => {
    const row = Math.floor(cell / SIDE);
    const column = cell % SIDE;
    return (flipRows ? SIDE - 1 - row : row) * SIDE + (flipColumns ? SIDE - 1 - column : column);
  };
  // Korf's goal holds tile t on cell t; the goal here holds, on that cell's image, the tile t becomes.
  const renamed = (tile: number): number => goal[cellOf(tile)];
  return KORF_100.map(([length, ...cells]) => {
    const board = new Array<number>(size.cells);
    cells.forEach((tile, cell) => (board[cellOf(cell)] = renamed(tile)));
    return { board, distance: length };
  });
}
