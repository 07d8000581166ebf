// The judge problems' registry: pure TypeScript over the engine (no Node, no
// `vscode`), so the command line, the judge and both builds of the extension
// read the same declarations.
export * from './registry';
export * from './mentions';
