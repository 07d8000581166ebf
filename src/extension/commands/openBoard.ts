import * as vscode from 'vscode';
import {
  Board,
  hasTable,
  maxDistance,
  parseBoard,
  Puzzle,
  puzzleOf,
  randomBoardAt,
  randomWalk,
  Size,
  sizeByKey,
  SizeKey,
  sizeNamed,
  sizesForPicker,
  solve,
} from '../../engine';
import { BoardState, boardStateData, parseBoardState } from '../../protocol/messages';
import { BoardPanel } from '../board/panel';
import { PuzzleSource, sourceOf } from '../board/insert';
import { readSettings } from '../config';
import { readingOf } from '../answers/fileReading';
import { notABoardMessage, puzzleAt } from '../puzzleAt';

/**
 * A random board for an empty start is this many moves from the goal (or,
 * on sizes with no distance table, this many random moves away): a fair challenge.
 */
const RANDOM_DISTANCE = 20;
/** The size last picked in Open Board, remembered across sessions. */
const LAST_SIZE_KEY = 'eightPuzzle.board.lastSize';

/** What Open Board may be given, from a keybinding or a test: the size to open, which skips the picker. */
export interface OpenBoardArgs {
  /** `4x4`, `2x3`, … */
  readonly size?: string;
}

/**
 * "Open Board": the puzzle at the selection or cursor, with its shortest
 * solution ready to play; when there is none, a random solvable board of the
 * size the user picks (3×3 first, the last size picked preselected).
 */
export function openBoardCommand(
  extensionUri: vscode.Uri,
  memory: vscode.Memento,
): (args?: OpenBoardArgs) => Promise<BoardPanel | undefined> {
  return async (args?: OpenBoardArgs) => {
    const editor = vscode.window.activeTextEditor;
    const found = editor ? puzzleAt(editor.document, editor.selection) : undefined;
    if (found && !found.ok && found.boardShaped) {
      void vscode.window.showErrorMessage(notABoardMessage(found));
      return undefined;
    }
    if (editor && found?.ok) {
      const puzzle = readingOf(editor.document).puzzleFor(found.size);
      return BoardPanel.show(
        extensionUri,
        () => withSolution(puzzle, found.board),
        sourceOf(editor.document, found.range),
      );
    }
    const given = typeof args?.size === 'string' ? sizeNamed(args.size) : undefined;
    const size = given ?? (await pickSize(memory));
    if (!size) return undefined;
    await memory.update(LAST_SIZE_KEY, size.key);
    const puzzle = readSettings().puzzleFor(size);
    return BoardPanel.show(extensionUri, () => ({ puzzle, start: randomBoard(puzzle), moves: '', step: 0 }));
  };
}

/**
 * Sizes with a distance table deal a board exactly RANDOM_DISTANCE moves away (or the farthest there is); the
 * others walk that many random moves.
 */
function randomBoard(puzzle: Puzzle): Board {
  if (!hasTable(puzzle.size)) return randomWalk(puzzle, RANDOM_DISTANCE, Math.random);
  return randomBoardAt(puzzle, Math.min(RANDOM_DISTANCE, maxDistance(puzzle)), Math.random) ?? puzzle.goal;
}

interface SizeItem extends vscode.QuickPickItem {
  readonly key: SizeKey;
}

/**
 * The sizes in the registry's picker order (3×3 first, then 2×2 to 4×4); the last one picked is where the
 * picker starts.
 */
async function pickSize(memory: vscode.Memento): Promise<Size | undefined> {
  const last = sizeNamed(memory.get<string>(LAST_SIZE_KEY) ?? '');
  const items: SizeItem[] = sizesForPicker().map((size) => ({
    label: size.name,
    description: sizeDescription(size),
    detail: size === last ? vscode.l10n.t('last used') : undefined,
    key: size.key,
  }));
  const quickPick = vscode.window.createQuickPick<SizeItem>();
  quickPick.title = vscode.l10n.t('Open Board');
  quickPick.placeholder = vscode.l10n.t('The size of the board');
  quickPick.items = items;
  const active = items.find((item) => item.key === last?.key);
  if (active) quickPick.activeItems = [active];
  const picked = await new Promise<SizeKey | undefined>((resolve) => {
    quickPick.onDidAccept(() => resolve(quickPick.selectedItems[0]?.key ?? quickPick.activeItems[0]?.key));
    quickPick.onDidHide(() => resolve(undefined));
    quickPick.show();
  });
  quickPick.dispose();
  // By key, so the size is the registry's own value whatever item VS Code hands back.
  return picked && sizeByKey(picked);
}

function sizeDescription(size: Size): string {
  const tiles = size.cells - 1;
  if (tiles === 8) return vscode.l10n.t('the eight puzzle, {0} tiles', tiles);
  if (tiles === 15) return vscode.l10n.t('the fifteen puzzle, {0} tiles', tiles);
  return vscode.l10n.t('{0} tiles', tiles);
}

/** What hovers, CodeLens and quick fixes pass to "Show on Board": plain JSON, as command links need. */
export interface ShowOnBoardArgs {
  readonly board: string;
  readonly moves?: string;
  readonly step?: number;
  /** A goal other than the setting's: a Luogu P1379 case shown from the Test Explorer has its own. */
  readonly goal?: string;
  /** The board's size, `4x4`, `2x3`…; without it a board is 3×3, or the square size its cells make (16 cells: 4×4). */
  readonly size?: string;
  /** The document and last line of the puzzle, so "Insert" puts the answer below it. */
  readonly uri?: string;
  readonly line?: number;
  /** Where the puzzle's answer is, as [line, start, end], so "Insert" replaces it. */
  readonly answer?: readonly [number, number, number];
}

