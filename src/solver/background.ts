// The full pattern databases built in the background: the solver's worker
// starts threads of its own script (dist/solverWorker.js) as builders, as
// many as there are cores but one, each with its share of the groups, so the
// build runs beside the worker, which answers on the quick databases
// meanwhile and hears from the builders between requests, or in the middle
// of a search ({@link BackgroundBuild.poll}). Each builder caches each of
// its groups, then transfers its table back (no copy of 16 MiB). A group's
// build is the same in any thread, so the tables are byte for byte those of one thread.
import { availableParallelism } from 'node:os';
import { MessageChannel, MessagePort, receiveMessageOnPort, Worker, workerData } from 'node:worker_threads';
import type { Puzzle } from '../engine';
import { partitionFor, PatternDatabase } from '../engine/pdb';
import { loadGroup } from './cache';
import type { CacheProblem } from './cacheProblem';
import { nodeDatabaseFiles } from './nodeFiles';
import type { BuildOrder, FromBuilder } from './protocol';
import { puzzleFromData } from './puzzleData';
import type { BackgroundBuild, BackgroundEvents } from './requests';

export type { BackgroundBuild, BackgroundEvents } from './requests';

export interface BackgroundOptions {
  /** The builders' script: this one (dist/solverWorker.js) unless a test says otherwise. */
  readonly script?: string;
  /**
   * Builders at once. By default the cores there are but one, which is the
   * search's: on 2 cores two builders beside the search made the first
   * answer slower (1.65–1.76 s against 0.85–1.15 s) and the cold batch no faster.
   */
  readonly threads?: number;
}

/**
 * What a builder thread is told: a Web Worker's builder has one group and
 * answers on its own channel; a thread here has a share of the groups, and
 * answers on a port of its own, not the thread's, so the worker can read it
 * with receiveMessageOnPort in the middle of a search, when its event loop
 * does not turn.
 */
interface ShareOrder extends Omit<BuildOrder, 'tiles'> {
  /** Its share of the partition's groups, built in this order. */
  readonly groups: readonly (readonly number[])[];
  /** Where it answers ({@link FromBuilder}). */
  readonly port: MessagePort;
}

/**
 * Starts building the puzzle's full databases on `threads` builder threads,
 * each given its share of the groups to build one after another, so a
 * builder never waits for the worker to start its next group (the worker
 * may be deep in a search). Nothing to stop: each builder ends with its
 * last group, and all of them with the worker when it is terminated (Node
 * stops a thread's own threads with it).
 */
export function buildInBackground(puzzle: Puzzle, cacheDirectory: string, events: BackgroundEvents, options: BackgroundOptions = {}): BackgroundBuild {
  const groups = partitionFor(puzzle);
  const tables: (PatternDatabase | undefined)[] = groups.map(() => undefined);
  let done = 0;
  let failed = false;
  const threads = Math.max(1, Math.min(groups.length, options.threads ?? availableParallelism() - 1));
  const shares = Array.from({ length: threads }, (_, thread) => groups.map((_, group) => group).filter((group) => group % threads === thread));
  const polls = shares.map((share) =>
    buildGroups(puzzle, share.map((group) => groups[group]), cacheDirectory, options.script ?? __filename, {
      onBuilt: (index, table) => {
        if (failed) return;
        const group = share[index];
        tables[group] = { puzzle, tiles: groups[group].slice(), table };
        if (++done === groups.length) events.onBuilt(tables as PatternDatabase[]);
      },
      onFailed: () => {
        if (failed) return;
        failed = true;
        events.onFailed();
      },
      onCacheProblem: events.onCacheProblem,
    }),
  );
  return { poll: () => polls.forEach((poll) => poll()) };
}

interface GroupEvents {
  /** The share's `index`-th group's table. */
  readonly onBuilt: (index: number, table: Uint8Array) => void;
  readonly onFailed: () => void;
  readonly onCacheProblem: (problem: CacheProblem) => void;
}

/** One builder thread for a share of the groups, heard on a port of its own; returns its poll. */
function buildGroups(puzzle: Puzzle, share: readonly (readonly number[])[], cacheDirectory: string, script: string, events: GroupEvents): () => void {
  const { port1: port, port2 } = new MessageChannel();
  const order: ShareOrder = { role: 'build', goal: puzzle.goal.slice(), shape: { rows: puzzle.size.rows, columns: puzzle.size.columns }, groups: share.map((tiles) => tiles.slice()), cacheDirectory, port: port2 };
  let built = 0;
  let settled = false;
  const hear = (message: FromBuilder): void => {
    if (settled) return;
    if (message.type === 'cache') {
      events.onCacheProblem(message.problem);
      return;
    }
    events.onBuilt(built++, message.table);
    if (built < share.length) return;
    settled = true;
    port.close();
  };
  const poll = (): void => {
    for (let received = receiveMessageOnPort(port); received && !settled; received = receiveMessageOnPort(port)) hear(received.message as FromBuilder);
  };
  port.on('message', hear);
  const builder = new Worker(script, { workerData: order, transferList: [port2] });
  const fail = (): void => {
    // What the builder sent before it ended may not have been heard yet: the port and the thread's exit are two queues.
    poll();
    if (settled) return;
    settled = true;
    port.close();
    events.onFailed();
  };
  builder.on('error', fail);
  builder.on('exit', fail);
  return poll;
}

/** Whether this thread was started as a builder, by {@link buildInBackground}. */
export function isBuilderThread(): boolean {
  return (workerData as Partial<ShareOrder> | null)?.role === 'build';
}

/** The builder's side: build (or read) each group of its share in turn, cache it, send its table back; then end. */
export function runBuilder(): void {
  const order = workerData as ShareOrder;
  const { port } = order;
  const puzzle = puzzleFromData(order);
  const files = nodeDatabaseFiles(order.cacheDirectory);
  const post = (message: FromBuilder, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);
  for (const tiles of order.groups) {
    const database = loadGroup(files, puzzle, tiles, { onCacheProblem: (problem) => post({ type: 'cache', problem }) });
    if (!database) return;
    post({ type: 'built', table: database.table }, [database.table.buffer as ArrayBuffer]);
  }
}
