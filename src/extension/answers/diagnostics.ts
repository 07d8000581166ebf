import * as vscode from 'vscode';
import { describeVerdict, isAccepted, moveStarts, UNSOLVABLE } from '../../engine';
import { localizeTemplate, onSettingsChanged, readSettings } from '../config';
import { Debouncer } from '../debounce';
import { isInScope } from '../scope';
import { saysUnsolvable, withNote } from './describe';
import { CheckedAnswer, DocumentAnswers } from './documentAnswers';
import { FileReading, goalNote, readingOf } from './fileReading';

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
      answers.onDidChange(() =>
        vscode.workspace.textDocuments.forEach((document) => this.schedule(document, DEBOUNCE_MS)),
      ),
      onSettingsChanged(() =>
        vscode.workspace.textDocuments.forEach((document) => this.schedule(document, 0)),
      ),
    );
    vscode.workspace.textDocuments.forEach((document) => this.schedule(document, 0));
  }

  /** The answer a diagnostic of ours is about, for the quick fixes. */
  factsOf(diagnostic: vscode.Diagnostic): AnswerFacts | undefined {
    return this.facts.get(diagnostic);
  }

  private schedule(document: vscode.TextDocument, delay: number): void {
    // Out of scope (a diff side, a language or file the user excluded): no problems, including any from
    // before the setting changed.
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
    const reading = readingOf(document);
    for (let from = 0; from < document.lineCount; from += WINDOW) {
      const answers = await this.answers.answersIn(document, from, from + WINDOW - 1);
      if (pass.token.isCancellationRequested || document.isClosed || document.version !== version) return;
      for (const answer of answers) {
        const diagnostic = this.diagnosticFor(answer, longerAnswers, reading);
        if (diagnostic) diagnostics.push(diagnostic);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (pass.token.isCancellationRequested) return;
    this.collection.set(document.uri, diagnostics);
    this.passes.delete(key);
  }

  private diagnosticFor(
    answer: CheckedAnswer,
    longerAnswers: 'off' | 'hint' | 'warning',
    reading: FileReading,
  ): vscode.Diagnostic | undefined {
    const { verdict } = answer;
    let severity: vscode.DiagnosticSeverity;
    if (!isAccepted(verdict, answer.shortestOnly)) severity = vscode.DiagnosticSeverity.Error;
    else if (verdict.kind === 'longer' && longerAnswers !== 'off')
      severity =
        longerAnswers === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Hint;
    else return undefined;
    // A bad step is underlined alone; an answer that ends in the wrong place is wrong as a whole.
    const range = verdict.kind === 'bad-step' ? badStepRange(answer, verdict.step) : answer.range;
    const message = localizeTemplate(describeVerdict(verdict));
    // An unsolvable board is unsolvable toward one goal: which, and how to choose another (an answer file's
    // goal is the setting's, said elsewhere).
    const withGoal =
      saysUnsolvable(verdict) && !answer.inputFile && !answer.goalRange
        ? withNote(message, goalNote(reading, answer.puzzle.size))
        : message;
    const diagnostic = new vscode.Diagnostic(range, withGoal, severity);
    diagnostic.source = DIAGNOSTIC_SOURCE;
    diagnostic.code = verdict.kind;
    const playable =
      verdict.kind === 'bad-step'
        ? answer.moves.slice(0, verdict.step - 1)
        : verdict.kind === 'wrongly-unsolvable' || verdict.kind === 'board-unsolvable'
          ? ''
          : answer.moves;
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

/** The written move of step `step` (1-based): a letter, or a word in `UP LEFT`; spaces and commas between moves are skipped. */
function badStepRange(answer: CheckedAnswer, step: number): vscode.Range {
  const starts = moveStarts(answer.text);
  const at = starts[step - 1] ?? step - 1;
  const word = /^[a-z]+/i.exec(answer.text.slice(at))?.[0].length ?? 1;
  // A mistyped step (`!`) is one character; a word is the whole word.
  const length = /^(?:up|down|left|right)$/i.test(answer.text.slice(at, at + word)) ? word : 1;
  return new vscode.Range(answer.range.start.translate(0, at), answer.range.start.translate(0, at + length));
}
