// The full pattern databases built in the background: the solver's worker
// starts threads of its own script (dist/solverWorker.js) as builders, as
// many as there are cores but one, so the build runs beside the worker,
// which answers on the quick databases meanwhile and hears from the builders
// between requests, or in the middle of a search ({@link BackgroundBuild.poll}).
// The builders claim the groups one at a time from a counter they share, in
// the partition's order (largest first), so one started later (when a core
// is idle meanwhile, {@link BackgroundBuild.hurry}) takes only what no other
// has begun. Each builder caches each of its groups, then transfers
// its table back (no copy of 16 MiB). A group's build is the same in any
// thread, so the tables are byte for byte those of one thread.
import { availableParallelism } from 'node:os';
import { MessageChannel, MessagePort, receiveMessageOnPort, Worker, workerData } from 'node:worker_threads';
import type { Puzzle } from '../engine';
import { partitionFor, PatternDatabase } from '../engine/pdb';
import { loadGroup } from './cache';
import type { CacheProblem, RefusedFile } from './cacheProblem';
import { nodeDatabaseFiles } from './nodeFiles';
import type { BuildOrder, FromBuilder } from './protocol';
import { puzzleFromData } from './puzzleData';
import type { BackgroundBuild, BackgroundEvents } from './requests';

export type { BackgroundBuild, BackgroundEvents } from './requests';

export interface BackgroundOptions {
  /** The builders' script: this one (dist/solverWorker.js) unless a test says otherwise. */
  readonly script?: string;
  /**
   * Builders at first. By default the cores there are but one, which is the
   * search's: on 2 cores two builders beside the search made the first
   * answer slower (1.65–1.76 s against 0.85–1.15 s) and the cold batch no faster.
   */
  readonly threads?: number;
}

/**
 * What a builder thread is told: a Web Worker's builder has one group and
 * answers on its own channel; a thread here claims groups from the shared
 * counter, and answers on a port of its own, not the thread's, so the
 * worker can read it with receiveMessageOnPort in the middle of a search,
 * when its event loop does not turn.
 */
interface ClaimOrder extends Omit<BuildOrder, 'tiles'> {
  /** The partition's groups; a builder builds those it claims. */
  readonly groups: readonly (readonly number[])[];
  /** One Int32: the next group to claim, shared by all the builders. */
  readonly claims: SharedArrayBuffer;
  /** Where it answers ({@link FromBuilder}, with the group). */
  readonly port: MessagePort;
}

/**
 * Starts building the puzzle's full databases on `threads` builder threads.
 * Nothing to stop: each builder ends when no group is left to claim, and
 * all of them with the worker when it is terminated (Node stops a thread's
 * own threads with it).
 */
export function buildInBackground(
  puzzle: Puzzle,
  cacheDirectory: string,
  events: BackgroundEvents,
  options: BackgroundOptions = {},
): BackgroundBuild {
  const groups = partitionFor(puzzle);
  const tables: (PatternDatabase | undefined)[] = groups.map(() => undefined);
  const claims = new SharedArrayBuffer(4);
  const claimed = new Int32Array(claims);
  let done = 0;
  let failed = false;
  const polls: (() => void)[] = [];
  const start = (): void => {
    polls.push(
      startBuilder(
        {
          role: 'build',
          goal: puzzle.goal.slice(),
          shape: { rows: puzzle.size.rows, columns: puzzle.size.columns },
          groups: groups.map((tiles) => tiles.slice()),
          claims,
          cacheDirectory,
        },
        options.script ?? __filename,
        {
          onBuilt: (group, table) => {
            if (failed || tables[group]) return;
            tables[group] = { puzzle, tiles: groups[group].slice(), table };
            if (++done === groups.length) events.onBuilt(tables as PatternDatabase[]);
          },
          onFailed: () => {
            if (failed) return;
            failed = true;
            events.onFailed();
          },
          onCacheProblem: events.onCacheProblem,
          onRefused: (file) => events.onRefused?.(file),
        },
      ),
    );
  };
  const threads = Math.max(1, Math.min(groups.length, options.threads ?? availableParallelism() - 1));
  for (let i = 0; i < threads; i++) start();
  return {
    poll: () => polls.forEach((poll) => poll()),
    // One builder more for the core the caller left idle, while a group is left that no builder has claimed.
    hurry: () => {
      if (!failed && Atomics.load(claimed, 0) < groups.length && polls.length < availableParallelism())
        start();
    },
  };
}

interface BuilderEvents {
  readonly onBuilt: (group: number, table: Uint8Array) => void;
  readonly onFailed: () => void;
  readonly onCacheProblem: (problem: CacheProblem) => void;
  readonly onRefused: (file: RefusedFile) => void;
}

/** One builder thread, heard on a port of its own; returns its poll. */
function startBuilder(order: Omit<ClaimOrder, 'port'>, script: string, events: BuilderEvents): () => void {
  const { port1: port, port2 } = new MessageChannel();
  let ended = false;
  const hear = (message: FromBuilder): void => {
    if (message.type === 'cache') events.onCacheProblem(message.problem);
    else if (message.type === 'refused') events.onRefused(message.file);
    else if (message.group !== undefined) events.onBuilt(message.group, message.table);
  };
  const poll = (): void => {
    for (let received = receiveMessageOnPort(port); received; received = receiveMessageOnPort(port))
      hear(received.message as FromBuilder);
  };
  port.on('message', hear);
  const claimOrder: ClaimOrder = { ...order, port: port2 };
  const builder = new Worker(script, { workerData: claimOrder, transferList: [port2] });
  const end = (failed: boolean): void => {
    if (ended) return;
    ended = true;
    // What the builder sent before it ended may not have been heard yet: the port and the thread's exit are
    // two queues.
    poll();
    port.close();
    // A builder that ends well has sent every group it claimed; one that fails leaves its group unbuilt.
    if (failed) events.onFailed();
  };
  builder.on('error', () => end(true));
  builder.on('exit', (code) => end(code !== 0));
  return poll;
}

/** Whether this thread was started as a builder, by {@link buildInBackground}. */
export function isBuilderThread(): boolean {
  return (workerData as Partial<ClaimOrder> | null)?.role === 'build';
}

/**
 * The builder's side: claim a group, build (or read) it, cache it, send its table back; until none is left.
 */
export function runBuilder(): void {
  const order = workerData as ClaimOrder;
  const { port } = order;
  const claimed = new Int32Array(order.claims);
  const puzzle = puzzleFromData(order);
  const post = (message: FromBuilder, transfer: ArrayBuffer[] = []): void =>
    port.postMessage(message, transfer);
  const files = nodeDatabaseFiles(order.cacheDirectory, (file) => post({ type: 'refused', file }));
  for (
    let group = Atomics.add(claimed, 0, 1);
    group < order.groups.length;
    group = Atomics.add(claimed, 0, 1)
  ) {
    const database = loadGroup(files, puzzle, order.groups[group], {
      onCacheProblem: (problem) => post({ type: 'cache', problem }),
    });
    if (!database) throw new Error('a background build cannot be cancelled');
    post({ type: 'built', group, table: database.table }, [database.table.buffer as ArrayBuffer]);
  }
}
