// `npm run bench`, the lint section (`node out/benchLint.js` alone):
// `eight-puzzle lint` over generated trees of small files, as CI runs it over
// a repository, and over one long text on standard input. Wall time and the
// process's peak resident memory; the same tree at a tenth of the size shows
// whether memory stays flat as the tree grows. Nothing here fails on a slow,
// shared machine.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms, printRow } from './figures';

const cli = process.env.EIGHT_PUZZLE_CLI ?? join(__dirname, '..', 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-bench-lint-'));
const peakProbe = join(dir, 'peak.js');
writeFileSync(
  peakProbe,
  "process.on('exit', () => require('fs').writeFileSync(process.env.BENCH_PEAK_FILE, String(process.resourceUsage().maxRSS)));\n",
);

/**
 * The kinds of small file a repository of solutions holds: notes with samples, solutions with answers in
 * comments, ordinary code.
 */
const FILES = [
  (i: number): string =>
    `# Problem ${i}\n\nSample input:\n\n2 3 4 1 5 x 7 6 8\nullddrurdllurdruldr\n\nNotes on the search go here.\n`,
  (i: number): string =>
    `// solution ${i}\n// 1 2 3 4 5 6 7 x 8 -> ${(i >> 2) % 10 === 0 ? 'l' : 'r'}\nint main() {\n  int n = ${i};\n  return 0;\n}\n`,
  (i: number): string => `def f(xs):\n    # ${i}: ordinary code, no board\n    return [x * 2 for x in xs]\n`,
  (i: number): string => `board = "1 2 3 4 5 6 x 7 8"  # rr\nprint(${i})\n`,
];

/** `files` small files, 200 to a folder. */
function writeTree(root: string, files: number): void {
  for (let i = 0; i < files; i++) {
    const folder = join(root, `d${Math.floor(i / 200)}`);
    if (i % 200 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `f${i}.${['md', 'cpp', 'py', 'py'][i % 4]}`), FILES[i % FILES.length](i));
  }
}

/** One run: wall time, peak memory in MiB, exit code. */
function run(args: string[], input?: string): Promise<{ wall: number; peak: number; status: number | null }> {
  const peakFile = join(dir, 'peak');
  writeFileSync(peakFile, '');
  const inFd = input === undefined ? 'ignore' : openSync(input, 'r');
  const outFd = openSync(join(dir, 'lint.out'), 'w');
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--require', peakProbe, cli, ...args], {
    stdio: [inFd, outFd, 'ignore'],
    env: { ...process.env, BENCH_PEAK_FILE: peakFile },
  });
  return new Promise((resolve) => {
    child.on('exit', (status) => {
      const wall = Number(process.hrtime.bigint() - start) / 1e6;
      if (typeof inFd === 'number') closeSync(inFd);
      closeSync(outFd);
      resolve({ wall, peak: Number(readFileSync(peakFile, 'utf8')) / 1024, status });
    });
  });
}

async function bench(
  what: string,
  args: string[],
  runs: number,
  target: string,
  input?: string,
): Promise<void> {
  const walls: number[] = [];
  let peak = 0;
  let status: number | null = null;
  for (let i = 0; i < runs; i++) {
    const result = await run(args, input);
    walls.push(result.wall);
    peak = Math.max(peak, result.peak);
    status = result.status;
  }
  printRow(what, `${ms(median(walls))}, ${peak.toFixed(0)} MiB`, `${target} (exit ${status})`);
}

async function benchLint(): Promise<void> {
  console.log(`${cli} lint: wall time (median), peak memory`);
  const small = join(dir, 'small');
  const large = join(dir, 'large');
  writeTree(small, 4_000);
  writeTree(large, 40_000);
  const shortText = join(dir, 'short.md');
  const longText = join(dir, 'long.md');
  writeFileSync(shortText, Array.from({ length: 25_000 }, (_, i) => FILES[i % FILES.length](i)).join('\n'));
  writeFileSync(longText, Array.from({ length: 250_000 }, (_, i) => FILES[i % FILES.length](i)).join('\n'));
  await bench('lint, 4,000 small files', ['lint', small], 3, 'memory as for 40,000');
  await bench('lint, 40,000 small files', ['lint', large], 3, 'target linear time, flat memory');
  await bench(
    'lint --format json --boards, 40,000 files',
    ['lint', '--format', 'json', '--boards', large],
    3,
    'the same, JSON streamed',
  );
  await bench('lint -, one text of 150,000 lines', ['lint', '-'], 3, 'memory as for 1,500,000', shortText);
  await bench(
    'lint -, one text of 1,500,000 lines',
    ['lint', '-'],
    3,
    'target linear time, flat memory',
    longText,
  );
  rmSync(dir, { recursive: true, force: true });
}

benchLint().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
