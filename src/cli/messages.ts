import { ListedBoard, positionAt } from '../engine';

/**
 * A bad board as a compiler would report it: where, what, and the line with
 * the offending text underlined.
 */
export function describeBoardError(text: string, listed: ListedBoard): string {
  if (listed.result.ok) return '';
  const { offset, length, message } = listed.result.error;
  const at = positionAt(text, listed.offset + offset);
  const lineStart = listed.offset + offset - at.column;
  let lineEnd = text.indexOf('\n', lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  const lineText = text.slice(lineStart, lineEnd).replace(/\r$/, '').replace(/\t/g, ' ');
  const underline = ' '.repeat(at.column) + '^'.repeat(Math.max(1, Math.min(length, lineText.length - at.column)));
  return `line ${at.line + 1}, column ${at.column + 1}: ${message}\n  ${lineText}\n  ${underline}`;
}
