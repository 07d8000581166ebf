// The board's way to the host's solver for boards of more than 9 cells,
// which have no distance table: one injected function, with the shape of
// LargeSolver.solve (src/solver), so the board neither starts workers nor
// knows where pattern databases live. The extension's activate() wires it
// (`setLargeSolver((request, events) => solver.solve(request, events))`);
// until then, and in the browser build, a Hint on a large board says the
// solver is not available here.
import * as vscode from 'vscode';
import { Shape } from '../../engine';
import type { LargeAnswer, SearchProgress } from './largeAnswer';

export interface LargeRequest {
  readonly board: number[];
  readonly goal: number[];
  readonly shape: Shape;
  /** Nodes to search before settling for the best answer found ("not proven shortest"). */
  readonly budget?: number;
}

export interface LargeEvents {
  readonly signal?: AbortSignal;
  onProgress?(progress: SearchProgress): void;
  onDatabase?(progress: { readonly done: number; readonly total: number; readonly what: string }): void;
}

export type SolveLarge = (request: LargeRequest, events: LargeEvents) => Promise<LargeAnswer>;

let solveLarge: SolveLarge | undefined;

/** Gives the board its solver for large boards; disposing takes it away again. */
export function setLargeSolver(solve: SolveLarge): vscode.Disposable {
  solveLarge = solve;
  return new vscode.Disposable(() => {
    if (solveLarge === solve) solveLarge = undefined;
  });
}

export function largeSolver(): SolveLarge | undefined {
  return solveLarge;
}
