import * as vscode from 'vscode';
import { boardsAlong, formatBoard, solve, UNSOLVABLE } from '../../engine';
import { readSettings } from '../config';
import { isInScope } from '../scope';
import { boardRange, CheckedAnswer, DocumentAnswers } from './documentAnswers';
import { escapeMarkdown, gridsSideBySide, rangeArgs, showOnBoardLink, trustedMarkdown, verdictLabel } from './describe';

/**
 * Hovering a move string shows the board after the move under the mouse,
 * the start and end boards, and the verdict; hovering a board shows its
 * shortest solution.
 */
export class AnswerHover implements vscode.HoverProvider {
  constructor(private readonly answers: DocumentAnswers) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    if (!isInScope(document)) return undefined;
    const answer = await this.answers.answerAt(document, position);
    if (answer && answer.text !== '') return new vscode.Hover(answerHover(document, answer, position), answer.range);
    const board = this.answers.boardsIn(document, Math.max(0, position.line - 2), position.line).find((found) => boardRange(found).contains(position));
    if (!board?.result.ok) return undefined;
    return new vscode.Hover(boardHover(document, board.result.board, boardRange(board).end.line), boardRange(board));
  }
}

function answerHover(document: vscode.TextDocument, answer: CheckedAnswer, position: vscode.Position): vscode.MarkdownString {
  const markdown = trustedMarkdown();
  const boards = boardsAlong(answer.board, answer.text);
  // `unsolvable`, or a first letter that cannot be played: there is only the start to show.
  if (answer.text === UNSOLVABLE || boards.length === 1) {
    // The verdict quotes the answer's first bad character, which may be anything.
    markdown.appendMarkdown(`**${verdictLabel(answer.verdict, escapeMarkdown)}**\n\n`);
    markdown.appendCodeblock(gridsSideBySide([{ caption: vscode.l10n.t('start'), board: answer.board }]), 'text');
    return markdown;
  }
  // Over the k-th letter, show the board after k moves.
  const step = Math.max(1, Math.min(boards.length - 1, position.character - answer.range.start.character + 1));
  // A move letter, since the boards stop at the first bad step: safe in a code span.
  const letter = answer.text[step - 1];
  markdown.appendMarkdown(`**${vscode.l10n.t('After move {0} of {1}', step, answer.text.length)}** \`${letter}\` · ${verdictLabel(answer.verdict, escapeMarkdown)}\n\n`);
  markdown.appendCodeblock(
    gridsSideBySide([
      { caption: vscode.l10n.t('start'), board: answer.board },
      { caption: vscode.l10n.t('after {0}', step), board: boards[step] },
      { caption: vscode.l10n.t('end'), board: boards[boards.length - 1] },
    ]),
    'text',
  );
  markdown.appendMarkdown(`\n${describeLength(answer)} · ${showOnBoardLink({
    board: formatBoard(answer.board),
    // The board plays what can be played: a wrong answer up to its bad step.
    moves: answer.text.slice(0, boards.length - 1),
    step,
    uri: document.uri.toString(),
    line: answer.range.start.line,
    answer: rangeArgs(answer.range),
  })}`);
  return markdown;
}

function describeLength(answer: CheckedAnswer): string {
  const optimal = solve(answer.board, readSettings().goal);
  // One template per case rather than pieces joined with ", ", so translations choose their own punctuation.
  return optimal.solvable
    ? vscode.l10n.t('{0} steps, shortest: {1} moves', answer.text.length, optimal.distance)
    : vscode.l10n.t('{0} steps, the board is unsolvable', answer.text.length);
}

function boardHover(document: vscode.TextDocument, board: number[] | readonly number[], lastLine: number): vscode.MarkdownString {
  const solution = solve(board, readSettings().goal);
  const markdown = trustedMarkdown();
  if (!solution.solvable) {
    markdown.appendMarkdown(`**${vscode.l10n.t('Unsolvable')}**: ${vscode.l10n.t('this board cannot reach the goal.')}\n\n`);
    markdown.appendMarkdown(showOnBoardLink({ board: formatBoard(board), moves: '', uri: document.uri.toString(), line: lastLine }));
    return markdown;
  }
  markdown.appendMarkdown(`**${vscode.l10n.t('Shortest solution: {0} moves', solution.distance)}**\n\n`);
  if (solution.distance > 0) markdown.appendCodeblock(solution.moves, 'text');
  markdown.appendMarkdown(showOnBoardLink({ board: formatBoard(board), moves: solution.moves, uri: document.uri.toString(), line: lastLine }));
  return markdown;
}
