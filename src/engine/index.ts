// The engine: pure TypeScript with no `vscode`, no DOM and no Node API, so the
// extension host, the web worker, the webview and the command line share it.
export * from './formats/answerSheet';
export * from './formats/answerSink';
export * from './board';
export * from './boardType';
export * from './boardList';
export * from './formats/boardReader';
export * from './formats/byteBuffer';
export * from './distanceTable';
export * from './formats/distanceTableFile';
export * from './generate';
export * from './move';
export * from './notation';
export * from './parse';
export * from './formats/plainLines';
export * from './puzzle';
export * from './puzzleType';
export * from './random';
export * from './rank';
export * from './replay';
export * from './solve';
export * from './verdicts';
export * from './scan';
export * from './sizes';
export * from './unsolvableWords';
export * from './walk';
