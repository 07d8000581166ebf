// The lab's numbers for one board as a Markdown table, for a note, an issue
// or a homework answer. Pure text from the figures: the page sends it to the
// host, which puts it on the clipboard.
import { Board, formatBoard, Size } from '../../engine';
import type { LabFigures } from '../../protocol/labMessages';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';

/** The table's columns, in the order of figureCells: the page's table and the Markdown one have the same. */
export const HEADINGS = [
  'table.method',
  'table.outcome',
  'table.shortest',
  'table.length',
  'table.expanded',
  'table.generated',
  'table.held',
  'table.time',
] as const;

export function figuresMarkdown(
  size: Size,
  board: Board,
  rows: readonly LabFigures[],
  strings: LabStrings,
): string {
  const header = HEADINGS;
  const lines = [
    `**${strings.get('lab.boardSized', size.name, formatBoard(board))}**`,
    '',
    `| ${header.map((key) => strings.get(key)).join(' | ')} |`,
    `| ${header.map((_, column) => (column < 3 ? '---' : '---:')).join(' | ')} |`,
  ];
  for (const row of rows) lines.push(`| ${figureCells(row, strings).map(escapeCell).join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

/** The cells of one row, as the page's table shows them. */
export function figureCells(row: LabFigures, strings: LabStrings): string[] {
  return [
    strings.method(row.method),
    outcomeText(row, strings),
    row.outcome === 'solved' ? strings.get(row.shortest ? 'table.yes' : 'table.no') : '—',
    row.length === undefined ? '—' : String(row.length),
    formatLocalCount(row.expanded),
    formatLocalCount(row.generated),
    formatLocalCount(row.held),
    milliseconds(row.ms),
  ];
}

export function outcomeText(row: LabFigures, strings: LabStrings): string {
  const outcome = strings.get(`outcome.${row.outcome}`);
  return row.tableEntries === undefined
    ? outcome
    : `${outcome}, ${strings.get('outcome.tableEntries', formatLocalCount(row.tableEntries))}`;
}

export function milliseconds(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : String(Math.round(ms));
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}
