// Boards of the sizes with no distance table (3×4, 4×3, 4×4): their answers
// come from the pattern-database solver (src/solver), which builds, caches
// and searches in a worker (a worker thread, or in the browser a Web
// Worker: solverWorker.ts), never on the extension host's thread.
// Every feature asks here, so one pool of workers serves them all (a batch,
// Solve All, spreads over them) and an answer found once (by Solve, a Hint,
// a quick fix) is known to the hovers and verdicts.
import * as vscode from 'vscode';
import { Board, formatBoard, Puzzle } from '../engine';
import type { LargeAnswer, SearchProgress } from '../engine/pdb/answer';
import { CacheProblem, LargeEvents, LargeRequest, SolveLarge } from '../solver';
import { ASKED_PER_WORKER, LargeSolverPool, PoolState } from '../solver/pool';
import { solverWorkerHere } from './solverWorker';

export type { LargeAnswer, LargeEvents, LargeRequest, SearchProgress };

let solver: LargeSolverPool | undefined;

/** Answers found so far, newest last; a few hundred boards are plenty for a session and cost nothing. */
const known = new Map<string, LargeAnswer>();
const MOST_KNOWN = 500;

/**
 * Starts the solver (lazily: the worker starts with the first request) with
 * its databases cached in the extension's global storage. A host that can
 * start no worker at all has none, and large boards say so where they are
 * asked. A storage that cannot be written costs a rebuild each session and
 * one warning, never an answer.
 */
export function registerLargeBoards(context: vscode.ExtensionContext): vscode.Disposable {
  const here = solverWorkerHere(context);
  if (!here) return new vscode.Disposable(() => undefined);
  const started = new LargeSolverPool({
    ...here,
    // A Solve All's extra workers hold their own tables: let go a minute after the batch, the first kept for
    // the session.
    releaseIdleAfterMs: 60_000,
    onCacheProblem: (problem) => void vscode.window.showWarningMessage(cacheProblemMessage(problem)),
  });
  solver = started;
  return new vscode.Disposable(() => {
    if (solver === started) solver = undefined;
    void started.dispose();
  });
}

function cacheProblemMessage(problem: CacheProblem): string {
  return vscode.l10n.t(
    'The pattern databases cannot be saved in {0} ({1}): they will be built again each session. The answers are not affected.',
    problem.directory,
    problem.code,
  );
}

/** The solver, or undefined where no worker can run it. */
export function largeSolver(): SolveLarge | undefined {
  const running = solver;
  if (!running) return undefined;
  return async (request, events) => {
    const answer = await running.solve(
      { puzzle: request.puzzle, board: request.board.slice(), budget: request.budget ?? readBudget() },
      events,
    );
    if (answer.kind !== 'cancelled') remember(request, answer);
    return answer;
  };
}

/**
 * How many large boards a batch (Solve All) asks about ahead: a few per worker, its answers written in order
 * all the same.
 */
export function largeSearchesAtOnce(): number {
  return (solver?.workers ?? 1) * ASKED_PER_WORKER;
}

/** The pool's workers and the puzzles spread over them; undefined where no worker can run. */
export function largeSolverState(): PoolState | undefined {
  return solver?.state;
}

/** What the solver has already answered for this board of the puzzle, if anything. */
export function knownLargeAnswer(puzzle: Puzzle, board: Board): LargeAnswer | undefined {
  return known.get(keyOf(puzzle, board));
}

function remember(request: LargeRequest, answer: LargeAnswer): void {
  const key = keyOf(request.puzzle, request.board);
  // A proven answer is never replaced by an unproven one found with a smaller budget.
  if (answer.kind === 'unproven' && known.get(key)?.kind === 'shortest') return;
  known.delete(key);
  known.set(key, answer);
  if (known.size > MOST_KNOWN) known.delete(known.keys().next().value ?? '');
}

/**
 * The puzzle's key holds its size and goal: a board answered toward one goal is not answered toward another.
 */
function keyOf(puzzle: Puzzle, board: Board): string {
  return `${puzzle.key} ${formatBoard(board)}`;
}

/** `eightPuzzle.largeBoards.nodeBudget`: 0 means search until proven or cancelled. */
function readBudget(): number | undefined {
  const budget = vscode.workspace
    .getConfiguration('eightPuzzle')
    .get<number>('largeBoards.nodeBudget', DEFAULT_BUDGET);
  return Number.isFinite(budget) && budget > 0 ? Math.floor(budget) : undefined;
}

/**
 * About half a minute of search on a laptop; the slowest of Korf's 100 instances needs a few per cent of it.
 */
const DEFAULT_BUDGET = 250_000_000;
