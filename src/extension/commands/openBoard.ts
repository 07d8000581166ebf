import * as vscode from 'vscode';
import { Board, EIGHT_PUZZLE, parseBoard, randomBoardAt, solve } from '../../engine';
import { BoardState, parseBoardState } from '../../protocol/messages';
import { BoardPanel } from '../board/panel';
import { PuzzleSource, sourceOf } from '../board/insert';
import { readSettings } from '../config';
import { puzzleAt } from '../puzzleAt';

/** A random board for an empty start is this many moves from the goal: a fair challenge. */
const RANDOM_DISTANCE = 20;

/**
 * "Open Board": the puzzle at the selection or cursor, with its shortest
 * solution ready to play; a random solvable board when there is none.
 */
export function openBoardCommand(extensionUri: vscode.Uri): () => BoardPanel | undefined {
  return () => {
    const { goal } = readSettings();
    const editor = vscode.window.activeTextEditor;
    const found = editor ? puzzleAt(editor.document, editor.selection) : undefined;
    if (found && !found.ok && found.boardShaped) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Not an eight puzzle board: {0}', found.message));
      return undefined;
    }
    if (editor && found?.ok) {
      return BoardPanel.show(extensionUri, withSolution(found.board, goal), sourceOf(editor.document, found.range));
    }
    const board = randomBoardAt(RANDOM_DISTANCE, Math.random, goal) ?? goal;
    return BoardPanel.show(extensionUri, { start: board.slice(), moves: '', step: 0, goal: goal.slice() });
  };
}

/** What hovers, CodeLens and quick fixes pass to "Show on Board": plain JSON, as command links need. */
export interface ShowOnBoardArgs {
  readonly board: string;
  readonly moves?: string;
  readonly step?: number;
  /** A goal other than the setting's: a Luogu P1379 case shown from the Test Explorer has its own. */
  readonly goal?: string;
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
export function readArgs(args: ShowOnBoardArgs | undefined): { board: Board; source?: PuzzleSource } | undefined {
  const parsed = args && typeof args.board === 'string' ? parseBoard(args.board, EIGHT_PUZZLE) : undefined;
  if (!args || !parsed?.ok) return undefined;
  if (args.uri === undefined && args.line === undefined && args.answer === undefined) return { board: parsed.board };
  const source = linkedSource(args);
  if (typeof source === 'string') {
    void vscode.window.showWarningMessage(source);
    return undefined;
  }
  return { board: parsed.board, source };
}

/** Where a link says its puzzle is, checked against the open documents; a message when it is nowhere. */
function linkedSource(args: ShowOnBoardArgs): PuzzleSource | string {
  const uri = typeof args.uri === 'string' ? parseUri(args.uri) : undefined;
  const document = uri && vscode.workspace.textDocuments.find((open) => open.uri.toString() === uri.toString());
  if (!document) return vscode.l10n.t('This link points to a document that is not open: {0}', String(args.uri).slice(0, 200));
  const { line } = args;
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 0 || line >= document.lineCount) {
    return vscode.l10n.t('This link points to line {0} of {1}, which has lines 1 to {2}.', typeof line === 'number' ? line + 1 : String(line), vscode.workspace.asRelativePath(document.uri), document.lineCount);
  }
  if (args.answer === undefined) return { uri: document.uri, line };
  const answer = answerRange(args.answer, document);
  if (!answer) return vscode.l10n.t('This link points to an answer that is not on line {0} of {1}.', line + 1, vscode.workspace.asRelativePath(document.uri));
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
  if (!Array.isArray(answer) || answer.length !== 3 || !answer.every((n) => Number.isInteger(n) && n >= 0)) return undefined;
  const [line, start, end] = answer as number[];
  if (line >= document.lineCount || end < start || end > document.lineAt(line).text.length) return undefined;
  return new vscode.Range(line, start, line, end);
}

/** "Show on Board" from a hover, CodeLens or quick fix: a given board and moves, at a given step. */
export function showOnBoardCommand(extensionUri: vscode.Uri): (args?: ShowOnBoardArgs) => BoardPanel | undefined {
  return (args?: ShowOnBoardArgs) => {
    const read = readArgs(args);
    if (!read) return undefined;
    const given = typeof args?.goal === 'string' ? parseBoard(args.goal, EIGHT_PUZZLE) : undefined;
    if (given && !given.ok) return undefined;
    const goal = given?.board ?? readSettings().goal;
    const moves = typeof args?.moves === 'string' ? args.moves : undefined;
    const state = moves === undefined ? withSolution(read.board, goal) : { start: read.board.slice(), moves, step: 0, goal: goal.slice() };
    const valid = parseBoardState(state);
    if (!valid) return undefined;
    const step = Math.max(0, Math.min(valid.moves.length, Math.floor(Number(args?.step ?? 0)) || 0));
    return BoardPanel.show(extensionUri, { ...valid, step }, read.source);
  };
}

function withSolution(board: Board, goal: Board): BoardState {
  const solution = solve(board, goal);
  return { start: board.slice(), moves: solution.solvable ? solution.moves : '', step: 0, goal: goal.slice() };
}
