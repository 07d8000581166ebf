import * as vscode from 'vscode';
import { readingOf } from '../answers/fileReading';
import { AnswerSheet, findBoardsBetween, FoundBoard, LargeBoard } from '../../engine';
import type { LargeAnswer } from '../../engine/pdb/answer';
import { linesOf } from '../answers/documentAnswers';
import { solveLarge } from '../answers/largeAnswers';
import { runInSlices } from '../chunked';
import { localizeTemplate } from '../config';
import { largeSearchesAtOnce, largeSolver } from '../largeBoards';
import { GatheredAnswers, SolveAllResult, showAnswers } from './answerDocument';
import { judgesAnswerForm, SolvingProgress, withSolvingProgress } from './solvingAll';

/** Lines scanned per step, with a yield between steps. */
const WINDOW = 2000;
/** The answer line of a board left without one: not a move string, not `unsolvable`. */
const LEFT = '?';
/** Left lines named in the message; the rest are counted. */
const MOST_NAMED = 10;

/**
 * Solve All for a file with boards of other sizes than 3×3 (LeetCode's 2×3,
 * UVa's 4×4, …): the scanner finds them, sizes with a table are answered at
 * once, and boards of the sizes without one are solved one after another by
 * the large solver, with the board's number, the database build and the
 * search in the progress message. Cancel stops there: the boards not
 * reached are answered `?` and named by line.
 */
export async function solveSizedBoards(document: vscode.TextDocument): Promise<SolveAllResult> {
  const answerForm = judgesAnswerForm();
  return withSolvingProgress(async (progress, token) => {
    const found = await scanInWindows(document, token);
    if (!found) return { boards: 0, unsolvable: 0, invalid: 0, cancelled: true };
    const answers = new GatheredAnswers();
    const large = new LargeBoards(progress, token);
    const sheet: AnswerSheet = new AnswerSheet(answers, {
      ...answerForm,
      left: LEFT,
      solveLarge: (board) => large.solve(board, sheet),
      searchesAtOnce: largeSearchesAtOnce(),
    });
    const firstProblem = await answerInSlices(sheet, found);
    await sheet.drain();
    const output = await showAnswers(answers);
    report(sheet, firstProblem, large.noSolver);
    return {
      boards: sheet.boards,
      unsolvable: sheet.unsolvable,
      invalid: sheet.invalid,
      document: output,
      cancelled: large.cancelled || token.isCancellationRequested,
      leftLines: sheet.left.map((line) => line + 1),
    };
  });
}

/** Every board the scanner finds, a window of lines at a time; undefined when cancelled. */
async function scanInWindows(
  document: vscode.TextDocument,
  token: vscode.CancellationToken,
): Promise<FoundBoard[] | undefined> {
  const found: FoundBoard[] = [];
  // Read as the lenses read it: what the file says of itself, and the problem it names.
  const { context } = readingOf(document);
  for (let from = 0; from < document.lineCount; from += WINDOW) {
    found.push(
      ...findBoardsBetween(linesOf(document), from, Math.min(document.lineCount, from + WINDOW) - 1, context),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (token.isCancellationRequested) return undefined;
  }
  return found;
}

/**
 * The found boards onto the sheet, in slices that leave the host free; the first unreadable board's place and
 * reason.
 */
async function answerInSlices(sheet: AnswerSheet, found: readonly FoundBoard[]): Promise<string> {
  let firstProblem = '';
  let next = 0;
  await runInSlices(() => {
    const board = found[next++];
    if (board === undefined) return true;
    const parsed = board.result;
    if (parsed.ok) {
      sheet.board(parsed.board, board.size, board.line);
    } else {
      sheet.invalidLine();
      firstProblem ||= vscode.l10n.t(
        'line {0}, column {1}: {2}',
        board.line + 1,
        board.start + parsed.error.offset + 1,
        localizeTemplate(parsed.error),
      );
    }
    return next >= found.length;
  });
  return firstProblem;
}

/** The large solver, board after board, inside Solve All's notification; none where it cannot run. */
class LargeBoards {
  /** The solver itself answered `cancelled` (Cancel, or the extension going away). */
  cancelled = false;
  private readonly solver = largeSolver();

  constructor(
    private readonly progress: SolvingProgress,
    private readonly token: vscode.CancellationToken,
  ) {}

  get noSolver(): boolean {
    return !this.solver;
  }

  /**
   * A large board of the sheet's; once cancelled, or without a solver, every board is left without an answer.
   */
  async solve(large: LargeBoard, sheet: AnswerSheet): Promise<LargeAnswer> {
    if (!this.solver || this.token.isCancellationRequested) return { kind: 'cancelled' };
    const prefix = vscode.l10n.t(
      '{0} board {1} of {2} (line {3}): ',
      large.puzzle.size.name,
      large.nth,
      sheet.large,
      large.line + 1,
    );
    // Of the boards searched at once (on the pool's workers), the notification follows the one whose answer
    // comes next.
    const progress: SolvingProgress = {
      report: (value) => {
        if (sheet.awaiting === large) this.progress.report(value);
      },
    };
    progress.report({ message: prefix });
    const answer = await solveLarge(this.solver, large.puzzle, large.board, progress, this.token, prefix);
    if (answer.kind === 'cancelled') this.cancelled = true;
    return answer;
  }
}

/** What Solve All came to, in one message: a warning when boards were left or not read. */
function report(sheet: AnswerSheet, firstProblem: string, noSolver: boolean): void {
  const left = sheet.left;
  const sentences = [
    vscode.l10n.t(
      'Solved {0} boards ({1} unsolvable).',
      (sheet.boards - left.length - sheet.invalid).toLocaleString(),
      sheet.unsolvable.toLocaleString(),
    ),
  ];
  if (sheet.unproven > 0)
    sentences.push(
      vscode.l10n.t('{0} answers are not proven shortest: the node budget ran out.', sheet.unproven),
    );
  if (sheet.invalid > 0)
    sentences.push(
      vscode.l10n.t(
        '{0} boards could not be read and were answered "invalid"; the first is at {1}.',
        sheet.invalid,
        firstProblem,
      ),
    );
  if (left.length > 0) {
    const lines =
      left
        .slice(0, MOST_NAMED)
        .map((line) => line + 1)
        .join(', ') + (left.length > MOST_NAMED ? ', …' : '');
    sentences.push(
      noSolver
        ? vscode.l10n.t(
            '{0} large boards were answered "?" (lines {1}): solving them needs VS Code on a computer.',
            left.length,
            lines,
          )
        : vscode.l10n.t(
            '{0} large boards were answered "?" (lines {1}): cancelled before they were solved.',
            left.length,
            lines,
          ),
    );
  }
  const message = sentences.join(' ');
  if (left.length > 0 || sheet.invalid > 0) void vscode.window.showWarningMessage(message);
  else void vscode.window.showInformationMessage(message);
}
