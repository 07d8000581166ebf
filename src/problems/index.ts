// The judge problems' registry: pure TypeScript over the engine (no Node, no
// `vscode`), so the command line, the judge and both builds of the extension
// read the same declarations. With it, each problem's forms, written once:
// its input written from a case set (inputWriter.ts), its output read back
// into one answer per case (outputReader.ts), and each answer ruled on as
// its judge rules (acceptance.ts, lexicographic.ts).
export * from './languages';
export * from './registry';
export * from './spec';
export * from './mentions';
export * from './boardText';
export * from './inputWriter';
export * from './outputReader';
export * from './acceptance';
export * from './lexicographic';
export * from './fileProblem';
export * from './sourceCode';
