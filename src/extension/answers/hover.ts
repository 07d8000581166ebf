import * as vscode from 'vscode';
import {
  Board,
  boardsAlong,
  formatBoard,
  hasTable,
  isSolvable,
  MOST_GRID_ROWS,
  moveStarts,
  movesOfText,
  Puzzle,
  solve,
  UNSOLVABLE,
} from '../../engine';
import type { LargeAnswer } from '../largeBoards';
import { knownLargeAnswer } from '../largeBoards';
import { goalNote, readingOf } from './fileReading';
import { isInScope } from '../scope';
import { boardKey, boardRange, CheckedAnswer, DocumentAnswers } from './documentAnswers';
import {
  literalMarkdown,
  gridsSideBySide,
  rangeArgs,
  showOnBoardLink,
  solveLink,
  trustedMarkdown,
  verdictLabel,
} from './describe';

/**
 * Hovering a move string shows the board after the move under the mouse,
 * the start and end boards, and the verdict; hovering a board shows its
 * shortest solution.
 */
export class AnswerHover implements vscode.HoverProvider {
  constructor(private readonly answers: DocumentAnswers) {}

  async provideHover(
    document: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<vscode.Hover | undefined> {
    if (!isInScope(document)) return undefined;
    const answer = await this.answers.answerAt(document, position);
    if (answer && answer.text !== '')
      return new vscode.Hover(answerHover(document, answer, position), answer.range);
    // The tallest grid starts MOST_GRID_ROWS − 1 lines above its last.
    const board = this.answers
      .boardsIn(document, Math.max(0, position.line - (MOST_GRID_ROWS - 1)), position.line)
      .find((found) => boardRange(found).contains(position));
    if (!board?.result.ok) return undefined;
    // A case that gives its own goal (HDU 3567) is solved toward it, as its lens and its answer are.
    const puzzle =
      this.answers.caseGoalsIn(document, board.line, board.line).get(boardKey(board)) ??
      readingOf(document).puzzleFor(board.size);
    return new vscode.Hover(
      boardHover(document, puzzle, board.result.board, boardRange(board).end.line),
      boardRange(board),
    );
  }
}

function answerHover(
  document: vscode.TextDocument,
  answer: CheckedAnswer,
  position: vscode.Position,
): vscode.MarkdownString {
  const markdown = trustedMarkdown();
  const { size } = answer.puzzle;
  const boards = boardsAlong(size, answer.board, answer.moves);
  // `unsolvable`, or a first letter that cannot be played: there is only the start to show.
  if (answer.text === UNSOLVABLE || boards.length === 1) {
    // The verdict quotes the answer's first bad character, which may be anything.
    markdown.appendMarkdown(`**${verdictLabel(answer.verdict, literalMarkdown, answer.shortestOnly)}**\n\n`);
    markdown.appendCodeblock(
      gridsSideBySide(size, [{ caption: vscode.l10n.t('start'), board: answer.board }]),
      'text',
    );
    return markdown;
  }
  // Over the k-th move, show the board after k moves (a letter each, or a word each: `R D L`, `['UP', 'LEFT']`).
  const offset = position.character - answer.range.start.character;
  const upTo = moveStarts(answer.text).filter((start) => start <= offset).length;
  const step = Math.max(1, Math.min(boards.length - 1, upTo));
  // The move as written (a letter, since the boards stop at the first bad step: safe in a code span), though
  // a tile's letter plays mirrored.
  const letter = movesOfText(answer.text)[step - 1] ?? answer.moves[step - 1];
  markdown.appendMarkdown(
    `**${vscode.l10n.t('After move {0} of {1}', step, answer.moves.length)}** \`${letter}\` · ${verdictLabel(answer.verdict, literalMarkdown, answer.shortestOnly)}\n\n`,
  );
  markdown.appendCodeblock(
    gridsSideBySide(size, [
      { caption: vscode.l10n.t('start'), board: answer.board },
      { caption: vscode.l10n.t('after {0}', step), board: boards[step] },
      { caption: vscode.l10n.t('end'), board: boards[boards.length - 1] },
    ]),
    'text',
  );
  markdown.appendMarkdown(
    `\n${describeLength(document, answer)} · ${showOnBoardLink({
      board: formatBoard(answer.board),
      size: size.key,
      // The board plays what can be played: a wrong answer up to its bad step.
      moves: answer.moves.slice(0, boards.length - 1),
      step,
      uri: document.uri.toString(),
      line: answer.range.start.line,
      answer: rangeArgs(answer.range),
    })}`,
  );
  return markdown;
}

function describeLength(document: vscode.TextDocument, answer: CheckedAnswer): string {
  const steps = answer.moves.length;
  const { puzzle, board } = answer;
  if (!hasTable(puzzle.size)) {
    if (!isSolvable(puzzle, board)) return vscode.l10n.t('{0} steps, the board is unsolvable', steps);
    const known = knownLargeAnswer(puzzle, board);
    if (known?.kind === 'shortest')
      return vscode.l10n.t('{0} steps, shortest: {1} moves', steps, known.moves.length);
    if (known?.kind === 'unproven')
      return vscode.l10n.t(
        '{0} steps, shortest not known yet (the solver found {1} moves)',
        steps,
        known.moves.length,
      );
    return `${vscode.l10n.t('{0} steps, shortest not known yet', steps)} · ${solveLink(solveArgs(document, puzzle, board, answer.boardRange?.end.line ?? answer.range.start.line))}`;
  }
  const optimal = solve(puzzle, board);
  // One template per case rather than pieces joined with ", ", so translations choose their own punctuation.
  return optimal.solvable
    ? vscode.l10n.t('{0} steps, shortest: {1} moves', steps, optimal.distance)
    : vscode.l10n.t('{0} steps, the board is unsolvable', steps);
}

/**
 * What the Solve link of a large board passes to Solve Board: the board, its size, and where to insert an
 * answer.
 */
function solveArgs(
  document: vscode.TextDocument,
  puzzle: Puzzle,
  board: Board,
  lastLine: number,
): { board: string; size: string; uri: string; line: number } {
  return {
    board: formatBoard(board),
    size: puzzle.size.key,
    uri: document.uri.toString(),
    line: Math.max(0, lastLine),
  };
}

/** A large board's hover: its size, and what the solver knows of it or a link that asks it. */
function largeBoardHover(
  document: vscode.TextDocument,
  puzzle: Puzzle,
  board: Board,
  lastLine: number,
): vscode.MarkdownString {
  const markdown = trustedMarkdown();
  const { size } = puzzle;
  const show = (moves: string): string =>
    showOnBoardLink({
      board: formatBoard(board),
      size: size.key,
      moves,
      uri: document.uri.toString(),
      line: lastLine,
    });
  if (!isSolvable(puzzle, board)) {
    markdown.appendMarkdown(
      `**${vscode.l10n.t('Unsolvable')}**: ${vscode.l10n.t('this board cannot reach the goal ({0}).', goalNote(readingOf(document), size))}\n\n${show('')}`,
    );
    return markdown;
  }
  const known: LargeAnswer | undefined = knownLargeAnswer(puzzle, board);
  if (known?.kind === 'shortest' || known?.kind === 'unproven') {
    const title =
      known.kind === 'shortest'
        ? vscode.l10n.t('Shortest solution: {0} moves', known.moves.length)
        : vscode.l10n.t('{0} board · {1} moves (not proven shortest)', size.name, known.moves.length);
    markdown.appendMarkdown(`**${title}**\n\n`);
    if (known.moves.length > 0) markdown.appendCodeblock(known.moves, 'text');
    markdown.appendMarkdown(show(known.moves));
    return markdown;
  }
  markdown.appendMarkdown(
    `**${vscode.l10n.t('{0} board', size.name)}** · ${vscode.l10n.t('Solve to find the shortest solution')}\n\n`,
  );
  markdown.appendMarkdown(`${solveLink(solveArgs(document, puzzle, board, lastLine))} · ${show('')}`);
  return markdown;
}

function boardHover(
  document: vscode.TextDocument,
  puzzle: Puzzle,
  board: Board,
  lastLine: number,
): vscode.MarkdownString {
  if (!hasTable(puzzle.size)) return largeBoardHover(document, puzzle, board, lastLine);
  const solution = solve(puzzle, board);
  const size = puzzle.size.key;
  const markdown = trustedMarkdown();
  if (!solution.solvable) {
    markdown.appendMarkdown(
      `**${vscode.l10n.t('Unsolvable')}**: ${vscode.l10n.t('this board cannot reach the goal ({0}).', goalNote(readingOf(document), puzzle.size))}\n\n`,
    );
    markdown.appendMarkdown(
      showOnBoardLink({
        board: formatBoard(board),
        size,
        moves: '',
        uri: document.uri.toString(),
        line: lastLine,
      }),
    );
    return markdown;
  }
  markdown.appendMarkdown(`**${vscode.l10n.t('Shortest solution: {0} moves', solution.distance)}**\n\n`);
  if (solution.distance > 0) markdown.appendCodeblock(solution.moves, 'text');
  markdown.appendMarkdown(
    showOnBoardLink({
      board: formatBoard(board),
      size,
      moves: solution.moves,
      uri: document.uri.toString(),
      line: lastLine,
    }),
  );
  return markdown;
}
