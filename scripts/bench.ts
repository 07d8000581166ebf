// `npm run bench`: prints the figures docs/performance.md quotes. Targets are printed
// beside them for the reader; nothing here fails on a slow, shared machine.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  allBoards,
  buildDistanceTable,
  describeVerdict,
  distanceTable,
  EIGHT_PUZZLE,
  findAnswers,
  formatBoard,
  hasTable,
  judgeAnswer,
  puzzleOf,
  randomBoardAt,
  seededRandom,
  SIZES,
  solve,
} from '../src/engine';
import { METHODS } from '../src/engine/search';
import { judge, JudgeOptions, JudgeReport } from '../src/judge';
import { CONTAINMENT_VARIABLE, ISOLATION_VARIABLE } from '../src/judge/sandbox';
import { median, ms, printRow, time } from './figures';
import { printTargets, recordTarget } from './targets';
import { nineFactorialBatch } from '../test/unit/support/nineFactorial';

const rows: [string, string, string][] = [];
const report = (what: string, figure: string, target: string): void => {
  rows.push([what, figure, target]);
  printRow(what, figure, target);
};

console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

// 1. The distance table.
const heapBefore = process.memoryUsage();
const firstBuild = time(() => distanceTable(EIGHT_PUZZLE));
const heapAfter = process.memoryUsage();
report('table build, first in the process', ms(firstBuild), 'target < 30 ms');
const rebuilds: number[] = [];
for (let i = 0; i < 15; i++) rebuilds.push(time(() => buildDistanceTable(EIGHT_PUZZLE)));
report('table build, median of 15 rebuilds', ms(median(rebuilds)), '');
report(
  'table memory (typed arrays kept)',
  `${(distanceTable(EIGHT_PUZZLE).bytes / 1024 / 1024).toFixed(2)} MiB`,
  '',
);
report(
  'memory growth while building (array buffers)',
  `${((heapAfter.arrayBuffers - heapBefore.arrayBuffers) / 1024 / 1024).toFixed(2)} MiB`,
  '',
);

// 2. One solve on a built table.
const random = seededRandom(2026);
const boards = Array.from({ length: 100_000 }, (_, i) => randomBoardAt(EIGHT_PUZZLE, i % 32, random)!);
let totalMoves = 0;
const solveAll = time(() => {
  for (const board of boards) {
    const s = solve(EIGHT_PUZZLE, board);
    if (s.solvable) totalMoves += s.moves.length;
  }
});
report(
  'one solve on a built table (mean of 100,000)',
  `${((solveAll * 1000) / boards.length).toFixed(2)} µs`,
  'target < 10 µs',
);
const hardest = [8, 6, 7, 2, 5, 4, 3, 9, 1];
const worst: number[] = [];
for (let i = 0; i < 1000; i++) worst.push(time(() => solve(EIGHT_PUZZLE, hardest)) * 1000);
report('one solve of a 31-move board (median)', `${median(worst).toFixed(2)} µs`, '');

// 2b. Every other size with a distance table (≤ 9 cells): its table, and one solve on it.
for (const size of SIZES.filter((one) => hasTable(one) && one !== EIGHT_PUZZLE.size)) {
  const puzzle = puzzleOf(size);
  const build = time(() => buildDistanceTable(puzzle));
  const table = distanceTable(puzzle);
  const sized = seededRandom(7);
  const sample = Array.from({ length: 100_000 }, () =>
    randomBoardAt(puzzle, Math.floor(sized() * (table.maxDistance + 1)), sized)!,
  );
  let moves = 0;
  const all = time(() => {
    for (const board of sample) {
      const s = solve(puzzle, board);
      if (s.solvable) moves += s.moves.length;
    }
  });
  report(
    `${size.name}: table build / one solve (mean of 100,000)`,
    `${ms(build)} / ${((all * 1000) / sample.length).toFixed(2)} µs`,
    size.cells === 6 ? 'target < 10 µs' : '',
  );
  totalMoves += moves;
}

