import * as vscode from 'vscode';
import { formatBoard, solve } from '../../engine';
import { onSettingsChanged, readSettings } from '../config';
import { Debouncer } from '../debounce';
import { boardRange, DocumentAnswers } from './documentAnswers';
import { LineSpan, shownSpans } from './lineSpans';

/** Lines given lenses beyond the visible ones. */
const OVERSCAN = 50;

/**
 * "Solve (19 moves)" and "Show on Board" above each board. VS Code asks for
 * a whole document's lenses at once, so in big documents only the boards
 * near what an editor shows get lenses, and scrolling asks again.
 */
export class BoardLenses implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly refreshes = new Debouncer<'all'>();
  private readonly disposables: vscode.Disposable[] = [this.changed, this.refreshes];

  constructor(private readonly answers: DocumentAnswers) {
    this.disposables.push(
      vscode.window.onDidChangeTextEditorVisibleRanges(() => this.refreshSoon()),
      onSettingsChanged(() => this.changed.fire()),
    );
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (!readSettings().codeLens) return [];
    const { goal } = readSettings();
    const lenses: vscode.CodeLens[] = [];
    for (const [from, to] of shownLines(document)) {
      for (const found of this.answers.boardsIn(document, from, to)) {
        if (!found.result.ok) continue;
        const board = found.result.board;
        const range = boardRange(found);
        const solution = solve(board, goal);
        const args = { board: formatBoard(board), uri: document.uri.toString(), line: range.end.line };
        lenses.push(
          new vscode.CodeLens(range, {
            title: !solution.solvable
              ? vscode.l10n.t('Unsolvable')
              : solution.distance === 1
                ? vscode.l10n.t('Solve (1 move)')
                : vscode.l10n.t('Solve ({0} moves)', solution.distance),
            tooltip: solution.solvable ? solution.moves : vscode.l10n.t('This board cannot reach the goal.'),
            command: 'eightPuzzle.solveBoard',
            arguments: [args],
          }),
          new vscode.CodeLens(range, { title: vscode.l10n.t('Show on Board'), command: 'eightPuzzle.showOnBoard', arguments: [args] }),
        );
      }
    }
    return lenses;
  }

  private refreshSoon(): void {
    this.refreshes.run('all', 100, () => this.changed.fire());
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/**
 * The line spans of `document` that editors show, widened a little and
 * merged, so that split editors and folds never give a board two lenses;
 * the whole of a small document.
 */
function shownLines(document: vscode.TextDocument): LineSpan[] {
  if (document.lineCount <= 2000) return [[0, document.lineCount - 1]];
  const visible = vscode.window.visibleTextEditors
    .filter((editor) => editor.document === document)
    .flatMap((editor) => editor.visibleRanges.map((range) => [range.start.line, range.end.line] as const));
  return shownSpans(visible, OVERSCAN, document.lineCount);
}
