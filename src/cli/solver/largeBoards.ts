import type { Board, Puzzle } from '../../engine';
import { partitionName } from '../../engine/pdb/partition';

// The command line's side of the large-board solver (src/solver), which
// bin.ts injects as Io.solveLarge; tests inject their own exact solver.
import type { LargeAnswer, SearchProgress } from '../../engine/pdb/answer';
import type { DatabasesInUse, LargeEvents, LargeRequest } from '../../solver';

export type { DatabasesInUse, LargeAnswer, LargeEvents, LargeRequest, SearchProgress };

/** The request for one board, copied so the solver may keep or transfer it. */
export function largeRequest(puzzle: Puzzle, board: Board, budget?: number): LargeRequest {
  return { puzzle, board: board.slice(), budget };
}

/** `12.3 M` nodes, for the progress line. */
export function formatProgressNodes(nodes: number): string {
  if (nodes < 1e4) return String(nodes);
  if (nodes < 1e6) return `${(nodes / 1e3).toFixed(1)} k`;
  if (nodes < 1e9) return `${(nodes / 1e6).toFixed(1)} M`;
  return `${(nodes / 1e9).toFixed(2)} G`;
}

/** `, on the quick 5-5-5 databases (6-6-3 building)` while the quick ones answer; nothing once the full ones are in use. */
export function databasesNote(puzzle: Puzzle, inUse: DatabasesInUse): string {
  return inUse.quick
    ? `, on the quick ${inUse.partition} databases (${partitionName(puzzle, 'full')} building)`
    : '';
}
