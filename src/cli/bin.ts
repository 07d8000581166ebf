import { runCommandLine } from './main';
import { nodeIo } from './nodeIo';

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

void runCommandLine(process.argv.slice(2), nodeIo(), interruptOnSignals).then((code) => {
  process.exitCode = code;
});
