// Optimal answers for boards of more than 9 cells (3×4, 4×3, 4×4): pattern
// databases and IDA*. Pure: the host or CLI builds, caches and runs them in
// a worker thread (src/solver).
export * from './answer';
export * from './build';
export * from './database';
export * from './file';
export * from './partition';
export * from './search';
