import * as vscode from 'vscode';
import { Board, describeVerdict, formatBoard, isAccepted, SIZE, Verdict } from '../../engine';
import { localizeTemplate } from '../config';
import type { ShowOnBoardArgs } from '../commands/openBoard';

/**
 * The verdict in the user's language, with ✓ or ✗ in front as the annotations
 * show it. `quote` is applied to the text the verdict quotes from the user's
 * file (a bad step's character), for Markdown.
 */
export function verdictLabel(verdict: Verdict, quote: (text: string) => string = (text) => text): string {
  const mark = isAccepted(verdict) ? '✓' : '✗';
  const { template, args } = describeVerdict(verdict);
  return `${mark} ${localizeTemplate({ template, args: args.map((arg) => (typeof arg === 'string' ? quote(arg) : arg)) })}`;
}

/** Boards side by side as monospace rows, each under its caption. */
export function gridsSideBySide(boards: readonly { caption: string; board: Board }[]): string {
  const width = Math.max(5, ...boards.map((b) => displayWidth(b.caption)));
  const rows = [boards.map((b) => padToWidth(b.caption, width)).join('   ')];
  for (let row = 0; row < SIZE; row++) {
    // The whole board is formatted, then cut: formatBoard knows the blank by the board's length, which a row's slice is not.
    rows.push(boards.map((b) => padToWidth(formatBoard(b.board, { blank: '·' }).split(' ').slice(row * SIZE, row * SIZE + SIZE).join(' '), width)).join('   '));
  }
  return rows.map((row) => row.trimEnd()).join('\n');
}

/** East Asian wide characters: a translated caption (起始, 第 3 步后) takes two columns of a monospace font per character. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;

function displayWidth(text: string): number {
  return text.length + (text.match(WIDE)?.length ?? 0);
}

/** `padEnd` by columns rather than characters, so the boards under Chinese captions stay aligned. */
function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * `text` as literal Markdown: every ASCII punctuation character escaped with
 * a backslash, as CommonMark allows for any of them. Text from the user's file
 * (an answer file's line can hold anything) then stays text: no emphasis, no
 * code, no HTML, no link, not even a bare `https://` that would become one.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** A Markdown link that runs "Show on Board"; the Markdown must trust that one command. */
export function showOnBoardLink(args: ShowOnBoardArgs): string {
  // encodeURIComponent leaves ( ) ' ! * alone; a `)` from a file name would end the link early.
  const query = encodeURIComponent(JSON.stringify([args])).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${vscode.l10n.t('Show on Board')}](command:eightPuzzle.showOnBoard?${query} "${vscode.l10n.t('Open the board at this step')}")`;
}

/** An answer's place as "Show on Board" takes it: plain numbers, as command links need. */
export function rangeArgs(range: vscode.Range): [number, number, number] {
  return [range.start.line, range.start.character, range.end.character];
}

export function trustedMarkdown(value = ''): vscode.MarkdownString {
  const markdown = new vscode.MarkdownString(value);
  markdown.isTrusted = { enabledCommands: ['eightPuzzle.showOnBoard'] };
  return markdown;
}
