import * as vscode from 'vscode';
import {
  formatBoard,
  hasTable,
  MoveConvention,
  notationOf,
  solve,
  UNSOLVABLE,
  Verdict,
  writeAnswer,
} from '../../engine';
import { CommandId } from '../commandIds';
import { readSettings, SECTION } from '../config';
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

  provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    if (!isInScope(document)) return actions;
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
      const facts = this.diagnostics.factsOf(diagnostic);
      if (!facts) continue;
      const { answer, playable } = facts;
      const replace = new vscode.CodeAction(
        vscode.l10n.t('Replace with a shortest solution'),
        vscode.CodeActionKind.QuickFix,
      );
      const shortest = shortestKnown(answer);
      const written: WrittenAs = {
        text: answer.text,
        convention: answer.convention,
        count: answer.shortestOnly,
      };
      if (shortest !== undefined) {
        replace.edit = new vscode.WorkspaceEdit();
        replace.edit.replace(document.uri, answer.range, writtenLike(written, shortest));
      } else {
        // A large board's shortest answer takes a search: the fix runs it with progress, then edits.
        const args: ReplaceArgs = {
          uri: document.uri.toString(),
          version: document.version,
          range: rangeArgs(answer.range),
          board: formatBoard(answer.board),
          size: answer.puzzle.size.key,
          written,
        };
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

      if (hasTileHint(answer.verdict) && answer.convention === 'blank') {
        const tile = new vscode.CodeAction(
          vscode.l10n.t("Read this folder's letters as the tile's moves (eightPuzzle.moves)"),
          vscode.CodeActionKind.QuickFix,
        );
        tile.command = {
          title: tile.title,
          command: CommandId.readMovesAsTile,
          arguments: [{ uri: document.uri.toString() }],
        };
        tile.diagnostics = [diagnostic];
        actions.push(tile);
      }
    }
    return actions;
  }
}

function hasTileHint(verdict: Verdict): boolean {
  return (verdict.kind === 'bad-step' || verdict.kind === 'short-of-goal') && verdict.tile !== undefined;
}

/**
 * The tile hint's fix: `eightPuzzle.moves` set to `tile` for the folder the
 * document is in (or the workspace), so its programs' letters are read as
 * they mean them; with no folder open, for the document's language.
 */
export function readMovesAsTileCommand(): (args?: { uri?: unknown }) => Promise<boolean> {
  return async (args) => {
    const document =
      typeof args?.uri === 'string'
        ? vscode.workspace.textDocuments.find((open) => open.uri.toString() === args.uri)
        : undefined;
    if (!document) return false;
    const config = vscode.workspace.getConfiguration(SECTION, document);
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    if (folder) await config.update('moves', 'tile', vscode.ConfigurationTarget.WorkspaceFolder);
    else if (vscode.workspace.workspaceFolders?.length)
      await config.update('moves', 'tile', vscode.ConfigurationTarget.Workspace);
    else await config.update('moves', 'tile', vscode.ConfigurationTarget.Global, true);
    return true;
  };
}

/**
 * A shortest answer without a search: from the table, or the solver's proven one; undefined when a search is
 * needed.
 */
function shortestKnown(answer: CheckedAnswer): string | undefined {
  const { puzzle, board } = answer;
  if (hasTable(puzzle.size)) {
    const solution = solve(puzzle, board);
    return solution.solvable ? solution.moves : UNSOLVABLE;
  }
  const known = knownLargeAnswer(puzzle, board);
  return known?.kind === 'shortest' ? known.moves : known?.kind === 'unsolvable' ? UNSOLVABLE : undefined;
}

/** How the answer being replaced is written: its replacement is written the same way. */
interface WrittenAs {
  readonly text: string;
  readonly convention: MoveConvention;
  /** A number of moves (Luogu P1379): replaced by the shortest number. */
  readonly count: boolean;
}

/**
 * A shortest answer (the blank's moves, or `unsolvable`) as the replaced
 * one is written: a count for a count, the tile's letters where the file's
 * letters name the tile's, and the same capitals, spacing, commas or words
 * (`L L D`, `['UP', 'LEFT']`).
 */
function writtenLike(written: WrittenAs, shortest: string): string {
  if (written.count) return shortest === UNSOLVABLE ? '-1' : String(shortest.length);
  return writeAnswer(shortest, notationOf(written.text), written.convention);
}

/** `written` as the command received it, checked: a command's arguments may come from anywhere. */
function writtenAsOf(value: unknown): WrittenAs | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { text, convention, count } = value as Record<string, unknown>;
  if (
    typeof text !== 'string' ||
    (convention !== 'blank' && convention !== 'tile') ||
    typeof count !== 'boolean'
  )
    return undefined;
  return { text, convention, count };
}

/** What the large-board quick fix passes to its command: plain JSON. */
interface ReplaceArgs {
  readonly uri: string;
  readonly version: number;
  readonly range: readonly [number, number, number];
  readonly board: string;
  readonly size: string;
  readonly written?: WrittenAs;
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
    const written = writtenAsOf(args?.written);
    if (!args || !document || !read) return false;
    const outcome = await solveLargeWithProgress(readSettings().puzzleFor(read.size), read.board);
    if (outcome.kind === 'cancelled' || outcome.kind === 'no-solver') {
      void vscode.window.showInformationMessage(noAnswerMessage(outcome, read.size));
      return false;
    }
    if (document.isClosed || document.version !== args.version) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('The document changed while the solver searched; the answer was not replaced.'),
      );
      return false;
    }
    if (outcome.kind === 'unproven')
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          '{0} moves (not proven shortest): the node budget ran out before the search proved it shortest.',
          outcome.moves.length,
        ),
      );
    const [line, start, end] = args.range;
    const edit = new vscode.WorkspaceEdit();
    const shortest = outcome.kind === 'unsolvable' ? UNSOLVABLE : outcome.moves;
    edit.replace(
      document.uri,
      new vscode.Range(line, start, line, end),
      written ? writtenLike(written, shortest) : shortest,
    );
    return vscode.workspace.applyEdit(edit);
  };
}
