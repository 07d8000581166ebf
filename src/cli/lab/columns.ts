/**
 * A table's lines, as the lab's text reports lay them out: each column padded
 * to its widest cell (the header's included), right-aligned where
 * `rightAligned` says (numbers), two spaces between columns and none at a
 * line's end; `underlined` puts a rule of dashes under the header.
 */
export function columnLines(
  header: readonly string[],
  body: readonly (readonly string[])[],
  rightAligned: readonly boolean[],
  { underlined = false }: { readonly underlined?: boolean } = {},
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column].length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) =>
        rightAligned[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const rule = underlined ? [line(widths.map((width) => '-'.repeat(width)))] : [];
  return [line(header), ...rule, ...body.map(line)];
}
