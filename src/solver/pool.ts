// Several LargeSolvers side by side, so that a batch of large boards is
// searched on as many cores as there are. Requests wait in one queue, in the
// order they came, and each goes to the first solver that is idle, so a
// worker freed by a quick board takes the next one at once.
//
// A puzzle's requests spread over the workers only once its full databases
// are in the cache: until then one worker (its first) has them all, so a
// cold cache is built once, by that worker's builders, and never beside a
// second copy of the same build. The other workers then read the databases
// from the cache (a twentieth of a second each). Where the cache cannot be
// written, nothing spreads: each worker would build its own.
import type { LargeAnswer } from '../engine/pdb/answer';
import type { CacheProblem } from './cacheProblem';
import { LargeEvents, LargeRequest, LargeSolver, LargeSolverOptions } from './index';

/**
 * Boards a batch asks about ahead, per worker: enough that no worker waits while a slow board's answer is
 * written.
 */
export const ASKED_PER_WORKER = 4;

/**
 * How many workers a pool has: `own` (the `EIGHT_PUZZLE_WORKERS` variable,
 * which the bench sets to 1 to compare) when it is a whole number from 1,
 * else `cores`; never more than `most`, since each holds its own tables
 * (about 34 MB for 4×4).
 */
export function poolSize(own: string | undefined, cores: number, most: number): number {
  const asked = Number(own);
  return Math.max(
    1,
    Math.min(most, own !== undefined && Number.isInteger(asked) && asked >= 1 ? asked : cores),
  );
}

export interface LargeSolverPoolOptions extends LargeSolverOptions {
  /** The most workers at once: the cores the caller gives the batch (this file imports no Node module). */
  readonly workers: number;
  /**
   * A worker beyond the first that has had nothing to do for this long is
   * ended, with the tables it holds (a long-lived caller: the editor, whose
   * Solve All may start several); undefined: kept until dispose.
   */
  readonly releaseIdleAfterMs?: number;
}

/** What a pool is doing, for a look from outside (the in-host tests). */
export interface PoolState {
  readonly workers: number;
  /** Workers started so far. */
  readonly started: number;
  /** The puzzles (keys) whose requests go to any worker: their full databases are in the cache. */
  readonly spread: readonly string[];
}

/** A request waiting for an idle solver. */
interface Waiting {
  readonly request: LargeRequest;
  readonly events: LargeEvents;
  readonly resolve: (answer: LargeAnswer) => void;
  readonly reject: (error: unknown) => void;
}

/** One worker's solver, and what it is doing. */
interface Member {
  readonly solver: LargeSolver;
  busy: boolean;
  /** Ends it once it has been idle long enough (releaseIdleAfterMs). */
  release?: ReturnType<typeof setTimeout>;
}

/**
 * Solves large boards on up to `workers` workers. Concurrent requests are
 * answered as each search ends (the caller keeps its own order). Aborting a
 * request's signal cancels that request alone: a batch that gives all its
 * requests one signal is cancelled on every worker.
 */
export class LargeSolverPool {
  /** How many searches run at once at most: a batch gains nothing by asking for more. */
  readonly workers: number;
  private readonly members: Member[] = [];
  /** Per puzzle (its key), the member that has its requests until they may spread. */
  private readonly owners = new Map<string, Member>();
  /** The puzzles (keys) whose full databases a worker has said it runs on: they are in the cache. */
  private readonly full = new Set<string>();
  private readonly waiting: Waiting[] = [];
  /** The puzzles whose builders were asked to hurry while their requests were held. */
  private readonly hurried = new Set<string>();
  private cacheProblemTold = false;
  private disposed = false;

  constructor(private readonly options: LargeSolverPoolOptions) {
    this.workers = Math.max(1, Math.floor(options.workers));
  }

  /** Answers when the search ends; requests start in the order they came. */
  solve(request: LargeRequest, events: LargeEvents = {}): Promise<LargeAnswer> {
    if (this.disposed || events.signal?.aborted) return Promise.resolve({ kind: 'cancelled' });
    return new Promise<LargeAnswer>((resolve, reject) => {
      this.waiting.push({ request, events, resolve, reject });
      this.dispatch();
    });
  }

  /** A copy of what the pool is doing now. */
  get state(): PoolState {
    return {
      workers: this.workers,
      started: this.members.length,
      spread: [...this.full].filter((key) => this.spreads(key)),
    };
  }

