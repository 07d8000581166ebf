import * as vscode from 'vscode';
import { isAccepted } from '../../engine';
import { onSettingsChanged, readSettings } from '../config';
import { Debouncer } from '../debounce';
import { isInScope } from '../scope';
import { DocumentAnswers } from './documentAnswers';
import { saysUnsolvable, verdictLabel, withNote } from './describe';
import { goalNote, readingOf } from './fileReading';
import { shownSpans } from './lineSpans';

/** How long typing must pause before annotations are redrawn. */
const DEBOUNCE_MS = 150;
/** Lines annotated beyond the visible ones, so a short scroll shows them at once. */
const OVERSCAN = 30;

function verdictStyle(color: string): vscode.TextEditorDecorationType {
  return vscode.window.createTextEditorDecorationType({
    after: { margin: '0 0 0 2em', color: new vscode.ThemeColor(color), fontStyle: 'italic' },
    rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
  });
}

/**
 * Verdicts after answers, as Error Lens shows problems: only for the lines
 * an editor shows (plus a margin), redrawn on scroll at once and on typing
 * after a pause, so even the 9! answer file stays smooth.
 */
export class Annotations implements vscode.Disposable {
  private readonly accepted = verdictStyle('eightPuzzle.acceptedForeground');
  private readonly wrong = verdictStyle('eightPuzzle.wrongForeground');
  private readonly redraws = new Debouncer<vscode.TextEditor>();
  /** The latest redraw of each editor: an older one that finishes later must not draw over it. */
  private readonly latest = new WeakMap<vscode.TextEditor, number>();
  private readonly disposables: vscode.Disposable[] = [this.accepted, this.wrong, this.redraws];

  constructor(private readonly answers: DocumentAnswers) {
    this.disposables.push(
      vscode.window.onDidChangeVisibleTextEditors((editors) =>
        editors.forEach((editor) => this.schedule(editor, 0)),
      ),
      vscode.window.onDidChangeTextEditorVisibleRanges((event) => this.schedule(event.textEditor, 0)),
      vscode.workspace.onDidChangeTextDocument((event) => this.forDocument(event.document.uri, DEBOUNCE_MS)),
      answers.onDidChange(() =>
        vscode.window.visibleTextEditors.forEach((editor) => this.schedule(editor, DEBOUNCE_MS)),
      ),
      onSettingsChanged(() => vscode.window.visibleTextEditors.forEach((editor) => this.schedule(editor, 0))),
    );
    vscode.window.visibleTextEditors.forEach((editor) => this.schedule(editor, 0));
  }

  private forDocument(uri: vscode.Uri, delay: number): void {
    for (const editor of vscode.window.visibleTextEditors)
      if (editor.document.uri.toString() === uri.toString()) this.schedule(editor, delay);
  }

  private schedule(editor: vscode.TextEditor, delay: number): void {
    this.redraws.run(editor, delay, () => void this.update(editor));
  }

  /** Draws the annotations of one editor's visible lines. */
  async update(editor: vscode.TextEditor): Promise<void> {
    const redraw = (this.latest.get(editor) ?? 0) + 1;
    this.latest.set(editor, redraw);
    if (!readSettings().annotations || !isInScope(editor.document)) {
      editor.setDecorations(this.accepted, []);
      editor.setDecorations(this.wrong, []);
      return;
    }
    const good: vscode.DecorationOptions[] = [];
    const bad: vscode.DecorationOptions[] = [];
    const visible = editor.visibleRanges.map((range) => [range.start.line, range.end.line] as const);
    const reading = readingOf(editor.document);
    for (const [from, to] of shownSpans(visible, OVERSCAN, editor.document.lineCount)) {
      const answers = await this.answers.answersIn(editor.document, from, to);
      if (this.latest.get(editor) !== redraw) return;
      for (const answer of answers) {
        const end = editor.document.lineAt(answer.range.end.line).range.end;
        const label = verdictLabel(answer.verdict, undefined, answer.shortestOnly);
        // An unsolvable board says toward which goal, and how to choose another.
        const text =
          saysUnsolvable(answer.verdict) && !answer.inputFile
            ? withNote(label, goalNote(reading, answer.puzzle.size))
            : label;
        const decoration = {
          range: new vscode.Range(end, end),
          renderOptions: { after: { contentText: text } },
        };
        (isAccepted(answer.verdict, answer.shortestOnly) ? good : bad).push(decoration);
      }
    }
    editor.setDecorations(this.accepted, good);
    editor.setDecorations(this.wrong, bad);
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}
