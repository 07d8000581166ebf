import * as vscode from 'vscode';
import { Board, formatBoard, hasTable, isSolvable, Puzzle, solve } from '../../engine';
import { CommandId } from '../commandIds';
import { knownLargeAnswer } from '../largeBoards';
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
      // The solver proved a large board's length: its lens can say it.
      answers.onDidChange(() => this.refreshSoon()),
    );
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const settings = readSettings();
    if (!settings.codeLens) return [];
    const lenses: vscode.CodeLens[] = [];
    for (const [from, to] of shownLines(document)) {
      for (const found of this.answers.boardsIn(document, from, to)) {
        if (!found.result.ok) continue;
        const board = found.result.board;
        const puzzle = settings.puzzleFor(found.size);
        const range = boardRange(found);
        const args = { board: formatBoard(board), size: puzzle.size.key, uri: document.uri.toString(), line: range.end.line };
        lenses.push(
          new vscode.CodeLens(range, { ...solveLens(puzzle, board), command: CommandId.solveBoard, arguments: [args] }),
          new vscode.CodeLens(range, { title: vscode.l10n.t('Show on Board'), command: CommandId.showOnBoard, arguments: [args] }),
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

/** The Solve lens's title and tooltip: the distance for table sizes, and for large boards what the solver has found so far. */
function solveLens(puzzle: Puzzle, board: Board): { title: string; tooltip: string } {
  const unsolvable = { title: vscode.l10n.t('Unsolvable'), tooltip: vscode.l10n.t('This board cannot reach the goal.') };
  if (!hasTable(puzzle.size)) {
    if (!isSolvable(puzzle, board)) return unsolvable;
    const known = knownLargeAnswer(puzzle, board);
    if (known?.kind === 'shortest') return { title: movesTitle(known.moves.length), tooltip: known.moves };
    return { title: vscode.l10n.t('Solve'), tooltip: vscode.l10n.t('Find the shortest solution of this {0} board', puzzle.size.name) };
  }
  const solution = solve(puzzle, board);
  return solution.solvable ? { title: movesTitle(solution.distance), tooltip: solution.moves } : unsolvable;
}

function movesTitle(distance: number): string {
  return distance === 1 ? vscode.l10n.t('Solve (1 move)') : vscode.l10n.t('Solve ({0} moves)', distance);
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
