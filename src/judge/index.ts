// The judge: runs a competitive programmer's program on test sets and judges
// every answer with the engine's special judge. Node only (child processes),
// so it is left out of the browser build. Used by the command line's `judge`
// and by the extension's Testing API controller, which runs it in a worker
// thread (judgeInWorker, dist/judgeWorker.js).
export * from './types';
export { judge } from './judge';
export { PRESETS, presetOf, isProblemId } from './presets';
export { DEFAULT_TOOLCHAINS, languageOf } from './toolchains';
export { verdictName } from './verdicts';
export { describeForm } from './inputs';
export { MOST_RANDOM_CASES } from './caseSet';
export { judgeInWorker } from './workerClient';
export type { ProcessWatch } from './runProgram';
