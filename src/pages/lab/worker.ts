// The lab's Web Worker: runs the engine's searches off the page's thread, so
// the page keeps answering clicks and keys while a forward BFS crawls. A
// search runs to its end without pausing, so Stop ends this worker (the page
// starts a fresh one); between methods it reports which one runs and for how long.
import { rank } from '../../engine';
import { astarWith, Guide, idastarWith, methodNamed } from '../../engine/search';
import type { EstimateMethodName, SearchOptions, SearchStep } from '../../engine/search/types';
import {
  LabFigures,
  LabMethodName,
  parseWorkerRequest,
  STEP_CAP,
  WorkerEstimate,
  WorkerReply,
  WorkerRequest,
} from '../../protocol/labMessages';

/** How often a running method says it is still running. */
const PROGRESS_EVERY_MS = 200;

interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: WorkerReply): void;
}
declare const self: WorkerScope;

self.onmessage = (event: MessageEvent) => {
  const request = parseWorkerRequest(event.data);
  if (request) handle(request);
};

/** One method the worker can run: one of the lab's, or A* or IDA* with the learner's heuristic. */
interface Runnable {
  readonly name: LabMethodName;
  run(request: WorkerRequest, options: SearchOptions): LabFigures;
}

function handle(request: WorkerRequest): void {
  if (request.type === 'run') {
    for (const name of request.methods) {
      const method = runnable(name, request.estimate);
      if (method) runOne(request, method);
    }
  } else {
    const method = runnable(request.method, request.estimate);
    if (method) stepThrough(request, method);
  }
  self.postMessage({ type: 'done', run: request.run });
}

function runnable(name: LabMethodName, estimate: WorkerEstimate | undefined): Runnable | undefined {
  if (name === 'astar-yours' || name === 'idastar-yours') return estimate && yours(name, estimate);
  const method = methodNamed(name);
  return (
    method && { name, run: (request, options) => method.run(request.lab.puzzle, request.lab.board, options) }
  );
}

/** A* or IDA* whose estimate looks the board's rank up in the learner's values. */
function yours(name: EstimateMethodName, { values, consistent }: WorkerEstimate): Runnable {
  return {
    name,
    run: (request, options) => {
      const cells = request.lab.puzzle.size.cells;
      const scratch = new Array<number>(cells);
      const guide: Guide = {
        consistent,
        estimate: (board, offset = 0) => {
          for (let i = 0; i < cells; i++) scratch[i] = board[offset + i];
          return values[rank(scratch)];
        },
      };
      const search = name === 'astar-yours' ? astarWith : idastarWith;
      return search(guide, request.lab.puzzle, request.lab.board, options);
    },
  };
}

function runOne(request: WorkerRequest, method: Runnable): void {
  const start = performance.now();
  let said = start;
  runMethod(
    request,
    method,
    {
      // Polled every few thousand nodes: the one moment a running search can tell the page how long it has
      // been at it.
      isCancelled: () => {
        const now = performance.now();
        if (now - said >= PROGRESS_EVERY_MS) {
          said = now;
          self.postMessage({ type: 'progress', run: request.run, method: method.name, ms: now - start });
        }
        return false;
      },
    },
    (figures) => self.postMessage({ type: 'figures', run: request.run, figures }),
  );
}

/** The method again, keeping its first STEP_CAP expansions for the page to step through. */
function stepThrough(request: WorkerRequest & { type: 'step' }, method: Runnable): void {
  const steps: SearchStep[] = [];
  let total = 0;
  const onStep = (step: SearchStep): void => {
    total++;
    if (steps.length < STEP_CAP) steps.push({ ...step, board: step.board.slice() });
  };
  runMethod(request, method, { onStep }, (figures) =>
    self.postMessage({ type: 'steps', run: request.run, figures, steps, total }),
  );
}

/** Runs `method` on the request's board with `more` options, says it started, and replies with its figures or why it failed. */
function runMethod(
  request: WorkerRequest,
  method: Runnable,
  more: Pick<SearchOptions, 'isCancelled' | 'onStep'>,
  reply: (figures: LabFigures) => void,
): void {
  const { run } = request;
  self.postMessage({ type: 'started', run, method: method.name });
  try {
    reply(method.run(request, { budget: request.budget, clock: () => performance.now(), ...more }));
  } catch (error) {
    self.postMessage({
      type: 'failed',
      run,
      method: method.name,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
