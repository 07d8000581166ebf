// The judge in a worker thread (dist/judgeWorker.js), so a 9! run never
// blocks the extension host: options in, events and the outcome out, all
// plain data. A 'cancel' message aborts the run, which kills the running
// program; the outcome still follows.
import { parentPort } from 'node:worker_threads';
import { judge } from './judgeProgram';
import { answerOneRequest } from './oneRequestWorker';
import { FromJudgeWorker, ToJudgeWorker } from './spec';

const port = parentPort;
if (port) {
  const post = (message: FromJudgeWorker): void => port.postMessage(message);
  const watch = {
    started: (groupId: number) => post({ type: 'process', groupId, alive: true }),
    ended: (groupId: number) => post({ type: 'process', groupId, alive: false }),
  };
  answerOneRequest<Exclude<ToJudgeWorker, { type: 'cancel' }>, FromJudgeWorker>(
    port,
    async (request, signal) => ({
      type: 'outcome',
      outcome: await judge(request.options, (event) => post({ type: 'event', event }), signal, watch),
    }),
    (message) => ({ type: 'outcome', outcome: { kind: 'cannot-start', message } }),
  );
}
