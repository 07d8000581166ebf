import * as vscode from 'vscode';
import { formatBoard, hasTable, solve, UNSOLVABLE } from '../../engine';
import { CommandId } from '../commandIds';
import { readSettings } from '../config';
import { readArgs } from '../commands/openBoard';
import { knownLargeAnswer } from '../largeBoards';
import { isInScope } from '../scope';
import { AnswerDiagnostics, DIAGNOSTIC_SOURCE } from './diagnostics';
import { CheckedAnswer } from './documentAnswers';
import { rangeArgs } from './describe';
import { noAnswerMessage, solveLargeWithProgress } from './largeAnswers';

/** Quick fixes for our diagnostics: replace the answer with a shortest one, or see it on the board. */
export class AnswerFixes implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix];

  constructor(private readonly diagnostics: AnswerDiagnostics) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    if (!isInScope(document)) return actions;
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
      const facts = this.diagnostics.factsOf(diagnostic);
      if (!facts) continue;
      const { answer, playable } = facts;
      const replace = new vscode.CodeAction(vscode.l10n.t('Replace with a shortest solution'), vscode.CodeActionKind.QuickFix);
      const shortest = shortestKnown(answer);
      if (shortest !== undefined) {
        replace.edit = new vscode.WorkspaceEdit();
        replace.edit.replace(document.uri, answer.range, shortest);
      } else {
        // A large board's shortest answer takes a search: the fix runs it with progress, then edits.
        const args: ReplaceArgs = { uri: document.uri.toString(), version: document.version, range: rangeArgs(answer.range), board: formatBoard(answer.board), size: answer.puzzle.size.key };
        replace.command = { title: replace.title, command: CommandId.replaceWithShortest, arguments: [args] };
      }
      replace.diagnostics = [diagnostic];
      replace.isPreferred = true;
      actions.push(replace);

      const show = new vscode.CodeAction(vscode.l10n.t('Show on Board'), vscode.CodeActionKind.QuickFix);
      show.command = {
        title: vscode.l10n.t('Show on Board'),
        command: CommandId.showOnBoard,
        arguments: [
          {
            board: formatBoard(answer.board),
            size: answer.puzzle.size.key,
            moves: playable,
            uri: document.uri.toString(),
            line: answer.range.start.line,
            answer: rangeArgs(answer.range),
          },
        ],
      };
      show.diagnostics = [diagnostic];
      actions.push(show);
    }
    return actions;
  }
}

/** A shortest answer without a search: from the table, or the solver's proven one; undefined when a search is needed. */
function shortestKnown(answer: CheckedAnswer): string | undefined {
  const { puzzle, board } = answer;
  if (hasTable(puzzle.size)) {
    const solution = solve(puzzle, board);
    return solution.solvable ? solution.moves : UNSOLVABLE;
  }
  const known = knownLargeAnswer(puzzle, board);
  return known?.kind === 'shortest' ? known.moves : known?.kind === 'unsolvable' ? UNSOLVABLE : undefined;
}

/** What the large-board quick fix passes to its command: plain JSON. */
interface ReplaceArgs {
  readonly uri: string;
  readonly version: number;
  readonly range: readonly [number, number, number];
  readonly board: string;
  readonly size: string;
}

/**
 * "Replace with a shortest solution" on a board of a size with no distance table:
 * solves it with progress and Cancel, then replaces the answer if the
 * document has not changed meanwhile (else says so rather than edit the wrong text).
 */
export function replaceWithShortestCommand(): (args?: ReplaceArgs) => Promise<boolean> {
  return async (args?: ReplaceArgs) => {
    const document = args && vscode.workspace.textDocuments.find((open) => open.uri.toString() === args.uri);
    const read = args && readArgs({ board: args.board, size: args.size });
    if (!args || !document || !read) return false;
    const outcome = await solveLargeWithProgress(readSettings().puzzleFor(read.size), read.board);
    if (outcome.kind === 'cancelled' || outcome.kind === 'no-solver') {
      void vscode.window.showInformationMessage(noAnswerMessage(outcome, read.size));
      return false;
    }
    if (document.isClosed || document.version !== args.version) {
      void vscode.window.showWarningMessage(vscode.l10n.t('The document changed while the solver searched; the answer was not replaced.'));
      return false;
    }
    if (outcome.kind === 'unproven') void vscode.window.showInformationMessage(vscode.l10n.t('{0} moves (not proven shortest): the node budget ran out before the search proved it shortest.', outcome.moves.length));
    const [line, start, end] = args.range;
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, new vscode.Range(line, start, line, end), outcome.kind === 'unsolvable' ? UNSOLVABLE : outcome.moves);
    return vscode.workspace.applyEdit(edit);
  };
}
