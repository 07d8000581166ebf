// What a judgement is, as plain data and pure functions: its options, events
// and results, the languages, the limits and the judge's words. No Node here,
// so the browser build of the extension reads it; the runner (src/judge) and
// its worker thread run it.
export * from './types';
export * from './languages';
export * from './limits';
export * from './sets';
export * from './words';
export * from './workerMessages';
export * from './shellWords';
