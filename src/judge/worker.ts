// The judge in a worker thread (dist/judgeWorker.js), so a 9! run never
// blocks the extension host: options in, events and the outcome out, all
// plain data. A 'cancel' message aborts the run, which kills the running
// program; the outcome still follows.
import { parentPort } from 'node:worker_threads';
import { judge } from './judgeProgram';
import { FromJudgeWorker, JudgeOutcome, ToJudgeWorker } from './spec';

const port = parentPort;
if (port) {
  const controller = new AbortController();
  let started = false;
  const post = (message: FromJudgeWorker): void => port.postMessage(message);
  port.on('message', (message: ToJudgeWorker) => {
    if (message.type === 'cancel') {
      controller.abort();
      return;
    }
    if (started) return;
    started = true;
    const watch = {
      started: (groupId: number) => post({ type: 'process', groupId, alive: true }),
      ended: (groupId: number) => post({ type: 'process', groupId, alive: false }),
    };
    judge(message.options, (event) => post({ type: 'event', event }), controller.signal, watch)
      .catch((error: unknown): JudgeOutcome => ({
        kind: 'cannot-start',
        message: `internal error: ${error instanceof Error ? error.message : String(error)}`,
      }))
      .then((outcome) => {
        post({ type: 'outcome', outcome });
        port.close();
      })
      .catch(() => undefined);
  });
}