// 4. The command line, as a child process: wall time (Node start-up
// included) and peak memory (the child's maximum resident set, read by a
// tiny preloaded script from process.resourceUsage(), which every platform
// Node runs on has). `EIGHT_PUZZLE_CLI=path` benches another build, such as
// a copy of an older dist/cli.js, to compare two builds side by side.
const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-bench-'));
// Every section's targets, this process's and its children's, printed together at the end.
process.env.BENCH_TARGETS ??= join(dir, 'targets.jsonl');
const cli = process.env.EIGHT_PUZZLE_CLI ?? join(__dirname, '..', 'dist', 'cli.js');
const peakProbe = join(dir, 'peak.js');
writeFileSync(
  peakProbe,
  "process.on('exit', () => require('fs').writeFileSync(process.env.BENCH_PEAK_FILE, String(process.resourceUsage().maxRSS)));\n",
);
/**
 * A run that takes longer than this is stopped and reported as such, so one gone quadratic cannot hold up the
 * rest.
 */
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
    children.push(
      spawn(process.execPath, ['--require', peakProbe, cli, ...args], {
        stdio: [stdin, stdout, 'ignore'],
        env: { ...process.env, BENCH_PEAK_FILE: peakFiles[i] },
      }),
    );
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    children.forEach((child) => child.kill('SIGKILL'));
  }, RUN_LIMIT_MS);
  const statuses = await Promise.all(
    children.map(
      (child) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
    ),
  );
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
async function benchCli(
  what: string,
  commands: string[][],
  input: string | undefined,
  runs: number,
  target = '',
): Promise<void> {
  const walls: number[] = [];
  let peak = 0;
  let last: CliRun | undefined;
  for (let i = 0; i < runs; i++) {
    last = await runCli(commands, input, join(dir, 'bench.out'));
    if (last.timedOut) break;
    walls.push(last.wall);
    peak = Math.max(peak, ...last.peaks);
  }
  const figure = last?.timedOut
    ? `> ${(RUN_LIMIT_MS / 1000).toFixed(0)} s, stopped`
    : `${ms(median(walls))}, ${peak.toFixed(0)} MiB`;
  report(what, figure, target);
}

// 3. Annotating answers: what the editor does for every visible answer line.
const answerLines = boards.slice(0, 10_000).map((board, i) => {
  const s = solve(EIGHT_PUZZLE, board);
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
        labels +=
          describeVerdict(judgeAnswer(EIGHT_PUZZLE, answer.board.result.board, answer.text)).message.length >
          0
            ? 1
            : 0;
      }
    }),
  );
}
report('annotate 10,000 answer lines (find, pair, judge)', ms(median(annotateTimes)), 'target < 200 ms');
console.log(`\n(check sums: ${totalMoves} moves, ${labels} labels)`);

/** The command-line figures, after the in-process ones. */
async function benchCommandLine(): Promise<void> {
  const { boards: allLines, answers: allAnswers } = nineFactorialBatch();
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
  await benchCli(
    'solve, the 9! file (362,880 lines)',
    [['solve', allIn]],
    undefined,
    7,
    'target < 400 ms wall',
  );
  await benchCli(
    'gen --all | solve (the 9! batch)',
    [['gen', '--all'], ['solve']],
    undefined,
    7,
    'target < 400 ms wall, < 100 MiB',
  );
  benchAgainstC(allIn);
  await benchCli(
    'check, the 9! file and its answers',
    [['check', allIn, allOut]],
    undefined,
    5,
    'target < 100 MiB',
  );
  await benchCli(
    'solve, 1,000,000 lines, 1 in 4 bad',
    [['solve', mixedInFile]],
    undefined,
    3,
    'target < 100 MiB',
  );
  await benchCli(
    'check, 1,000,000 lines, 1 in 4 bad',
    [['check', mixedInFile, mixedOutFile]],
    undefined,
    3,
    'target < 100 MiB',
  );
  await benchCli(
    'solve, 1,000,000 bad lines',
    [['solve', badFile]],
    undefined,
    3,
    'target a few s, < 100 MiB',
  );
  await benchCli(
    'gen --random 10,000,000',
    [['gen', '--random', '10000000']],
    undefined,
    1,
    'target < 100 MiB',
  );
}

