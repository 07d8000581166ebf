// The judge's runner: runs a competitive programmer's program on test sets
// and judges every answer with the engine's special judge. Node only (child
// processes), so it is left out of the browser build, which reads only the
// pure spec (./spec) and the problems' registry (src/problems). Used by the
// command line's `judge` in its own process, and by the extension's Testing
// API controller in a worker thread (./worker.ts, dist/judgeWorker.js, which
// src/extension/testing/judgeClient.ts starts and talks to).
export * from './spec';
export { judge } from './judgeProgram';
export { judgeToolchain, languageOf } from './run/toolchains';
export type { ProcessWatch } from './run/runProgram';
