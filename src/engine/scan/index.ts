// The scanner: boards and answers in free text (source files, samples,
// comments), found by the precision rules in each file, so that no verdict
// ever appears on ordinary code.
export * from './answers';
export { findBoards, gridRow, MOST_GRID_ROWS } from './boards';
export { ANY_CONTEXT, CONTEXT_HEAD_CHARS, contextOf, headOf } from './context';
export type { ScanContext } from './context';
export type { FoundBoard } from './foundBoard';
export { findBoardsInLine } from './lineBoards';
export { answerFileLine } from './sampleLines';
export { SAMPLE_LINES } from './samples';
export * from './windows';
