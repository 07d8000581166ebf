// `npm run bench`: prints the figures the README quotes. Targets are printed
// beside them for the reader; nothing here fails on a slow, shared machine.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allBoards, buildDistanceTable, describeVerdict, distanceTable, findAnswers, formatBoard, judgeAnswer, randomBoardAt, seededRandom, solve } from '../src/engine';

const rows: [string, string, string][] = [];
const report = (what: string, figure: string, target: string): void => {
  rows.push([what, figure, target]);
  console.log(`${what.padEnd(48)} ${figure.padStart(22)}   ${target}`);
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

// 4. The command line, as a child process: wall time (Node start-up
// included) and peak memory (the child's maximum resident set, read by a
// tiny preloaded script from process.resourceUsage(), which every platform
// Node runs on has). `EIGHT_PUZZLE_CLI=path` benches another build, such as
// a copy of an older dist/cli.js, for a before-and-after table.
const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-bench-'));
const cli = process.env.EIGHT_PUZZLE_CLI ?? join(__dirname, '..', 'dist', 'cli.js');
const peakProbe = join(dir, 'peak.js');
writeFileSync(peakProbe, "process.on('exit', () => require('fs').writeFileSync(process.env.BENCH_PEAK_FILE, String(process.resourceUsage().maxRSS)));\n");
/** A run that takes longer than this is stopped and reported as such (the old error reporting was quadratic). */
const RUN_LIMIT_MS = Number(process.env.BENCH_RUN_LIMIT_MS ?? 60_000);

interface CliRun {
  wall: number;
  /** Peak resident memory of each process, in MiB; NaN when a process was stopped. */
  peaks: number[];
  status: number | null;
  timedOut: boolean;
}

/** Runs `eight-puzzle` commands as a pipeline (`a | b`), stdin from `input`, stdout to `output`. */
async function runCli(commands: string[][], input: string | undefined, output: string): Promise<CliRun> {
  const peakFiles = commands.map((_, i) => join(dir, `peak-${i}`));
  peakFiles.forEach((file) => writeFileSync(file, ''));
  const inFd = input === undefined ? 'ignore' : openSync(input, 'r');
  const outFd = openSync(output, 'w');
  const start = process.hrtime.bigint();
  const children: ChildProcess[] = [];
  commands.forEach((args, i) => {
    const stdin = i === 0 ? inFd : children[i - 1].stdout!;
    const stdout = i === commands.length - 1 ? outFd : 'pipe';
    children.push(spawn(process.execPath, ['--require', peakProbe, cli, ...args], { stdio: [stdin, stdout, 'ignore'], env: { ...process.env, BENCH_PEAK_FILE: peakFiles[i] } }));
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    children.forEach((child) => child.kill('SIGKILL'));
  }, RUN_LIMIT_MS);
  const statuses = await Promise.all(children.map((child) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))));
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  clearTimeout(timer);
  if (typeof inFd === 'number') closeSync(inFd);
  closeSync(outFd);
  const peaks = peakFiles.map((file) => {
    const text = readFileSync(file, 'utf8');
    return text === '' ? NaN : Number(text) / 1024;
  });
  return { wall, peaks, status: statuses[statuses.length - 1], timedOut };
}

/** The median wall time of `runs` runs, and the highest peak memory of any process in any run. */
async function benchCli(what: string, commands: string[][], input: string | undefined, runs: number, target = ''): Promise<void> {
  const walls: number[] = [];
  let peak = 0;
  let last: CliRun | undefined;
  for (let i = 0; i < runs; i++) {
    last = await runCli(commands, input, join(dir, 'bench.out'));
    if (last.timedOut) break;
    walls.push(last.wall);
    peak = Math.max(peak, ...last.peaks);
  }
  const figure = last?.timedOut ? `> ${(RUN_LIMIT_MS / 1000).toFixed(0)} s, stopped` : `${ms(median(walls))}, ${peak.toFixed(0)} MiB`;
  report(what, figure, target);
}


// 3. Annotating answers: what the editor does for every visible answer line.
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

/** The command-line figures, after the in-process ones. */
async function benchCommandLine(): Promise<void> {
  const allLines: string[] = [];
  const allAnswers: string[] = [];
  for (const board of allBoards()) {
    allLines.push(formatBoard(board));
    const s = solve(board);
    allAnswers.push(s.solvable ? s.moves : 'unsolvable');
  }
  const allIn = join(dir, 'all.in');
  const allOut = join(dir, 'all.out');
  writeFileSync(allIn, allLines.join('\n') + '\n');
  writeFileSync(allOut, allAnswers.join('\n') + '\n');

  // A million lines: three boards in four good, the fourth bad in one of several ways.
  const BAD_LINES = ['1 2 3 4 5 6 7 4 x', '1 2 3 4 5 6 7 8', 'hello world', '1 2 3 4 5 6 7 8 x 9'];
  const mixedIn: string[] = [];
  const mixedOut: string[] = [];
  for (let i = 0; i < 1_000_000; i++) {
    const k = (i * 7919) % allLines.length;
    const bad = i % 4 === 3;
    mixedIn.push(bad ? BAD_LINES[(i >> 2) % BAD_LINES.length] : allLines[k]);
    mixedOut.push(bad ? 'invalid' : allAnswers[k]);
  }
  const mixedInFile = join(dir, 'mixed.in');
  const mixedOutFile = join(dir, 'mixed.out');
  writeFileSync(mixedInFile, mixedIn.join('\n') + '\n');
  writeFileSync(mixedOutFile, mixedOut.join('\n') + '\n');
  const badFile = join(dir, 'bad.in');
  writeFileSync(badFile, (BAD_LINES[0] + '\n').repeat(1_000_000));

  console.log(`\n${cli}: wall time (median), peak memory (highest process)`);
  const nodeAlone: number[] = [];
  for (let i = 0; i < 7; i++) nodeAlone.push(time(() => spawnSync(process.execPath, ['-e', '0'])));
  report('Node start-up alone (node -e 0)', ms(median(nodeAlone)), '');
  await benchCli('solve, the 9! file (362,880 lines)', [['solve', allIn]], undefined, 7, 'target < 400 ms wall');
  await benchCli('gen --all | solve (the 9! batch)', [['gen', '--all'], ['solve']], undefined, 7, 'target < 400 ms wall, < 100 MiB');
  await benchCli('check, the 9! file and its answers', [['check', allIn, allOut]], undefined, 5, 'target < 100 MiB');
  await benchCli('solve, 1,000,000 lines, 1 in 4 bad', [['solve', mixedInFile]], undefined, 3, 'target < 100 MiB');
  await benchCli('check, 1,000,000 lines, 1 in 4 bad', [['check', mixedInFile, mixedOutFile]], undefined, 3, 'target < 100 MiB');
  await benchCli('solve, 1,000,000 bad lines', [['solve', badFile]], undefined, 3, 'target a few s, < 100 MiB');
  await benchCli('gen --random 10,000,000', [['gen', '--random', '10000000']], undefined, 1, 'target < 100 MiB');
  rmSync(dir, { recursive: true, force: true });
}

benchCommandLine().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
