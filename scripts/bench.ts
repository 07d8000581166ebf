// `npm run bench`: prints the figures the README quotes. Targets are printed
// beside them for the reader; nothing here fails on a slow, shared machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allBoards, buildDistanceTable, describeVerdict, distanceTable, findAnswers, formatBoard, judgeAnswer, randomBoardAt, seededRandom, solve } from '../src/engine';

const rows: [string, string, string][] = [];
const report = (what: string, figure: string, target: string): void => {
  rows.push([what, figure, target]);
  console.log(`${what.padEnd(44)} ${figure.padStart(14)}   ${target}`);
};
const median = (values: number[]): number => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number): string => `${value.toFixed(1)} ms`;

function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

// 1. The distance table.
const heapBefore = process.memoryUsage();
const firstBuild = time(() => distanceTable());
const heapAfter = process.memoryUsage();
report('table build, first in the process', ms(firstBuild), 'target < 30 ms');
const rebuilds: number[] = [];
for (let i = 0; i < 15; i++) rebuilds.push(time(() => buildDistanceTable()));
report('table build, median of 15 rebuilds', ms(median(rebuilds)), '');
report('table memory (typed arrays kept)', `${(distanceTable().bytes / 1024 / 1024).toFixed(2)} MiB`, '');
report(
  'memory growth while building (array buffers)',
  `${((heapAfter.arrayBuffers - heapBefore.arrayBuffers) / 1024 / 1024).toFixed(2)} MiB`,
  '',
);

// 2. One solve on a built table.
const random = seededRandom(2026);
const boards = Array.from({ length: 100_000 }, (_, i) => randomBoardAt(i % 32, random)!);
let totalMoves = 0;
const solveAll = time(() => {
  for (const board of boards) {
    const s = solve(board);
    if (s.solvable) totalMoves += s.moves.length;
  }
});
report('one solve on a built table (mean of 100,000)', `${((solveAll * 1000) / boards.length).toFixed(2)} µs`, 'target < 10 µs');
const hardest = [8, 6, 7, 2, 5, 4, 3, 9, 1];
const worst: number[] = [];
for (let i = 0; i < 1000; i++) worst.push(time(() => solve(hardest)) * 1000);
report('one solve of a 31-move board (median)', `${median(worst).toFixed(2)} µs`, '');

// 3. The whole 9! batch through the command line, Node start-up included.
const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-bench-'));
const input = join(dir, 'all.in');
const lines: string[] = [];
for (const board of allBoards()) lines.push(formatBoard(board));
writeFileSync(input, lines.join('\n') + '\n');
const cli = join(__dirname, '..', 'dist', 'cli.js');
const walls: number[] = [];
let outputBytes = 0;
for (let i = 0; i < 7; i++) {
  const output = join(dir, 'all.out');
  const fd = openSync(output, 'w');
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [cli, 'solve', input], { stdio: ['ignore', fd, 'inherit'] });
  walls.push(Number(process.hrtime.bigint() - start) / 1e6);
  closeSync(fd);
  if (run.status !== 0) throw new Error(`eight-puzzle solve exited ${run.status}`);
  outputBytes = statSync(output).size;
}
const nodeAlone: number[] = [];
for (let i = 0; i < 7; i++) nodeAlone.push(time(() => spawnSync(process.execPath, ['-e', '0'])));
report('9! batch: eight-puzzle solve, 362,880 lines', ms(median(walls)), 'target < 400 ms wall');
report('  of which Node start-up alone', ms(median(nodeAlone)), '');
report('  output size', `${(outputBytes / 1024 / 1024).toFixed(2)} MiB`, '');

// 4. Annotating answers: what the editor does for every visible answer line.
const answerLines = boards.slice(0, 10_000).map((board, i) => {
  const s = solve(board);
  const answer = !s.solvable ? 'unsolvable' : i % 3 === 0 ? s.moves.slice(0, -1) : s.moves;
  return `${formatBoard(board)}   ${answer}`;
});
const annotateTimes: number[] = [];
let labels = 0;
for (let run = 0; run < 5; run++) {
  annotateTimes.push(
    time(() => {
      for (const answer of findAnswers(answerLines)) {
        if (!answer.board.result.ok) continue;
        labels += describeVerdict(judgeAnswer(answer.board.result.board, answer.text)).message.length > 0 ? 1 : 0;
      }
    }),
  );
}
report('annotate 10,000 answer lines (find, pair, judge)', ms(median(annotateTimes)), 'target < 200 ms');
console.log(`\n(check sums: ${totalMoves} moves, ${labels} labels)`);
