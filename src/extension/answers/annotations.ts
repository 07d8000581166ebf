import * as vscode from 'vscode';
import { isAccepted } from '../../engine';
import { onSettingsChanged, readSettings } from '../config';
import { Debouncer } from '../debounce';
import { DocumentAnswers } from './documentAnswers';
import { verdictLabel } from './describe';

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
  private readonly disposables: vscode.Disposable[] = [this.accepted, this.wrong, this.redraws];

  constructor(private readonly answers: DocumentAnswers) {
    this.disposables.push(
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((editor) => this.schedule(editor, 0))),
      vscode.window.onDidChangeTextEditorVisibleRanges((event) => this.schedule(event.textEditor, 0)),
      vscode.workspace.onDidChangeTextDocument((event) => this.forDocument(event.document.uri, DEBOUNCE_MS)),
      answers.onDidChange(() => vscode.window.visibleTextEditors.forEach((editor) => this.schedule(editor, DEBOUNCE_MS))),
      onSettingsChanged(() => vscode.window.visibleTextEditors.forEach((editor) => this.schedule(editor, 0))),
    );
    vscode.window.visibleTextEditors.forEach((editor) => this.schedule(editor, 0));
  }

  private forDocument(uri: vscode.Uri, delay: number): void {
    for (const editor of vscode.window.visibleTextEditors) if (editor.document.uri.toString() === uri.toString()) this.schedule(editor, delay);
  }

  private schedule(editor: vscode.TextEditor, delay: number): void {
    this.redraws.run(editor, delay, () => void this.update(editor));
  }

  /** Draws the annotations of one editor's visible lines. */
  async update(editor: vscode.TextEditor): Promise<void> {
    if (!readSettings().annotations) {
      editor.setDecorations(this.accepted, []);
      editor.setDecorations(this.wrong, []);
      return;
    }
    const good: vscode.DecorationOptions[] = [];
    const bad: vscode.DecorationOptions[] = [];
    for (const visible of editor.visibleRanges) {
      const from = Math.max(0, visible.start.line - OVERSCAN);
      const to = Math.min(editor.document.lineCount - 1, visible.end.line + OVERSCAN);
      for (const answer of await this.answers.answersIn(editor.document, from, to)) {
        const end = editor.document.lineAt(answer.range.end.line).range.end;
        const decoration = { range: new vscode.Range(end, end), renderOptions: { after: { contentText: verdictLabel(answer.verdict) } } };
        (isAccepted(answer.verdict) ? good : bad).push(decoration);
      }
    }
    editor.setDecorations(this.accepted, good);
    editor.setDecorations(this.wrong, bad);
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}
