import * as vscode from 'vscode';
import { describeVerdict, formatBoard, isAccepted, shapeKey, solve, UNSOLVABLE } from '../../engine';
import { localizeTemplate, onSettingsChanged, readSettings } from '../config';
import { Debouncer } from '../debounce';
import { isInScope } from '../scope';
import { CheckedAnswer, DocumentAnswers } from './documentAnswers';
import { rangeArgs } from './describe';
import { knownLargeAnswer } from '../largeBoards';
import { readArgs } from '../commands/openBoard';
import { isLarge, noAnswerMessage, solveLargeWithProgress } from './largeAnswers';

/** The quick fix's command for a large board whose shortest answer is not known yet: solve, then edit. */
export const REPLACE_WITH_SHORTEST = 'eightPuzzle.replaceWithShortest';

/** Lines judged per step of a whole-document pass; a step takes a few milliseconds. */
const WINDOW = 2000;
const DEBOUNCE_MS = 300;
export const DIAGNOSTIC_SOURCE = 'eight puzzle';

/** What a quick fix needs to know about the answer a diagnostic is about. */
interface AnswerFacts {
  readonly answer: CheckedAnswer;
  /** The moves before the first bad step: what the board can play. */
  readonly playable: string;
}

/**
 * Wrong answers in the Problems panel. Every open document is judged in
 * windows of lines with a yield between them, so even a 9! answer file never
 * blocks the extension host; a newer pass cancels an older one.
 */
export class AnswerDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('eightPuzzle');
  private readonly facts = new WeakMap<vscode.Diagnostic, AnswerFacts>();
  private readonly passes = new Map<string, vscode.CancellationTokenSource>();
  private readonly judging = new Debouncer<string>();
  private readonly disposables: vscode.Disposable[] = [this.collection, this.judging];

  constructor(private readonly answers: DocumentAnswers) {
    this.disposables.push(
      vscode.workspace.onDidOpenTextDocument((document) => this.schedule(document, 0)),
      vscode.workspace.onDidChangeTextDocument((event) => this.schedule(event.document, DEBOUNCE_MS)),
      vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri)),
      answers.onDidChange(() => vscode.workspace.textDocuments.forEach((document) => this.schedule(document, DEBOUNCE_MS))),
      onSettingsChanged(() => vscode.workspace.textDocuments.forEach((document) => this.schedule(document, 0))),
    );
    vscode.workspace.textDocuments.forEach((document) => this.schedule(document, 0));
  }

  /** The answer a diagnostic of ours is about, for the quick fixes. */
  factsOf(diagnostic: vscode.Diagnostic): AnswerFacts | undefined {
    return this.facts.get(diagnostic);
  }

  private schedule(document: vscode.TextDocument, delay: number): void {
    // Out of scope (a diff side, a language or file the user excluded): no problems, including any from before the setting changed.
    if (!isInScope(document)) {
      this.forget(document.uri);
      return;
    }
    this.judging.run(document.uri.toString(), delay, () => void this.judge(document));
  }

  private async judge(document: vscode.TextDocument): Promise<void> {
    const key = document.uri.toString();
    this.passes.get(key)?.cancel();
    const pass = new vscode.CancellationTokenSource();
    this.passes.set(key, pass);
    const { longerAnswers } = readSettings();
    const version = document.version;
    const diagnostics: vscode.Diagnostic[] = [];
    for (let from = 0; from < document.lineCount; from += WINDOW) {
      const answers = await this.answers.answersIn(document, from, from + WINDOW - 1);
      if (pass.token.isCancellationRequested || document.isClosed || document.version !== version) return;
      for (const answer of answers) {
        const diagnostic = this.diagnosticFor(answer, longerAnswers);
        if (diagnostic) diagnostics.push(diagnostic);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (pass.token.isCancellationRequested) return;
    this.collection.set(document.uri, diagnostics);
    this.passes.delete(key);
  }

  private diagnosticFor(answer: CheckedAnswer, longerAnswers: 'off' | 'hint' | 'warning'): vscode.Diagnostic | undefined {
    const { verdict } = answer;
    let severity: vscode.DiagnosticSeverity;
    if (!isAccepted(verdict)) severity = vscode.DiagnosticSeverity.Error;
    else if (verdict.kind === 'longer' && longerAnswers !== 'off') severity = longerAnswers === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Hint;
    else return undefined;
    // A bad step is underlined alone; an answer that ends in the wrong place is wrong as a whole.
    const range =
      verdict.kind === 'bad-step'
        ? new vscode.Range(answer.range.start.translate(0, verdict.step - 1), answer.range.start.translate(0, verdict.step))
        : answer.range;
    const diagnostic = new vscode.Diagnostic(range, localizeTemplate(describeVerdict(verdict)), severity);
    diagnostic.source = DIAGNOSTIC_SOURCE;
    diagnostic.code = verdict.kind;
    const playable = verdict.kind === 'bad-step' ? answer.moves.slice(0, verdict.step - 1) : verdict.kind === 'wrongly-unsolvable' || verdict.kind === 'board-unsolvable' ? '' : answer.moves;
    this.facts.set(diagnostic, { answer, playable: answer.text === UNSOLVABLE ? '' : playable });
    return diagnostic;
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.passes.get(key)?.cancel();
    this.passes.delete(key);
    this.judging.cancel(key);
    this.collection.delete(uri);
  }

  dispose(): void {
    this.passes.forEach((pass) => pass.cancel());
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

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
        const args: ReplaceArgs = { uri: document.uri.toString(), version: document.version, range: rangeArgs(answer.range), board: formatBoard(answer.board), size: shapeKey(answer.shape) };
        replace.command = { title: replace.title, command: REPLACE_WITH_SHORTEST, arguments: [args] };
      }
      replace.diagnostics = [diagnostic];
      replace.isPreferred = true;
      actions.push(replace);

      const show = new vscode.CodeAction(vscode.l10n.t('Show on Board'), vscode.CodeActionKind.QuickFix);
      show.command = {
        title: vscode.l10n.t('Show on Board'),
        command: 'eightPuzzle.showOnBoard',
        arguments: [
          {
            board: formatBoard(answer.board),
            size: shapeKey(answer.shape),
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
  const { board, goal, shape } = answer;
  if (!isLarge(shape)) {
    const solution = solve(board, goal, shape);
    return solution.solvable ? solution.moves : UNSOLVABLE;
  }
  const known = knownLargeAnswer(board, goal, shape);
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
 * "Replace with a shortest solution" on a board of more than 9 cells:
 * solves it with progress and Cancel, then replaces the answer if the
 * document has not changed meanwhile (else says so rather than edit the wrong text).
 */
export function replaceWithShortestCommand(): (args?: ReplaceArgs) => Promise<boolean> {
  return async (args?: ReplaceArgs) => {
    const document = args && vscode.workspace.textDocuments.find((open) => open.uri.toString() === args.uri);
    const read = args && readArgs({ board: args.board, size: args.size });
    if (!args || !document || !read) return false;
    const goal = readSettings().goalFor(read.shape);
    const outcome = await solveLargeWithProgress(read.board, goal, read.shape);
    if (outcome.kind === 'cancelled' || outcome.kind === 'no-solver') {
      void vscode.window.showInformationMessage(noAnswerMessage(outcome, read.shape));
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
