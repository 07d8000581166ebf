import * as vscode from 'vscode';
import { Board, describeVerdict, formatBoard, SIZE, Verdict } from '../../engine';
import { localizeTemplate } from '../config';
import type { ShowOnBoardArgs } from '../commands/openBoard';

/** The verdict in the user's language, with ✓ or ✗ in front as the annotations show it. */
export function verdictLabel(verdict: Verdict): string {
  const mark = isWrong(verdict) ? '✗' : '✓';
  return `${mark} ${localizeTemplate(describeVerdict(verdict))}`;
}

export function isWrong(verdict: Verdict): boolean {
  return verdict.kind === 'bad-step' || verdict.kind === 'short-of-goal' || verdict.kind === 'wrongly-unsolvable' || verdict.kind === 'board-unsolvable';
}

/** Boards side by side as monospace rows, each under its caption. */
export function gridsSideBySide(boards: readonly { caption: string; board: Board }[]): string {
  const width = Math.max(5, ...boards.map((b) => b.caption.length));
  const rows = [boards.map((b) => b.caption.padEnd(width)).join('   ')];
  for (let row = 0; row < SIZE; row++) {
    rows.push(boards.map((b) => formatBoard(b.board.slice(row * SIZE, row * SIZE + SIZE), { blank: '·' }).padEnd(width)).join('   '));
  }
  return rows.map((row) => row.trimEnd()).join('\n');
}

/** A Markdown link that runs "Show on Board"; the Markdown must trust that one command. */
export function showOnBoardLink(args: ShowOnBoardArgs): string {
  return `[${vscode.l10n.t('Show on Board')}](command:eightPuzzle.showOnBoard?${encodeURIComponent(JSON.stringify([args]))} "${vscode.l10n.t('Open the board at this step')}")`;
}

export function trustedMarkdown(value = ''): vscode.MarkdownString {
  const markdown = new vscode.MarkdownString(value);
  markdown.isTrusted = { enabledCommands: ['eightPuzzle.showOnBoard'] };
  return markdown;
}