/**
 * CPU seconds (user and system) of this process's children that have been
 * waited for, from /proc/self/stat (Linux): clock ticks of 10 ms, fine
 * enough over several runs. Undefined where there is no /proc.
 */
function childrenCpu(): number | undefined {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime are the stat file's 16th and 17th fields, the 14th and 15th after the name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** The machine's load average over 1, 5 and 15 minutes, as /proc/loadavg has it. */
const load = (): string =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ');

/**
 * The 9! batch against its floor: scripts/c/batch9.c, the same algorithm
 * (reverse breadth-first search from the goal over the Cantor ranks, a
 * next-rank table, one read, one write) tuned in C and compiled here once
 * with gcc -O2. All are whole processes on the same file, `solve < file >
 * out`, taken in turn so a machine that slows down slows all: ours as it
 * runs for a user, its 3×3 table kept in its cache directory (a fresh one
 * here, written by the warm-up run), and ours searching for the table in
 * the run as the C program does (a cache it cannot write). Their outputs
 * must be the same bytes, or the comparison means nothing.
 */
function benchAgainstC(allIn: string): void {
  const what = '9! batch, `solve < file` against tuned C';
  const target = 'target ≤ 2.0×';
  const program = join(dir, 'batch9');
  const compiled = spawnSync(
    'gcc',
    ['-O2', '-o', program, join(__dirname, '..', 'scripts', 'c', 'batch9.c')],
    { encoding: 'utf8' },
  );
  if (compiled.error)
    return report(what, 'not measured: gcc is missing (scripts/setup.sh installs it)', target);
  if (compiled.status !== 0)
    return report(what, `not measured: batch9.c did not compile: ${compiled.stderr.split('\n')[0]}`, target);
  const outputs = {
    kept: join(dir, 'batch9-ours.out'),
    searched: join(dir, 'batch9-searched.out'),
    c: join(dir, 'batch9-c.out'),
  };
  const kept = { ...process.env, EIGHT_PUZZLE_CACHE: join(dir, 'table-cache') };
  // Under a file: the table cannot be kept, so every run searches for it.
  const searched = { ...process.env, EIGHT_PUZZLE_CACHE: join(allIn, 'none') };
  /**
   * Wall milliseconds and CPU seconds of one whole process, standard input the 9! file and standard output a
   * file.
   */
  const run = (
    command: string,
    args: string[],
    output: string,
    env: NodeJS.ProcessEnv = process.env,
  ): { wall: number; cpu: number } => {
    const inFd = openSync(allIn, 'r');
    const outFd = openSync(output, 'w');
    const cpuBefore = childrenCpu() ?? NaN;
    const wall = time(() => spawnSync(command, args, { stdio: [inFd, outFd, 'ignore'], env }));
    const cpu = (childrenCpu() ?? NaN) - cpuBefore;
    closeSync(inFd);
    closeSync(outFd);
    return { wall, cpu };
  };
  const loadBefore = load();
  const figures = {
    kept: { wall: [] as number[], cpu: 0 },
    searched: { wall: [] as number[], cpu: 0 },
    c: { wall: [] as number[], cpu: 0 },
  };
  for (let i = 0; i < 8; i++) {
    // The first round warms the file cache (and writes the kept table) and is not counted.
    const a = run(process.execPath, [cli, 'solve'], outputs.kept, kept);
    const b = run(process.execPath, [cli, 'solve'], outputs.searched, searched);
    const c = run(program, [], outputs.c);
    if (i === 0) continue;
    for (const [key, figure] of [
      ['kept', a],
      ['searched', b],
      ['c', c],
    ] as const) {
      figures[key].wall.push(figure.wall);
      figures[key].cpu += figure.cpu;
    }
  }
  const theirs = readFileSync(outputs.c);
  if (!readFileSync(outputs.kept).equals(theirs) || !readFileSync(outputs.searched).equals(theirs))
    return report(what, 'not measured: the outputs differ (a bug in one of them)', target);
  const ratio = (key: 'kept' | 'searched'): number => median(figures[key].wall) / median(figures.c.wall);
  const cpuRatio = (key: 'kept' | 'searched'): string =>
    Number.isFinite(figures[key].cpu) && figures.c.cpu > 0
      ? (figures[key].cpu / figures.c.cpu).toFixed(2)
      : '?';
  report(
    what,
    `${ratio('kept').toFixed(2)}× (at the minima ${(Math.min(...figures.kept.wall) / Math.min(...figures.c.wall)).toFixed(2)}×)`,
    `${target}; 3×3's table read from the cache`,
  );
  report(
    '  the same, the table searched for in the run as C does',
    `${ratio('searched').toFixed(2)}×`,
    `CPU ${cpuRatio('searched')}×`,
  );
  report(
    '  eight-puzzle, table kept, 7 runs: min / median',
    `${ms(Math.min(...figures.kept.wall))} / ${ms(median(figures.kept.wall))}`,
    '',
  );
  report(
    '  eight-puzzle, table searched, 7 runs: min / median',
    `${ms(Math.min(...figures.searched.wall))} / ${ms(median(figures.searched.wall))}`,
    '',
  );
  report(
    '  batch9.c (gcc -O2), 7 runs: min / median',
    `${ms(Math.min(...figures.c.wall))} / ${ms(median(figures.c.wall))}`,
    '',
  );
  // CPU time is less moved by other work on the machine than wall time is.
  report(
    '  CPU time, user + system, the 7 runs together (table kept)',
    `${cpuRatio('kept')}× (${figures.kept.cpu.toFixed(2)} s / ${figures.c.cpu.toFixed(2)} s)`,
    '',
  );
  report(
    '  load average before / after',
    `${loadBefore} / ${load()}`,
    'on 2 cores: above 1, all figures are slowed',
  );
  recordTarget({
    measure: '9! batch against tuned C (batch9.c), wall, median of 7',
    now: `${ratio('kept').toFixed(2)}× (${ms(median(figures.kept.wall))} / ${ms(median(figures.c.wall))}), CPU ${cpuRatio('kept')}×; the table searched in the run as C does: ${ratio('searched').toFixed(2)}×`,
    before: '2.75× (0.189 s / 0.068 s)',
    target: '≤ 2.0×',
  });
}

/**
 * The judge's figures: its own time (making the inputs, reading and judging
 * the answers) kept apart from the program's, which it measures from spawn
 * to exit. The programs are compiled here once, so no compiler is timed.
 */
async function benchJudge(): Promise<void> {
  console.log("\nthe judge (eight-puzzle judge), the program's time excluded: median of the runs");
  const programs = join(__dirname, '..', 'test', 'fixtures', 'programs');
  const batch = join(dir, 'batch');
  const tiny = join(dir, 'tiny');
  writeFileSync(
    join(dir, 'tiny.c'),
    '#include <stdio.h>\nint main(void) { char line[64]; if (fgets(line, sizeof line, stdin)) puts("unsolvable"); return 0; }\n',
  );
  for (const [source, out] of [
    [join(programs, 'batch.cpp'), batch],
    [join(dir, 'tiny.c'), tiny],
  ]) {
    const compiled = spawnSync(source.endsWith('.c') ? 'gcc' : 'g++', ['-O2', '-o', out, source], {
      encoding: 'utf8',
    });
    if (compiled.status !== 0) {
      report('the judge', `not measured: ${source} did not compile`, '');
      return;
    }
  }
  /**
   * Reports, each with the judge process's CPU time over the judgement (all its threads, reading the
   * program's output included).
   */
  const reports = async (
    options: JudgeOptions,
    runs: number,
  ): Promise<(JudgeReport & { cpuMs: number })[]> => {
    const all: (JudgeReport & { cpuMs: number })[] = [];
    for (let i = 0; i < runs; i++) {
      const cpu = process.cpuUsage();
      const outcome = await judge({ detail: 'failures', timeLimitMs: 60_000, ...options });
      const used = process.cpuUsage(cpu);
      if (outcome.kind !== 'judged')
        throw new Error(`the judge did not judge: ${JSON.stringify(outcome).slice(0, 300)}`);
      all.push({ ...outcome.report, cpuMs: (used.user + used.system) / 1000 });
    }
    return all;
  };
  const pick = <T>(all: T[], figure: (r: T) => number): number => median(all.map(figure));

  // The 9! batch: one run of a right C++ program. The command line, a fresh
  // process, also builds the distance table and warms the JIT: its own
  // report's figure is read from its time line.
  const fresh: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ran = spawnSync(process.execPath, [cli, 'judge', '--tests', 'all', '--', batch], {
      encoding: 'utf8',
    });
    const own = /judge ([\d,]+) ms/.exec(ran.stdout);
    if (ran.status !== 0 || !own)
      throw new Error(`eight-puzzle judge failed: ${ran.stdout.slice(-500)}${ran.stderr.slice(-500)}`);
    fresh.push(Number(own[1].replace(/,/g, '')));
  }
  report(
    "judge, 9! batch: the judge's own time, command line",
    `${median(fresh)} ms (${Math.min(...fresh)}–${Math.max(...fresh)})`,
    'target well under 1 s',
  );
  const nine = await reports(
    { program: { kind: 'command', command: batch, args: [] }, tests: { kind: 'all' } },
    5,
  );
  if (nine.some((r) => r.accepted !== 362_880)) report('judge, the 9! batch', 'not all accepted: a bug', '');
  report("judge, 9! batch: the judge's own time, in-process (warm)", ms(pick(nine, (r) => r.judgingMs)), '');
  report('judge, 9! batch: the program (g++ -O2), spawn to exit', ms(pick(nine, (r) => r.programMs)), '');
  report('judge, 9! batch: wall, start to report', ms(pick(nine, (r) => r.totalMs)), '');
  // The C++ program writes each answer with its own system call (cin and puts), so the judge wakes for
  // tens of thousands of small pieces; a program that writes its output at once costs the judge far less.
  report('judge, 9! batch: judge process CPU, C++ (a write per line)', ms(pick(nine, (r) => r.cpuMs)), '');
  const buffered = await reports(
    {
      program: { kind: 'command', command: 'node', args: [join(programs, 'batch.js')] },
      tests: { kind: 'all' },
    },
    3,
  );
  report(
    'judge, 9! batch: judge process CPU, JavaScript (one write)',
    ms(pick(buffered, (r) => r.cpuMs)),
    '',
  );

  // One board per run: a program that does nothing but answer, so what is
  // left is process start-up (inside the program's time) and the judge.
  const cases = 300;
  const perCase = await reports(
    {
      program: { kind: 'command', command: tiny, args: [] },
      problem: 'poj1077',
      tests: { kind: 'random', count: cases, seed: 1 },
    },
    3,
  );
  const startUps: number[] = [];
  for (let i = 0; i < cases; i++)
    startUps.push(time(() => spawnSync(tiny, { input: '1 2 3 4 5 6 7 8 x\n' })));
  report('judge, per case: wall per board', ms(pick(perCase, (r) => r.totalMs / r.cases)), '');
  report('judge, per case: the program, spawn to exit', ms(pick(perCase, (r) => r.programMs / r.cases)), '');
  report(
    "judge, per case: the judge's own time",
    `${(pick(perCase, (r) => r.judgingMs / r.cases) * 1000).toFixed(0)} µs`,
    '',
  );
  report('per case, for comparison: spawnSync of the same program', ms(median(startUps)), '');

  // What measuring costs: the same runs held by a cgroup, found through /proc, or only timed (the sandbox's
  // choice, by its variable).
  for (const containment of ['cgroup', 'proc', 'none'] as const) {
    process.env[CONTAINMENT_VARIABLE] = containment;
    const held = await reports(
      {
        program: { kind: 'command', command: tiny, args: [] },
        problem: 'poj1077',
        tests: { kind: 'random', count: cases, seed: 1 },
      },
      3,
    );
    const batchRun = await reports(
      { program: { kind: 'command', command: batch, args: [] }, tests: { kind: 'all' } },
      3,
    );
    report(
      `judge, measured by ${containment}: wall per board run alone / 9! batch, judge process CPU`,
      `${ms(pick(held, (r) => r.totalMs / r.cases))} / ${ms(pick(batchRun, (r) => r.cpuMs))}`,
      containment === 'none' ? 'time only, no memory' : '',
    );
  }
  delete process.env[CONTAINMENT_VARIABLE];

  // What a namespace per run costs (bubblewrap's start, the mounts, a root judge's drop to nobody), against
  // none.
  for (const isolation of ['namespaces', 'none'] as const) {
    process.env[ISOLATION_VARIABLE] = isolation;
    const held = await reports(
      {
        program: { kind: 'command', command: tiny, args: [] },
        problem: 'poj1077',
        tests: { kind: 'random', count: cases, seed: 1 },
      },
      3,
    );
    const batchRun = await reports(
      { program: { kind: 'command', command: batch, args: [] }, tests: { kind: 'all' } },
      3,
    );
    report(
      `judge, ${isolation === 'none' ? 'no namespaces' : 'a namespace per run'}: wall per board run alone / 9! batch's program, spawn to exit`,
      `${ms(pick(held, (r) => r.totalMs / r.cases))} / ${ms(pick(batchRun, (r) => r.programMs))}`,
      isolation === 'none' ? '' : "target: small against the program's own start",
    );
  }
  delete process.env[ISOLATION_VARIABLE];
}

