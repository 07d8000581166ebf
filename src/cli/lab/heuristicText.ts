// The text form of a heuristic's check: what was checked and whether it is
// proven, the verdicts, the worst boards drawn as boards, h against the true
// distance by distance, and A* and IDA* with it beside the lab's bounds.
import { formatGrid, parseBoard, Size, sizeByKey, isSizeKey } from '../../engine';
import type { ComparisonRow, HeuristicReport, Overestimate } from '../../lab/spec';
import { count, formatCount } from '../io/messages';
import { columnLines } from './columns';

/** A table of the report, indented under its heading. */
function layout(
  header: readonly string[],
  body: readonly (readonly string[])[],
  right: readonly boolean[],
): string {
  return columnLines(header, body, right)
    .map((text) => `  ${text}`)
    .join('\n');
}

function figure(value: number): string {
  return Number.isInteger(value) ? formatCount(value) : value.toFixed(2);
}

/** A board of the report (judges' form) as its grid, each line indented. */
function grid(size: Size, text: string): string[] {
  const parsed = parseBoard(text, size);
  return parsed.ok ? formatGrid(size, parsed.board).split('\n') : [text];
}

/** Grids beside each other, each under its caption. */
function besideEachOther(blocks: readonly { caption: string; lines: string[] }[]): string {
  const widths = blocks.map((block) =>
    Math.max(block.caption.length, ...block.lines.map((line) => line.length)),
  );
  const height = Math.max(...blocks.map((block) => block.lines.length));
  const rows = [blocks.map((block, i) => block.caption.padEnd(widths[i])).join('    ')];
  for (let r = 0; r < height; r++)
    rows.push(blocks.map((block, i) => (block.lines[r] ?? '').padEnd(widths[i])).join('    '));
  return rows.map((row) => `  ${row.trimEnd()}`).join('\n');
}

function overestimateLine(over: Overestimate): string {
  return `  ${over.board}   h ${figure(over.h)}, distance ${over.distance}`;
}

function checkedLine(report: HeuristicReport): string {
  if (report.proven)
    return `Checked on every board the goal reaches: ${formatCount(report.boards)} boards and ${formatCount(report.edges)} edges. Proven.`;
  return `Checked on a sample: ${count(report.boards, 'board')} of exact distance and ${count(report.edges, 'edge')} around them. Not proven: a sample can miss the boards where h goes wrong.`;
}

function verdicts(report: HeuristicReport, size: Size): string[] {
  const lines = [
    `h at the goal: ${figure(report.goalValue)}${report.goalValue === 0 ? '' : ' (it must be 0)'}`,
  ];
  if (report.admissible)
    lines.push(
      `Admissible: yes, h never exceeds the true distance${report.proven ? '' : ' on these boards'}.`,
    );
  else {
    lines.push(
      `Admissible: no, h exceeds the true distance on ${count(report.overestimates, 'board')}. The worst:`,
    );
    if (report.worst) {
      lines.push(
        besideEachOther([
          {
            caption: `h ${figure(report.worst.h)}, distance ${report.worst.distance}`,
            lines: grid(size, report.worst.board),
          },
        ]),
      );
      if (report.moreWorst.length > 0) lines.push('  and then:', ...report.moreWorst.map(overestimateLine));
    }
  }
  if (report.consistent)
    lines.push(
      `Consistent: yes, h changes by at most 1 across each of the ${formatCount(report.edges)} edges.`,
    );
  else {
    lines.push(
      `Consistent: no, on ${formatCount(report.inconsistentEdges)} of the ${count(report.edges, 'edge')} h changes by more than the one move between its ends. The widest:`,
    );
    const edge = report.worstEdge;
    if (edge)
      lines.push(
        besideEachOther([
          { caption: `h ${figure(edge.hFrom)}`, lines: grid(size, edge.from) },
          { caption: `h ${figure(edge.hTo)}`, lines: grid(size, edge.to) },
        ]),
      );
  }
  return lines;
}

function distanceTable(report: HeuristicReport): string {
  const body = report.byDistance.map((row) => [
    String(row.distance),
    formatCount(row.boards),
    row.meanH.toFixed(2),
    row.meanRatio === null ? '-' : row.meanRatio.toFixed(2),
    `${((100 * row.exact) / row.boards).toFixed(0)}%`,
    formatCount(row.over),
  ]);
  return layout(['distance', 'boards', 'mean h', 'mean h/distance', 'exact', 'over'], body, [
    true,
    true,
    true,
    true,
    true,
    true,
  ]);
}

const HEURISTIC_WORDS: Readonly<Record<ComparisonRow['heuristic'], string>> = {
  yours: 'yours',
  manhattan: 'Manhattan',
  'linear-conflict': 'linear conflict',
  'pattern-databases': 'pattern databases',
};

function comparisonTable(report: HeuristicReport): string {
  const { comparison } = report;
  if (comparison.rows.length === 0) {
    return 'A* and IDA* with yours: not run. h is known only on the sample, and a search would ask it about other boards.';
  }
  const body = comparison.rows.map((row) => [
    row.search === 'astar' ? 'A*' : 'IDA*',
    HEURISTIC_WORDS[row.heuristic],
    row.meanExpanded < 100 ? row.meanExpanded.toFixed(1) : formatCount(Math.round(row.meanExpanded)),
    `${row.shortest} of ${row.boards}`,
    formatCount(row.budgetSpent),
  ]);
  return [
    `A* and IDA* on ${count(comparison.boards, 'board')} from every distance (seed ${comparison.seed}; at most ${formatCount(comparison.budget)} nodes a search):`,
    layout(['search', 'heuristic', 'mean expanded', 'shortest', 'budget spent'], body, [
      false,
      false,
      true,
      true,
      true,
    ]),
    '  (A* keeps h as a whole number: a fraction h gives is rounded down there; IDA* keeps it.)',
  ].join('\n');
}

export function heuristicText(report: HeuristicReport): string {
  const size = isSizeKey(report.size) ? sizeByKey(report.size) : undefined;
  if (!size) throw new Error(`a report of size ${report.size}`);
  return (
    [
      `${report.file} (${report.language}) on ${size.name} toward ${report.goal}`,
      checkedLine(report),
      ...verdicts(report, size),
      '',
      'h against the true distance:',
      distanceTable(report),
      '',
      comparisonTable(report),
      '',
      `${formatCount(report.calls)} calls of h in ${(report.evaluateMs / 1000).toFixed(2)} s; ${(report.totalMs / 1000).toFixed(2)} s in all.`,
    ].join('\n') + '\n'
  );
}
