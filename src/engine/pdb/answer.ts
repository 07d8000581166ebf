// The shared contract for boards of more than 9 cells: what the large-board
// solver answers, wherever it runs (a worker of the extension host or CLI).

/** IDA*'s current f-bound and the nodes expanded so far. */
export interface SearchProgress {
  readonly bound: number;
  readonly nodes: number;
}

export type LargeAnswer =
  /** Proven optimal, replayed to the goal. */
  | { readonly kind: 'shortest'; readonly moves: string; readonly nodes: number }
  /** The node budget was spent: the best answer found, replayed, but not proven shortest. */
  | { readonly kind: 'unproven'; readonly moves: string; readonly nodes: number }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'cancelled' };
