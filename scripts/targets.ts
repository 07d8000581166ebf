// The bench's targets, gathered from every section of `npm run bench` (some
// run in processes of their own) and printed together at the end: each
// measure with its figure (`now`), the figure it is compared with
// (`before`), the target and the machine's load when it was taken. Rows go through a file named by
// BENCH_TARGETS, one JSON object a line, so a child process adds its own.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface TargetRow {
  readonly measure: string;
  readonly now: string;
  readonly before: string;
  readonly target: string;
  /** The one-minute load average when the figure was taken. */
  readonly load: number;
}

/**
 * Records a target's row, when the bench gathers them (BENCH_TARGETS set); a section run alone just prints
 * its own rows.
 */
export function recordTarget(row: Omit<TargetRow, 'load'>): void {
  const file = process.env.BENCH_TARGETS;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ ...row, load: Number(loadavg()[0].toFixed(1)) })}\n`);
}

/** The gathered rows as a Markdown table, in the order they were taken. */
export function printTargets(file: string, cores: number): void {
  const rows: TargetRow[] = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as TargetRow)
    : [];
  console.log(
    `\nTargets, on ${cores} cores; load is the one-minute load average when the figure was taken\n`,
  );
  console.log('| measure | now | before | target | load |');
  console.log('|---|---|---|---|---|');
  for (const row of rows)
    console.log(`| ${row.measure} | ${row.now} | ${row.before} | ${row.target} | ${row.load.toFixed(1)} |`);
  if (rows.length === 0) console.log('| (no target was measured) | | | | |');
}
