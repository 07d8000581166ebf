// The large-board solver in a worker thread (dist/solverWorker.js): the
// requests answered as everywhere (requests.ts), its cache on disk, and the
// full databases built by builder threads of this same script (background.ts),
// heard without waiting in the middle of a search, which then finishes on them.
import { parentPort } from 'node:worker_threads';
import { buildInBackground, isBuilderThread, runBuilder } from './background';
import { nodeDatabaseFiles } from './nodeFiles';
import type { ToSolverWorker } from './protocol';
import { SolverRequests } from './requests';

const port = parentPort;
if (isBuilderThread()) {
  runBuilder();
} else if (port) {
  const requests = new SolverRequests({
    post: (message, transfer) => port.postMessage(message, transfer),
    files: (message) =>
      nodeDatabaseFiles(message.cacheDirectory, (file) => port.postMessage({ type: 'refused', file })),
    buildInBackground,
  });
  port.on('message', (message: ToSolverWorker) => requests.answer(message));
}
