import { keepDistanceTablesIn } from '../engine';
import { defaultCacheDirectory } from '../solver/nodeFiles';
import { runCommandLine } from './main';
import { nodeIo } from './io/nodeIo';
import { nodeLargeSolver } from './solver/nodeLargeSolver';
import { refusedFileNotices } from './io/refusedFiles';
import { nodeDistanceTableStore } from './solver/tableStore';

/**
 * Ctrl+C during `judge` cancels the judgement, which kills the running
 * program's whole process group before the command line exits; a second
 * Ctrl+C exits at once (the judge kills the group on exit all the same).
 */
function interruptOnSignals(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (): void => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  return controller.signal;
}

const streams = nodeIo();
// One line for each cache file refused, whether the table's store or a solver's thread met it.
const refused = refusedFileNotices(streams);
// 3×3's table is read from the cache rather than searched for again: a sixth of a 9! batch's time.
keepDistanceTablesIn(nodeDistanceTableStore(defaultCacheDirectory(), refused));
const large = nodeLargeSolver(streams, refused);
const io = {
  ...streams,
  solveLarge: large.solveLarge,
  largeSearchesAtOnce: large.searchesAtOnce,
  // A getter, so that Ctrl+C keeps its plain meaning until a command asks for the signal.
  get signal(): AbortSignal {
    return large.signal;
  },
};
void runCommandLine(process.argv.slice(2), io, interruptOnSignals).then(async (code) => {
  process.exitCode = code;
  // The solver's worker thread would keep the process alive.
  await large.dispose();
});
