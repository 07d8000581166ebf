// The lab's checks in a worker thread (dist/labCheckWorker.js), so a
// learner's heuristic, called on every board, and a trace of millions of
// lines never hold up the extension host. One request per worker: the host
// starts a fresh one for each check and terminates it when done or cancelled.
// A 'cancel' aborts the check, which ends the learner's Python process.
import { parentPort } from 'node:worker_threads';
import { Puzzle } from '../engine';
import { FromLabWorker, HeuristicCheckRequest, labPuzzleOf, TraceReplayRequest } from './spec/workerMessages';
import { answerOneRequest } from '../judge/oneRequestWorker';
import { checkHeuristic } from './heuristic/check';
import { replayTraceFile } from './trace';

const port = parentPort;
if (port) {
  const post = (message: FromLabWorker): void => port.postMessage(message);
  answerOneRequest<HeuristicCheckRequest | TraceReplayRequest, FromLabWorker>(
    port,
    (request, signal) => run(request, signal, post),
    (message) => ({ type: 'failure', message }),
  );
}

function run(
  request: HeuristicCheckRequest | TraceReplayRequest,
  signal: AbortSignal,
  post: (message: FromLabWorker) => void,
): Promise<FromLabWorker> {
  const puzzle = request.puzzle && labPuzzleOf(request.puzzle);
  if (request.puzzle && !puzzle)
    return Promise.resolve({ type: 'failure', message: `not a puzzle: ${JSON.stringify(request.puzzle)}` });
  return request.type === 'check'
    ? check(request, puzzle as Puzzle, signal, post)
    : replay(request, puzzle, signal);
}

async function check(
  request: HeuristicCheckRequest,
  puzzle: Puzzle,
  signal: AbortSignal,
  post: (message: FromLabWorker) => void,
): Promise<FromLabWorker> {
  const outcome = await checkHeuristic({
    file: request.file,
    puzzle,
    python: request.python,
    signal,
    onProgress: progressPoster(post),
  });
  if (!outcome.ok)
    return {
      type: 'failure',
      message: outcome.message,
      ...(outcome.board === undefined ? {} : { board: outcome.board }),
    };
  return { type: 'result', result: { kind: 'heuristic', report: outcome.report, values: outcome.values } };
}

async function replay(
  request: TraceReplayRequest,
  puzzle: Puzzle | undefined,
  signal: AbortSignal,
): Promise<FromLabWorker> {
  const goals = (request.goals ?? []).map(labPuzzleOf).filter((goal): goal is Puzzle => goal !== undefined);
  const outcome = await replayTraceFile({ file: request.file, puzzle, goals, steps: request.steps, signal });
  return outcome.ok
    ? { type: 'result', result: { kind: 'trace', report: outcome.report } }
    : { type: 'failure', message: outcome.message };
}

/**
 * Progress at each hundredth, not at each board: 181,440 boards would post
 * as many messages, which cost the host's thread more than the check's.
 */
function progressPoster(post: (message: FromLabWorker) => void): (done: number, total: number) => void {
  let shown = -1;
  return (done, total) => {
    const hundredth = total > 0 ? Math.floor((done * 100) / total) : 0;
    if (hundredth === shown) return;
    shown = hundredth;
    post({ type: 'progress', done, total });
  };
}