/**
 * The board and source a command link names. Links come from documents (a
 * hover's Markdown, a lens, a quick fix), so nothing in them is trusted: the
 * board must parse, and a place must be a line of a document that is open,
 * or the link is refused, with a message, rather than writing somewhere else.
 */
export function readArgs(
  args: ShowOnBoardArgs | undefined,
): { board: Board; size: Size; source?: PuzzleSource } | undefined {
  const parsed = args && typeof args.board === 'string' ? boardOfSize(args.board, args.size) : undefined;
  if (!args || !parsed) return undefined;
  if (args.uri === undefined && args.line === undefined && args.answer === undefined) return parsed;
  const source = linkedSource(args);
  if (typeof source === 'string') {
    void vscode.window.showWarningMessage(source);
    return undefined;
  }
  return { ...parsed, source };
}

/**
 * A link's board, of the size it names (a size that is not played refuses the link), or of the size its cells
 * make.
 */
function boardOfSize(text: string, size: unknown): { board: Board; size: Size } | undefined {
  const named = typeof size === 'string' ? sizeNamed(size) : undefined;
  if (size !== undefined && !named) return undefined;
  const parsed = parseBoard(text, named);
  return parsed.ok ? { board: parsed.board, size: parsed.size } : undefined;
}

/** Where a link says its puzzle is, checked against the open documents; a message when it is nowhere. */
function linkedSource(args: ShowOnBoardArgs): PuzzleSource | string {
  const uri = typeof args.uri === 'string' ? parseUri(args.uri) : undefined;
  const document =
    uri && vscode.workspace.textDocuments.find((open) => open.uri.toString() === uri.toString());
  if (!document)
    return vscode.l10n.t(
      'This link points to a document that is not open: {0}',
      String(args.uri).slice(0, 200),
    );
  const { line } = args;
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 0 || line >= document.lineCount) {
    return vscode.l10n.t(
      'This link points to line {0} of {1}, which has lines 1 to {2}.',
      typeof line === 'number' ? line + 1 : String(line),
      vscode.workspace.asRelativePath(document.uri),
      document.lineCount,
    );
  }
  if (args.answer === undefined) return { uri: document.uri, line };
  const answer = answerRange(args.answer, document);
  if (!answer)
    return vscode.l10n.t(
      'This link points to an answer that is not on line {0} of {1}.',
      line + 1,
      vscode.workspace.asRelativePath(document.uri),
    );
  return { uri: document.uri, line, answer };
}

function parseUri(text: string): vscode.Uri | undefined {
  try {
    return vscode.Uri.parse(text, true);
  } catch {
    return undefined;
  }
}

/** An answer's place as [line, start, end], within a line of `document`. */
function answerRange(answer: unknown, document: vscode.TextDocument): vscode.Range | undefined {
  if (!Array.isArray(answer) || answer.length !== 3 || !answer.every((n) => Number.isInteger(n) && n >= 0))
    return undefined;
  const [line, start, end] = answer as number[];
  if (line >= document.lineCount || end < start || end > document.lineAt(line).text.length) return undefined;
  return new vscode.Range(line, start, line, end);
}

/** "Show on Board" from a hover, CodeLens or quick fix: a given board and moves, at a given step. */
export function showOnBoardCommand(
  extensionUri: vscode.Uri,
): (args?: ShowOnBoardArgs) => BoardPanel | undefined {
  return (args?: ShowOnBoardArgs) => {
    const read = readArgs(args);
    if (!read) return undefined;
    const puzzle = linkedPuzzle(args?.goal, read.size);
    if (!puzzle) return undefined;
    const moves = typeof args?.moves === 'string' ? args.moves : undefined;
    const state =
      moves === undefined ? withSolution(puzzle, read.board) : { puzzle, start: read.board, moves, step: 0 };
    // The link's moves are checked as any board state from outside is: letters that stay on the board, not
    // too many.
    const valid = parseBoardState(boardStateData(state));
    if (!valid) return undefined;
    const step = Math.max(0, Math.min(valid.moves.length, Math.floor(Number(args?.step ?? 0)) || 0));
    return BoardPanel.show(extensionUri, { ...valid, step }, read.source);
  };
}

/**
 * The link's own goal, of its board's size (a Luogu P1379 case has one), or the settings' goal; undefined
 * when the link's goal is not a board of that size.
 */
export function linkedPuzzle(goal: unknown, size: Size): Puzzle | undefined {
  if (typeof goal !== 'string') return readSettings().puzzleFor(size);
  const parsed = parseBoard(goal, size);
  return parsed.ok ? puzzleOf(size, parsed.board) : undefined;
}

/**
 * The board with a shortest solution when its size has a distance table; any other board opens without one,
 * and its Hint asks the solver.
 */
function withSolution(puzzle: Puzzle, board: Board): BoardState {
  const solution = hasTable(puzzle.size) ? solve(puzzle, board) : undefined;
  return { puzzle, start: board, moves: solution?.solvable ? solution.moves : '', step: 0 };
}
