// The editor's side of boards of the sizes with no distance table: what is
// known of their shortest answers, and solving one under a cancellable
// progress notification. Solve, the CodeLens, the quick fix and Solve All all
// come here, so they report the database build and the search the same way.
import * as vscode from 'vscode';
import { Board, Puzzle, Size } from '../../engine';
import { partitionName } from '../../engine/pdb/partition';
import { knownLargeAnswer, LargeAnswer, largeSolver } from '../largeBoards';

const found = new vscode.EventEmitter<void>();

/**
 * Fires when the solver has answered a board, so verdicts, hovers and lenses can use the length it proved.
 */
export const onLargeAnswerFound: vscode.Event<void> = found.event;

/** The proven shortest length of a large board, when the solver has found it this session. */
export function knownShortest(puzzle: Puzzle, board: Board): number | undefined {
  const known = knownLargeAnswer(puzzle, board);
  return known?.kind === 'shortest' ? known.moves.length : undefined;
}

/** What solving a large board came to: the solver's answer, or why there is none. */
export type LargeOutcome = LargeAnswer | { readonly kind: 'no-solver' };

/**
 * Solves a large board in the solver's worker, with a notification that
 * shows the pattern databases' build and then the search's bound and nodes,
 * and a Cancel button. `title` names the work (one board, or board k of n).
 */
export async function solveLargeWithProgress(
  puzzle: Puzzle,
  board: Board,
  title?: string,
): Promise<LargeOutcome> {
  const known = knownLargeAnswer(puzzle, board);
  if (known?.kind === 'shortest' || known?.kind === 'unsolvable') return known;
  const solver = largeSolver();
  if (!solver) return { kind: 'no-solver' };
  return vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: title ?? vscode.l10n.t('Solving the {0} board', puzzle.size.name),
      cancellable: true,
    },
    (progress, token) => solveLarge(solver, puzzle, board, progress, token),
  );
}

/** One large board inside a progress notification that the caller owns (Solve All's). */
export async function solveLarge(
  solver: NonNullable<ReturnType<typeof largeSolver>>,
  puzzle: Puzzle,
  board: Board,
  progress: vscode.Progress<{ message?: string; increment?: number }>,
  token: vscode.CancellationToken,
  prefix = '',
): Promise<LargeAnswer> {
  const abort = new AbortController();
  const cancelled = token.onCancellationRequested(() => abort.abort());
  try {
    const answer = await solver(
      { puzzle, board },
      {
        signal: abort.signal,
        onDatabase: ({ done, total }) =>
          progress.report({
            message:
              prefix +
              vscode.l10n.t(
                'building the {0} pattern databases, {1} %',
                puzzle.size.name,
                total > 0 ? Math.floor((100 * done) / total) : 0,
              ),
          }),
        onProgress: ({ bound, nodes, databases }) =>
          progress.report({
            message:
              prefix +
              (databases.quick
                ? vscode.l10n.t(
                    'bound {0}, {1} nodes, on the quick {2} pattern databases ({3} building)',
                    bound,
                    formatNodes(nodes),
                    databases.partition,
                    partitionName(puzzle, 'full'),
                  )
                : vscode.l10n.t('bound {0}, {1} nodes', bound, formatNodes(nodes))),
          }),
      },
    );
    if (answer.kind !== 'cancelled') found.fire();
    return answer;
  } finally {
    cancelled.dispose();
  }
}

/** 12.3 M, 845 k: a search's node count as a person reads it. */
export function formatNodes(nodes: number): string {
  if (nodes >= 1e9) return `${(nodes / 1e9).toFixed(1)} G`;
  if (nodes >= 1e6) return `${(nodes / 1e6).toFixed(1)} M`;
  if (nodes >= 1e3) return `${Math.round(nodes / 1e3)} k`;
  return String(nodes);
}

/** The message for a solve that gave no moves: cancelled, no solver here. */
export function noAnswerMessage(outcome: { readonly kind: 'cancelled' | 'no-solver' }, size: Size): string {
  return outcome.kind === 'cancelled'
    ? vscode.l10n.t('Solving the {0} board was cancelled.', size.name)
    : vscode.l10n.t(
        'Solving a {0} board needs VS Code on a computer: the browser cannot run the solver.',
        size.name,
      );
}
