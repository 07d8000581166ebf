// The lab's checks of a learner's work as plain data: what the command line
// prints and the extension's worker thread sends (src/lab/spec/reports.ts).
export * from './reports';
