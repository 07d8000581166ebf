// FOR THE LEAD: a copy of the shared contract in src/engine/pdb/answer.ts
// (i10-pdb). At merge, delete this file and import SearchProgress and
// LargeAnswer from '../../engine/pdb/answer' in largeSolve.ts instead.

/** IDA*'s current f-bound, and the nodes expanded so far. */
export interface SearchProgress {
  readonly bound: number;
  readonly nodes: number;
}

export type LargeAnswer =
  | { readonly kind: 'shortest'; readonly moves: string; readonly nodes: number }
  | { readonly kind: 'unproven'; readonly moves: string; readonly nodes: number }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'cancelled' };
