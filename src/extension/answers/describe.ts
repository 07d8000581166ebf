import * as vscode from 'vscode';
import { Board, describeVerdict, formatGrid, isAccepted, Size, Verdict } from '../../engine';
import { CommandId } from '../commandIds';
import { localizeTemplate } from '../config';
import type { ShowOnBoardArgs } from '../commands/openBoard';

/**
 * The verdict in the user's language, with ✓ or ✗ in front as the annotations
 * show it. `quote` is applied to the text the verdict quotes from the user's
 * file (a bad step's character), for Markdown.
 */
export function verdictLabel(
  verdict: Verdict,
  quote: (text: string) => string = (text) => text,
  shortestOnly = false,
): string {
  const mark = isAccepted(verdict, shortestOnly) ? '✓' : '✗';
  const { template, args } = describeVerdict(verdict);
  return `${mark} ${localizeTemplate({ template, args: args.map((arg) => (typeof arg === 'string' ? quote(arg) : arg)) })}`;
}

/** Whether a verdict is about the board's goal: unsolvable is only ever unsolvable toward one goal. */
export function saysUnsolvable(verdict: Verdict): boolean {
  return verdict.kind === 'board-unsolvable' || verdict.kind === 'unsolvable';
}

/** A verdict with a note after it, as "{0} ({1})" in the user's language. */
export function withNote(text: string, note: string): string {
  return vscode.l10n.t('{0} ({1})', text, note);
}

/** Boards of one size side by side as monospace rows, each under its caption. */
export function gridsSideBySide(size: Size, boards: readonly { caption: string; board: Board }[]): string {
  // Two-digit tiles (4×4) take two columns, so every cell is padded to the widest.
  const cellWidth = String(size.cells).length;
  // The blank is padded with the tiles, not before: a padded blank would hold the separator and split into
  // two cells.
  const grids = boards.map((b) =>
    formatGrid(size, b.board, { blank: '·' })
      .split('\n')
      .map((row) => row.replace(/\S+/g, (cell) => cell.padStart(cellWidth))),
  );
  const width = Math.max(
    5,
    ...boards.map((b) => displayWidth(b.caption)),
    ...grids.map((grid) => grid[0]?.length ?? 0),
  );
  const rows = [boards.map((b) => padToWidth(b.caption, width)).join('   ')];
  for (let row = 0; row < (grids[0]?.length ?? 0); row++)
    rows.push(grids.map((grid) => padToWidth(grid[row], width)).join('   '));
  return rows.map((row) => row.trimEnd()).join('\n');
}

/**
 * East Asian wide characters: a translated caption (起始, 第 3 步后) takes two columns of a monospace font per
 * character.
 */
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
export function literalMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** A Markdown link that runs "Show on Board"; the Markdown must trust that command. */
export function showOnBoardLink(args: ShowOnBoardArgs): string {
  return `[${vscode.l10n.t('Show on Board')}](command:${CommandId.showOnBoard}?${linkQuery(args)} "${vscode.l10n.t('Open the board at this step')}")`;
}

/**
 * A Markdown link that runs the solver on a board of a size with no distance table ("Solve"), with its
 * progress and Cancel.
 */
export function solveLink(args: ShowOnBoardArgs): string {
  return `[${vscode.l10n.t('Solve')}](command:${CommandId.solveBoard}?${linkQuery(args)} "${vscode.l10n.t('Find the shortest solution')}")`;
}

function linkQuery(args: ShowOnBoardArgs): string {
  // encodeURIComponent leaves ( ) ' ! * alone; a `)` from a file name would end the link early.
  return encodeURIComponent(JSON.stringify([args])).replace(
    /[()'!*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An answer's place as "Show on Board" takes it: plain numbers, as command links need. */
export function rangeArgs(range: vscode.Range): [number, number, number] {
  return [range.start.line, range.start.character, range.end.character];
}

export function trustedMarkdown(value = ''): vscode.MarkdownString {
  const markdown = new vscode.MarkdownString(value);
  // Only the two commands the hovers link to; both check every argument a document can forge.
  markdown.isTrusted = { enabledCommands: [CommandId.showOnBoard, CommandId.solveBoard] };
  return markdown;
}