/**
 * The judge on the judges' machines: what a 32-bit build with GCC 4's
 * strings costs against today's 64-bit one (the compile, the program's time
 * and peak on HDU 1043's default set), and what running again a case near
 * its limit costs (three runs where one would do).
 */
async function benchMachines(): Promise<void> {
  console.log("\nthe judge on the judges' machines: median of the runs");
  const machines = join(__dirname, '..', 'test', 'fixtures', 'programs', 'machines');
  const source = join(machines, 'hdu1043-mapBfs.cpp');
  const builds = [
    ['32-bit, GCC 4 strings (HDU)', ['-m32', '-D_GLIBCXX_USE_CXX11_ABI=0']],
    ["64-bit, today's strings", []],
  ] as const;
  for (const [name, machine] of builds) {
    const compiles: number[] = [];
    for (let i = 0; i < 3; i++) {
      const out = join(dir, 'mapBfs');
      const took = time(() =>
        spawnSync('g++', [...machine, '-std=gnu++98', '-O2', '-o', out, source], { encoding: 'utf8' }),
      );
      if (!existsSync(out)) {
        report(
          `judge, ${name}: compile`,
          'not measured: it did not compile (npm run setup installs g++-multilib)',
          '',
        );
        break;
      }
      compiles.push(took);
      rmSync(out, { force: true });
    }
    if (compiles.length === 0) continue;
    const runs: JudgeReport[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await judge({
        program: { kind: 'source', path: source },
        problem: 'hdu1043',
        detail: 'failures',
        compile: {
          flags: ['-O2', ...machine, ...(machine.length === 0 ? ['-m64', '-D_GLIBCXX_USE_CXX11_ABI=1'] : [])],
        },
      });
      if (outcome.kind === 'judged') runs.push(outcome.report);
    }
    // A kernel without 32-bit support links the program and cannot start it: no figure rather than a crash's.
    if (
      runs.some(
        (run) => run.built?.wordBits !== (machine.length === 0 ? 64 : 32) || run.accepted !== run.cases,
      )
    ) {
      report(
        `judge, map<string, string> BFS, ${name}`,
        'not measured: this machine cannot run the build (a kernel without 32-bit support)',
        '',
      );
      continue;
    }
    const peak = median(runs.map((run) => run.peakKiB ?? 0)) / 1024;
    report(
      `judge, map<string, string> BFS, ${name}: compile / program CPU / peak`,
      `${ms(median(compiles))} / ${ms(median(runs.map((run) => run.programCpuMs ?? run.programMs)))} / ${peak.toFixed(1)} MiB`,
      name.startsWith('32') ? 'HDU 1043 default set, limit 32 MiB' : '',
    );
  }

  // A case 8% over its limit runs three times; one 20% over, once: the difference is what running again
  // costs.
  const near = join(dir, 'nearLimit');
  const built = spawnSync('gcc', ['-O2', '-o', near, join(machines, 'nearLimit.c')], { encoding: 'utf8' });
  if (built.status !== 0)
    return report('judge, a case near its limit', 'not measured: nearLimit.c did not compile', '');
  const solved = join(dir, 'solved.in');
  writeFileSync(solved, '123804765\n');
  for (const [name, spin] of [
    ['8% over the limit: run 3 times', 1080],
    ['20% over: run once', 1200],
  ] as const) {
    const walls: number[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await judge({
        program: {
          kind: 'command',
          command: near,
          args: [String(spin), join(dir, `near-${spin}-${i}`), String(spin)],
        },
        problem: 'luogu1379',
        tests: { kind: 'file', path: solved },
        timeLimitMs: 1000,
        detail: 'failures',
      });
      if (outcome.kind === 'judged') walls.push(outcome.report.totalMs);
    }
    report(`judge, a case ${name} (limit 1,000 ms): wall`, ms(median(walls)), '');
  }
}

