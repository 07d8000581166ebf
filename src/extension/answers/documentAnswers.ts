import * as vscode from 'vscode';
import {
  answerFileLine,
  AnswerReading,
  asBlankMoves,
  Board,
  distanceTable,
  findAnswersBetween,
  findBoardsBetween,
  FoundBoard,
  hasTable,
  judgeReading,
  LineSource,
  MoveConvention,
  Puzzle,
  puzzleOfAnswer,
  sameBoard,
  SAMPLE_LINES,
  UNSOLVABLE,
  Verdict,
} from '../../engine';
import { readSettings } from '../config';
import { readingOf } from './fileReading';
import { INPUT_SIZE, InputBoards, inputFileFor, InputFiles } from './inputFile';
import { knownShortest, onLargeAnswerFound } from './largeAnswers';

/** An answer in a document, the board it answers, and the judge's verdict. */
export interface CheckedAnswer {
  readonly range: vscode.Range;
  readonly text: string;
  /**
   * The moves as the engine plays them, the blank's: capitals lower-cased, spaced letters (`R D L`) joined,
   * words
   * (`UP`) as letters, mirrored where the letters name the tile's direction; empty for a number of moves.
   */
  readonly moves: string;
  /** Which piece the letters as written move (`eightPuzzle.moves`): a replacement is written the same way. */
  readonly convention: MoveConvention;
  readonly board: Board;
  /**
   * The board's size, toward its goal: the setting's, the named problem's, or the default (fileReading.ts).
   */
  readonly puzzle: Puzzle;
  /** Where the board is written: in the same document, or as board `index` of an input file. */
  readonly boardRange?: vscode.Range;
  /** Where the case's own goal is written, when its case gives one (HDU 3567, 九宫重排): `puzzle` goes toward it. */
  readonly goalRange?: vscode.Range;
  readonly inputFile?: { readonly uri: vscode.Uri; readonly index: number };
  readonly verdict: Verdict;
  /** A number of moves is right only when it is the shortest: one more is as wrong as one fewer. */
  readonly shortestOnly: boolean;
}

/**
 * The one place that finds answers and boards in documents; the hovers,
 * annotations, diagnostics, quick fixes and CodeLens all ask it, so they
 * always agree on what is an answer and to which board it belongs.
 */
export class DocumentAnswers implements vscode.Disposable {
  readonly inputs = new InputFiles();
  private readonly changed = new vscode.EventEmitter<vscode.Uri | undefined>();

  /**
   * Fires when answers in some document may have changed without the
   * document changing: an input file changed, or the large solver proved a
   * board's shortest length (undefined: any document).
   */
  readonly onDidChange: vscode.Event<vscode.Uri | undefined> = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [
    this.changed,
    this.inputs.onDidChange((uri) => this.changed.fire(uri)),
    onLargeAnswerFound(() => this.changed.fire(undefined)),
  ];

  /** The checked answers on lines `from` … `to` (inclusive). */
  async answersIn(document: vscode.TextDocument, from: number, to: number): Promise<CheckedAnswer[]> {
    // The folder's and the language's own settings: which piece the letters move may differ between them.
    const settings = readSettings(document);
    const convention = settings.moves;
    const input = inputFileFor(document.uri);
    const boards = input ? await this.inputs.boards(input) : undefined;
    // Input files hold 3×3 boards as ranks; their answer files are the eight puzzle's.
    if (input && boards)
      return answerFileAnswers(document, {
        from,
        to,
        input,
        boards,
        puzzle: settings.puzzleFor(INPUT_SIZE),
        convention,
      });

    // The engine reads the context a window needs, so every window agrees with a reading of the whole
    // document.
    const reading = readingOf(document);
    const checked: CheckedAnswer[] = [];
    for (const answer of findAnswersBetween(linesOf(document), from, to, reading.context)) {
      const parsed = answer.board.result;
      if (!parsed.ok) continue;
      const { board } = parsed;
      const puzzle = puzzleOfAnswer(answer, (size) => reading.puzzleFor(size));
      if (!puzzle) continue;
      checked.push({
        range: new vscode.Range(answer.line, answer.start, answer.line, answer.end),
        text: answer.text,
        moves: movesOf(answer.reading, convention),
        convention,
        board,
        puzzle,
        boardRange: boardRange(answer.board),
        ...(answer.goal ? { goalRange: boardRange(answer.goal) } : {}),
        verdict: verdictOf(puzzle, board, answer.reading, convention),
        shortestOnly: answer.reading.kind === 'count',
      });
    }
    return checked;
  }