  /** Whether any worker builds full databases the cache can keep (see LargeSolver's). */
  get buildingForCache(): boolean {
    return this.members.some(({ solver }) => solver.buildingForCache);
  }

  /** Settles once no worker is {@link buildingForCache} any more. */
  async buildsSettled(): Promise<void> {
    await Promise.all(this.members.map(({ solver }) => solver.buildsSettled()));
  }

  /** Ends the workers; requests still waiting answer `cancelled`. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const waiting of this.waiting.splice(0)) waiting.resolve({ kind: 'cancelled' });
    this.members.forEach((member) => clearTimeout(member.release));
    await Promise.all(this.members.map(({ solver }) => solver.dispose()));
  }

  /** The waiting requests, in order, to the members that may take them. */
  private dispatch(): void {
    while (this.waiting.length > 0 && !this.disposed) {
      const head = this.waiting[0];
      const member = this.memberFor(head.request.puzzle.key);
      if (!member) {
        this.hurryWhileHeld(head.request.puzzle.key);
        return;
      }
      this.waiting.shift();
      this.run(member, head);
    }
  }

  /**
   * An idle member for the puzzle: its owner until it may spread, then any (a new one while there is room).
   */
  private memberFor(key: string): Member | undefined {
    const owner = this.owners.get(key);
    if (owner && !this.spreads(key)) return owner.busy ? undefined : owner;
    const member =
      this.members.find((candidate) => !candidate.busy) ??
      (this.members.length < this.workers ? this.start() : undefined);
    if (member && !owner) this.owners.set(key, member);
    return member;
  }

  /**
   * Requests wait for the puzzle's one worker while its full databases
   * build, and a core the pool could search on is idle: the builders may
   * take it, so the requests spread sooner. Asked once per puzzle, once the
   * worker has said its build began (it says so during its first search).
   */
  private hurryWhileHeld(key: string): void {
    const owner = this.owners.get(key);
    if (!owner || this.hurried.has(key) || this.members.length >= this.workers) return;
    if (owner.solver.hurryBuilds()) this.hurried.add(key);
  }

  private spreads(key: string): boolean {
    return this.full.has(key) && !this.cacheProblemTold && this.workers > 1;
  }

  private run(member: Member, { request, events, resolve, reject }: Waiting): void {
    member.busy = true;
    clearTimeout(member.release);
    const key = request.puzzle.key;
    const heard: LargeEvents = {
      ...events,
      onDatabasesInUse: (inUse) => {
        if (!inUse.quick) this.onFull(key);
        events.onDatabasesInUse?.(inUse);
      },
    };
    const done = (): void => {
      member.busy = false;
      this.dispatch();
      if (!member.busy) this.releaseWhenIdle(member);
    };
    member.solver.solve(request, heard).then(
      (answer) => {
        done();
        resolve(answer);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  }

  private start(): Member {
    const solver = new LargeSolver({
      ...this.options,
      onCacheProblem: (problem) => this.tellCacheProblem(problem),
      onDatabasesReady: (ready) => {
        if (!ready.inUse.quick) this.onFull(ready.puzzle);
        this.options.onDatabasesReady?.(ready);
      },
    });
    const member: Member = { solver, busy: false };
    this.members.push(member);
    return member;
  }

  /**
   * Ends a worker beyond the first once it has stayed idle, unless it is
   * building databases for the cache; the next batch starts it again (its
   * tables read from the cache). The first keeps the session's searches.
   */
  private releaseWhenIdle(member: Member): void {
    const after = this.options.releaseIdleAfterMs;
    if (after === undefined || member === this.members[0]) return;
    clearTimeout(member.release);
    member.release = setTimeout(() => {
      if (member.busy || this.disposed) return;
      if (member.solver.buildingForCache) return this.releaseWhenIdle(member);
      this.members.splice(this.members.indexOf(member), 1);
      for (const [key, owner] of this.owners) if (owner === member) this.owners.delete(key);
      void member.solver.dispose();
    }, after);
  }

  /** A worker runs on the puzzle's full databases: the waiting requests for it may go to the others now. */
  private onFull(key: string): void {
    if (this.full.has(key)) return;
    this.full.add(key);
    this.dispatch();
  }

  /** Once for the pool's life, as a single solver does: the cause is the same for every worker. */
  private tellCacheProblem(problem: CacheProblem): void {
    if (this.cacheProblemTold) return;
    this.cacheProblemTold = true;
    this.options.onCacheProblem?.(problem);
  }
}