/**
 * 6. The search lab: each method's figures on the 31-move board, a 20-move
 * board and an unsolvable one, as `eight-puzzle lab` prints them (the
 * reverse table rebuilt each time, so its row is the build).
 */
function benchLab(): void {
  console.log('');
  const boards: [string, readonly number[]][] = [
    ['31 moves (8 6 7 2 5 4 3 x 1)', [8, 6, 7, 2, 5, 4, 3, 9, 1]],
    ['20 moves', randomBoardAt(EIGHT_PUZZLE, 20, seededRandom(20)) ?? []],
    ['unsolvable (1 2 3 4 5 6 8 7 x)', [1, 2, 3, 4, 5, 6, 8, 7, 9]],
  ];
  for (const [name, board] of boards) {
    for (const method of METHODS) {
      const figures = method.run(EIGHT_PUZZLE, board, { clock: () => performance.now(), rebuildTable: true });
      const answer =
        figures.outcome === 'solved'
          ? `${figures.length} moves${figures.shortest ? '' : ' (not shortest)'}`
          : figures.outcome;
      report(
        `lab, ${name}: ${method.name}`,
        `${ms(figures.ms)}, ${figures.expanded.toLocaleString('en')} expanded, ${figures.held.toLocaleString('en')} held`,
        answer,
      );
    }
  }
}