  /** The answer whose text holds `position`, if any. */
  async answerAt(
    document: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<CheckedAnswer | undefined> {
    const answers = await this.answersIn(document, position.line, position.line);
    return answers.find((answer) => answer.range.contains(position));
  }

  /** Boards written in lines `from` … `to` of a document (a grid counts where it starts). */
  boardsIn(document: vscode.TextDocument, from: number, to: number): FoundBoard[] {
    return findBoardsBetween(linesOf(document), from, to, readingOf(document).context);
  }

  /**
   * The puzzle of each board on lines `from` … `to` whose case gives its own
   * goal (HDU 3567, 九宫重排), keyed by {@link boardKey}: its lens solves it
   * toward that goal, as its answer is judged. Empty in any other file.
   */
  caseGoalsIn(document: vscode.TextDocument, from: number, to: number): Map<string, Puzzle> {
    const goals = new Map<string, Puzzle>();
    const reading = readingOf(document);
    if (!reading.context.caseGoals) return goals;
    for (const answer of findAnswersBetween(linesOf(document), from, to + SAMPLE_LINES, reading.context)) {
      const puzzle = answer.goal && puzzleOfAnswer(answer, (size) => reading.puzzleFor(size));
      if (puzzle && answer.board.line >= from && answer.board.line <= to)
        goals.set(boardKey(answer.board), puzzle);
    }
    return goals;
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
    this.inputs.dispose();
  }
}

/** The judge's verdict on what an answer says: moves, `unsolvable`, or a number of moves (where the problem the file names asks for one). */
function verdictOf(
  puzzle: Puzzle,
  board: Board,
  reading: AnswerReading,
  convention: MoveConvention,
): Verdict {
  // A large board's shortest length is known only once the solver has proved it.
  const optimal = hasTable(puzzle.size) ? undefined : knownShortest(puzzle, board);
  return judgeReading(puzzle, board, reading, optimal, convention);
}

/** The moves as the engine plays them, the blank's; empty for a number of moves. */
function movesOf(reading: AnswerReading, convention: MoveConvention): string {
  return reading.kind === 'moves'
    ? asBlankMoves(reading.moves, convention)
    : reading.kind === 'unsolvable'
      ? UNSOLVABLE
      : '';
}

/** A board's place in its document: one board starts there. */
export function boardKey(board: FoundBoard): string {
  return `${board.line}:${board.start}`;
}

export function boardRange(board: FoundBoard): vscode.Range {
  return new vscode.Range(board.line, board.start, board.line + board.lineCount - 1, board.end);
}

/** Lines `from` … `to` of an answer file, beside the boards of its input. */
interface AnswerFileLines {
  readonly from: number;
  readonly to: number;
  readonly input: vscode.Uri;
  readonly boards: InputBoards;
  readonly puzzle: Puzzle;
  readonly convention: MoveConvention;
}

function answerFileAnswers(
  document: vscode.TextDocument,
  { from, to, input, boards, puzzle, convention }: AnswerFileLines,
): CheckedAnswer[] {
  const answers: CheckedAnswer[] = [];
  // As the judges read output, a final line end does not start another line: an empty last line answers
  // nothing.
  const finalLine = document.lineCount - 1;
  const answerLines = finalLine > 0 && document.lineAt(finalLine).text === '' ? finalLine : finalLine + 1;
  const last = Math.min(to, answerLines - 1, boards.length - 1);
  const mostMoves = distanceTable(puzzle).maxDistance;
  for (let line = from; line <= last; line++) {
    const board = boards.at(line);
    if (!board) continue;
    // Line i answers board i; a line that holds no answer (prose, a printed board, a blank line past the
    // goal) gets no verdict.
    const found = answerFileLine(document.lineAt(line).text, mostMoves, sameBoard(board, puzzle.goal));
    if (!found) continue;
    answers.push({
      range: new vscode.Range(line, found.start, line, found.end),
      text: found.text,
      moves: movesOf(found.reading, convention),
      convention,
      board,
      puzzle,
      inputFile: { uri: input, index: line },
      verdict: judgeReading(puzzle, board, found.reading, undefined, convention),
      shortestOnly: found.reading.kind === 'count',
    });
  }
  return answers;
}

/** A document as the engine's scanner reads it. */
export function linesOf(document: vscode.TextDocument): LineSource {
  return { lineCount: document.lineCount, lineAt: (line) => document.lineAt(line).text };
}
