// Every word the board's page shows, in English: the table both sides read.
// The host translates each entry (its English text is its bundle key) and
// puts the translations in the page (src/extension/board/html.ts); the page
// takes each one it is given over the English (src/pages/kit/strings.ts), so
// a partial translation never leaves a blank label. Pure data: no DOM, no `vscode`.
import { PLAYER_ENGLISH } from './playerStrings';

export const BOARD_ENGLISH = {
  'board.label': 'Board',
  'board.sized': 'Board, {0} rows by {1} columns',
  'board.tile': 'tile {0}, row {1}, column {2}',
  'board.blank': 'blank',
  'goal.label': 'Goal',
  'goal.description': 'Goal: {0}',
  'progress.step': 'step {0} of {1}',
  'progress.remainingOne': '1 move to the goal',
  'progress.remaining': '{0} moves to the goal',
  'progress.unsolvable': 'unsolvable',
  /**
   * A board too large for a distance table: what the host's search found, when it was given a budget and ran
   * out.
   */
  'progress.atMost': 'at most {0} moves to the goal (not proven shortest)',
  /** What a screen reader hears after a step: the step, then the distance. */
  'progress.spoken': '{0}, {1}',
  'status.solved': 'Solved',
  'moves.label': 'Moves',
  'moves.none': 'No moves yet: play by hand, or press Solve.',
  'moves.goTo': 'Go to step {0}',
  'player.label': 'Playback',
  ...PLAYER_ENGLISH,
  'hint.button': 'Hint',
  'hint.move': 'Next: {0}, tile {1} slides {2}',
  'hint.solved': 'Already at the goal.',
  'hint.unsolvable': 'This board cannot reach the goal.',
  'hint.unproven': 'Next: {0}, tile {1} slides {2} (from a solution not proven shortest)',
  'hint.searching': 'Searching for a shortest solution…',
  'hint.progress': 'Searching for a shortest solution: bound {0}, {1} boards searched…',
  'hint.failed': 'No hint: {0}',
  'solve.button': 'Solve',
  /** Said when Solve starts playing: the answer follows the moves already played. */
  'solve.playing': 'Playing a shortest solution of {0} moves.',
  'solve.playingUnproven': 'Playing a solution of {0} moves (not proven shortest).',
  'solve.solved': 'Already at the goal: nothing to solve.',
  'solve.unsolvable': 'This board cannot reach the goal: there is no solution to play.',
  'solve.searching': 'Searching for a shortest solution to play…',
  'solve.failed': 'No solution: {0}',
  'keys.hint': 'Arrow keys move the blank (↑ u, ↓ d, ← l, → r). Or click a tile next to the blank.',
  'direction.up': 'up',
  'direction.down': 'down',
  'direction.left': 'left',
  'direction.right': 'right',
  'announce.move': 'Tile {0} slid {1}.',
  'announce.tooLong': 'The move string is at its limit of {0} moves.',
  'insert.button': 'Insert moves into editor',
  'edit.button': 'Edit',
  'edit.label': 'Board',
  'edit.help':
    'Any form: 2 3 4 1 5 x 7 6 8, 23415x768, or one line per row; any size from 2×2 to 4×4, cells above 9 with spaces or commas between them. Enter applies, Shift+Enter starts a new line, Escape cancels.',
  'edit.apply': 'Apply',
  'edit.cancel': 'Cancel',
  'shuffle.button': 'Shuffle',
  'shuffle.difficulty': 'Moves from the goal',
  /**
   * Boards of more than 9 cells have no distance table: Shuffle walks this many random moves from the goal.
   */
  'shuffle.walk': 'Random moves from the goal',
  'shuffle.walkRange': 'A walk of {0} random moves is not offered: choose 0 to {1}.',
  /** The host's wording for the same mistake in Insert Random Puzzle, so one translation serves both. */
  'shuffle.noSuchDistance': 'No board is {0} moves from the goal: choose 0 to {1}.',
  'parse.unknownSymbol': "'{0}' is not a tile or a blank: use 1–8 and x (or 0 or .)",
  'parse.tooFewCells': '{0} cells, expected 9',
  'parse.tooManyCells': '{0} cells, expected 9',
  'parse.missingBlank': '{0} cells, expected 9: the blank is missing',
  'parse.missingTile': '{0} cells, expected 9: tile {1} is missing',
  'parse.repeatedTile': 'tile {0} appears twice',
  'parse.twoBlanks': 'two blanks',
  /** The same mistakes on boards of other sizes, in the engine's words for them. */
  'parse.unknownSymbolSized': "'{0}' is not a tile or a blank: use 1–{1} and x (or 0 or .)",
  'parse.wrongCount': '{0} cells, expected {1}',
  'parse.missingBlankSized': '{0} cells, expected {1}: the blank is missing',
  'parse.missingTileSized': '{0} cells, expected {1}: tile {2} is missing',
  'parse.sizeNeeded': '{0} cells: give the size, {1} or {2}',
};

export type BoardStringKey = keyof typeof BOARD_ENGLISH;