/**
 * 6b. A learner's heuristic checked on all 181,440 boards and 241,920 edges
 * of the eight puzzle (samples/lab: Manhattan distance in JavaScript and in
 * Python), the check alone, then the comparison of A* and IDA* (100 boards) apart.
 */
async function benchHeuristic(): Promise<void> {
  console.log('');
  const { checkHeuristic } = await import('../src/lab/heuristic/check');
  for (const [language, file, target] of [
    ['JavaScript', 'heuristic.js', 'target < 2 s'],
    ['Python', 'heuristic.py', 'target < 10 s'],
  ] as const) {
    const path = join(__dirname, '..', 'samples', 'lab', file);
    const alone = await checkHeuristic({ file: path, puzzle: EIGHT_PUZZLE, sample: 0 });
    const compared = await checkHeuristic({ file: path, puzzle: EIGHT_PUZZLE });
    if (!alone.ok || !compared.ok) {
      report(
        `lab --heuristic, ${language}`,
        'failed',
        alone.ok ? (compared.ok ? '' : compared.message) : alone.message,
      );
      continue;
    }
    report(
      `lab --heuristic, ${language} Manhattan, 9!/2 boards and their edges`,
      `${ms(alone.report.totalMs)} (${ms(alone.report.evaluateMs)} in h)`,
      target,
    );
    report(
      `lab --heuristic, ${language}, with the comparison (A*, IDA* x 4 heuristics, 100 boards)`,
      ms(compared.report.totalMs),
      '',
    );
  }
}

