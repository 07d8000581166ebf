// The bench's row for vscode.dev: a 4×4 board solved in code-server's
// web-worker extension host (the browser build only, its solver in a Web
// Worker), cold (a fresh user data dir: the databases built in the worker)
// and then in a new session (the databases read from the extension's
// storage), each beside the same in code-server's Node extension host (the
// desktop's build, its solver in a worker thread), run after run in turn.
// `node out/benchWeb.js [RUNS]` prints the rows; scripts/bench.ts may call
// benchWebSolve. Needs `npm run build`, code-server and Chromium
// (`npm run setup`).
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../test/harness/browser';
import { startCodeServer } from '../test/harness/codeServer';
import { paths } from '../test/harness/repo';
import { tempCopy, tempDir } from '../test/harness/tempDir';
import { webOnlyExtension } from '../test/harness/webOnly';
import { openWorkbench } from '../test/harness/workbench';
import { solveFifteen } from '../test/e2e/fifteen';
import { codeServerMissing } from './codeServerMissing';
import { median, printRow } from './figures';
import { recordTarget } from './targets';

/** Seconds from Solve in the palette to the answer, and of those after the palette closed: one per run. */
export interface SolveTimes {
  readonly seconds: number[];
  readonly afterPalette: number[];
}

export interface WebSolveTimes {
  /** On a cold cache: the databases built in the Web Worker. */
  readonly cold: SolveTimes;
  /** In a new session of the same user data: the databases read from the extension's storage. */
  readonly warm: SolveTimes;
}

/**
 * Solves samples/uva10181/fifteen.txt (22 moves) `runs` times, each on a
 * fresh code-server: in the web-worker extension host, or with `web` false
 * in the Node one (the extension as the desktop runs it).
 */
export async function benchWebSolve(runs = 3, web = true): Promise<WebSolveTimes> {
  const cold = { seconds: [] as number[], afterPalette: [] as number[] };
  const warm = { seconds: [] as number[], afterPalette: [] as number[] };
  const record = (into: typeof cold, times: { seconds: number; afterPalette: number }): void => {
    into.seconds.push(times.seconds);
    into.afterPalette.push(times.afterPalette);
  };
  for (let run = 0; run < runs; run++) {
    const extension = tempDir('eight-puzzle-bench-web-');
    const workspace = tempCopy(paths.samples, 'eight-puzzle-bench-web-workspace-');
    const server = await startCodeServer({
      extensions: [web ? webOnlyExtension(extension.path) : paths.repoRoot],
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const file = join(workspace.path, 'uva10181', 'fifteen.txt');
      await openWorkbench(page, server, workspace.path, file);
      record(cold, await solveFifteen(page));
      await openWorkbench(page, server, workspace.path, file);
      record(warm, await solveFifteen(page));
    } finally {
      await browser.close();
      await server.stop();
      workspace.remove();
      extension.remove();
    }
  }
  return { cold, warm };
}

/** min / median / max, in seconds. */
export function spread(values: readonly number[]): string {
  const sorted = values.slice().sort((a, b) => a - b);
  return `${sorted[0].toFixed(1)} / ${median(sorted).toFixed(1)} / ${sorted[sorted.length - 1].toFixed(1)} s`;
}

/** Both hosts, a run of each in turn, so that both see the same load. */
async function main(runs: number): Promise<void> {
  const why = codeServerMissing();
  if (why !== undefined) {
    printRow('4×4 Solve, web-worker host, cold', why, 'target < 5 s');
    recordTarget({
      measure: 'a 4×4 board on vscode.dev (web-worker host), cold',
      now: why,
      before: 'not possible',
      target: '< 5 s',
    });
    return;
  }
  const times = { web: [] as WebSolveTimes[], node: [] as WebSolveTimes[] };
  const loads: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const web of [true, false]) {
      loads.push(loadavg()[0]);
      times[web ? 'web' : 'node'].push(await benchWebSolve(1, web));
    }
  }
  const all = (of: WebSolveTimes[], pick: (one: WebSolveTimes) => number[]): number[] => of.flatMap(pick);
  for (const [host, label] of [
    ['web', 'web-worker host'],
    ['node', 'Node host'],
  ] as const) {
    printRow(
      `4×4 Solve, ${label}, cold`,
      spread(all(times[host], (one) => one.cold.seconds)),
      host === 'web' ? 'target < 5 s (min / median / max)' : '',
    );
    printRow('  after the palette closed', spread(all(times[host], (one) => one.cold.afterPalette)), '');
    printRow(`4×4 Solve, ${label}, new session`, spread(all(times[host], (one) => one.warm.seconds)), '');
    printRow('  after the palette closed', spread(all(times[host], (one) => one.warm.afterPalette)), '');
  }
  recordTarget({
    measure: 'a 4×4 board on vscode.dev (web-worker host), cold, from the palette',
    now: `${spread(all(times.web, (one) => one.cold.seconds))}; after the palette closed ${spread(all(times.web, (one) => one.cold.afterPalette))}; Node host ${spread(all(times.node, (one) => one.cold.seconds))}`,
    before: 'not possible',
    target: '< 5 s',
  });
  console.log(
    `load average at each start: ${loads.map((load) => load.toFixed(2)).join(' ')}; now ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}

if (require.main === module) void main(Number(process.argv[2] ?? 3));
