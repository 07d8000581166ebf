// A learner's search replayed from its trace file (docs/trace-format.md).
export { describeTraceProblem, MOST_TRACE_LINE_CHARACTERS, replayTraceFile } from './replayTraceFile';
export type { TraceFileOptions, TraceFileOutcome } from './replayTraceFile';