/**
 * 6c. A learner's trace replayed: a million `expand BOARD g=N` lines of a
 * random walk on the eight puzzle (every line a board one move from the last),
 * streamed through the replay, our nine methods from its start included.
 */
async function benchTrace(): Promise<void> {
  const { replayTraceFile } = await import('../src/lab/trace');
  const lines = 1_000_000;
  const file = join(dir, 'walk.trace');
  const board = EIGHT_PUZZLE.goal.slice();
  const { neighbours, blank: blankValue } = EIGHT_PUZZLE.size;
  const random = seededRandom(27);
  let blank = board.indexOf(blankValue);
  const out = openSync(file, 'w');
  let chunk: string[] = [];
  for (let line = 0; line < lines; line++) {
    chunk.push(`expand ${formatBoard(board)} g=${line}`);
    if (chunk.length === 10_000) {
      writeFileSync(out, chunk.join('\n') + '\n');
      chunk = [];
    }
    let to = -1;
    while (to < 0) to = neighbours[blank * 4 + Math.floor(random() * 4)];
    board[blank] = board[to];
    board[to] = blankValue;
    blank = to;
  }
  closeSync(out);
  const started = performance.now();
  const outcome = await replayTraceFile({ file, puzzle: EIGHT_PUZZLE });
  const spent = performance.now() - started;
  rmSync(file, { force: true });
  if (!outcome.ok) return report('lab --trace, 1,000,000 lines', 'failed', outcome.message);
  report(
    'lab --trace, 1,000,000 lines of a random walk (3x3)',
    ms(spent),
    `${Math.round(lines / (spent / 1000)).toLocaleString('en')} lines/s, ${outcome.report.distinct.toLocaleString('en')} distinct boards`,
  );
}

