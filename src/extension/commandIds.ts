/**
 * Every command of the extension, by id: the one place in src/ where these
 * ids are written. package.json declares the contributed ones too, and a unit
 * test checks that the two lists agree.
 */
export const CommandId = {
  solve: 'eightPuzzle.solve',
  /** A board's CodeLens and a hover's Solve link: the Solve command on a given board. */
  solveBoard: 'eightPuzzle.solveBoard',
  solveAll: 'eightPuzzle.solveAll',
  openBoard: 'eightPuzzle.openBoard',
  showOnBoard: 'eightPuzzle.showOnBoard',
  insertRandom: 'eightPuzzle.insertRandom',
  generateTestData: 'eightPuzzle.generateTestData',
  openExample: 'eightPuzzle.openExample',
  openSearchLab: 'eightPuzzle.openSearchLab',
  /** A learner's heuristic `h` checked on every board, the report in the Search Lab. */
  checkHeuristic: 'eightPuzzle.checkHeuristic',
  /** A learner's search trace replayed in the Search Lab. */
  openTrace: 'eightPuzzle.openTrace',
  testSolution: 'eightPuzzle.testSolution',
  chooseProblem: 'eightPuzzle.chooseProblem',
  showCaseOnBoard: 'eightPuzzle.showCaseOnBoard',
  /** The quick fix's command, never in the palette: it is not contributed. */
  replaceWithShortest: 'eightPuzzle.replaceWithShortest',
  /** The tile-direction hint's quick fix: `eightPuzzle.moves` set to `tile` where the document is. Not contributed either. */
  readMovesAsTile: 'eightPuzzle.readMovesAsTile',
} as const;

export type CommandId = (typeof CommandId)[keyof typeof CommandId];

/** The ids package.json need not contribute. */
export const INTERNAL_COMMANDS: readonly CommandId[] = [
  CommandId.replaceWithShortest,
  CommandId.readMovesAsTile,
];
