import * as vscode from 'vscode';
import { Board, formatBoard, FoundBoard, hasTable, isSolvable, Puzzle, solve } from '../../engine';
import { CommandId } from '../commandIds';
import { knownLargeAnswer } from '../largeBoards';
import { onSettingsChanged, readSettings } from '../config';
import { Debouncer } from '../debounce';
import { boardKey, boardRange, DocumentAnswers } from './documentAnswers';
import { FileReading, goalNote, readingOf } from './fileReading';
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
    if (!readSettings(document).codeLens) return [];
    const reading = readingOf(document);
    const lenses: vscode.CodeLens[] = [];
    for (const [from, to] of shownLines(document)) {
      const boards = this.answers.boardsIn(document, from, to);
      const caseGoals = this.answers.caseGoalsIn(document, from, to);
      for (const found of boards) {
        if (!found.result.ok) continue;
        const board = found.result.board;
        // A case that gives its own goal is solved toward it, as its answer is judged.
        const puzzle = caseGoals.get(boardKey(found)) ?? reading.puzzleFor(found.size);
        const range = boardRange(found);
        // The goal goes with the board: a Luogu file's lens opens the board toward Luogu's goal.
        const args = {
          board: formatBoard(board),
          size: puzzle.size.key,
          goal: formatBoard(puzzle.goal),
          uri: document.uri.toString(),
          line: range.end.line,
        };
        const solve = solveLens(puzzle, board, reading);
        // On a line of two boards, each lens says which board it is for.
        const name = boards.some((other) => other !== found && other.line === found.line)
          ? nameOf(document, found)
          : undefined;
        const show =
          name === undefined ? vscode.l10n.t('Show on Board') : vscode.l10n.t('Show {0} on Board', name);
        lenses.push(
          new vscode.CodeLens(range, {
            ...solve,
            title: name === undefined ? solve.title : vscode.l10n.t('{0}: {1}', name, solve.title),
            command: CommandId.solveBoard,
            arguments: [args],
          }),
          new vscode.CodeLens(range, { title: show, command: CommandId.showOnBoard, arguments: [args] }),
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

/** A board as a lens names it: as written, shortened when long (a 4×4 line). */
function nameOf(document: vscode.TextDocument, found: FoundBoard): string {
  const text = document.lineAt(found.line).text.slice(found.start, found.end).trim();
  return text.length <= 24 ? text : `${text.slice(0, 21)}…`;
}

/**
 * The Solve lens's title and tooltip: the distance for table sizes, and for
 * large boards what the solver has found so far. An unsolvable board is
 * unsolvable toward one goal: the tooltip says which, and how to choose another.
 */
function solveLens(puzzle: Puzzle, board: Board, reading: FileReading): { title: string; tooltip: string } {
  const unsolvable = {
    title: vscode.l10n.t('Unsolvable'),
    tooltip: vscode.l10n.t('This board cannot reach the goal ({0}).', goalNote(reading, puzzle.size)),
  };
  if (!hasTable(puzzle.size)) {
    if (!isSolvable(puzzle, board)) return unsolvable;
    const known = knownLargeAnswer(puzzle, board);
    if (known?.kind === 'shortest') return { title: movesTitle(known.moves.length), tooltip: known.moves };
    return {
      title: vscode.l10n.t('Solve'),
      tooltip: vscode.l10n.t('Find the shortest solution of this {0} board', puzzle.size.name),
    };
  }
  const solution = solve(puzzle, board);
  return solution.solvable ? { title: movesTitle(solution.distance), tooltip: solution.moves } : unsolvable;
}

function movesTitle(distance: number): string {
  if (distance === 0) return vscode.l10n.t('Already solved');
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