/**
 * What a user waits for in VS Code (code-server and Chromium), in a process of its own
 * (scripts/benchCodeServer.ts).
 */
function benchCodeServer(): void {
  console.log('');
  spawnSync(process.execPath, [join(__dirname, 'benchCodeServer.js')], { stdio: 'inherit' });
  // vscode.dev's row: a 4×4 board in the web-worker host beside the Node host, two runs of each
  // (scripts/benchWeb.ts).
  console.log('');
  spawnSync(process.execPath, [join(__dirname, 'benchWeb.js'), '2'], { stdio: 'inherit' });
}

/**
 * `npm run bench -- judge` measures the judge alone, `-- lab` the search lab alone, `-- codeserver` VS Code
 * alone,
 * `-- batch9` the 9! batch against C alone.
 */
async function benchAll(): Promise<void> {
  if (process.argv.includes('lab')) {
    benchLab();
    await benchHeuristic();
    return benchTrace();
  }
  if (process.argv.includes('codeserver')) return benchCodeServer();
  if (process.argv.includes('batch9')) {
    const allIn = join(dir, 'all.in');
    writeFileSync(
      allIn,
      Array.from(allBoards(EIGHT_PUZZLE.size), (board) => formatBoard(board)).join('\n') + '\n',
    );
    benchAgainstC(allIn);
    printTargets(process.env.BENCH_TARGETS ?? '', availableParallelism());
    return rmSync(dir, { recursive: true, force: true });
  }
  if (!process.argv.includes('judge')) await benchCommandLine();
  await benchJudge();
  await benchMachines();
  if (!process.argv.includes('judge')) {
    // 5. Boards of more than 9 cells, in a process of their own (scripts/benchLarge.ts) so its peak memory is
    // theirs alone.
    console.log('');
    spawnSync(process.execPath, [join(__dirname, 'benchLarge.js')], { stdio: 'inherit' });
    // 6. `eight-puzzle lint` over a tree of 40,000 files, in a process of its own (scripts/benchLint.ts).
    console.log('');
    spawnSync(process.execPath, [join(__dirname, 'benchLint.js')], { stdio: 'inherit' });
    benchLab();
    await benchHeuristic();
    await benchTrace();
    benchCodeServer();
  }
  printTargets(process.env.BENCH_TARGETS ?? '', availableParallelism());
  rmSync(dir, { recursive: true, force: true });
}

benchAll().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
