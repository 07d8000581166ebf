import * as vscode from 'vscode';
import { Board, parseBoard, randomBoardAt, solve } from '../../engine';
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
  /** The document and last line of the puzzle, so "Insert" puts the answer below it. */
  readonly uri?: string;
  readonly line?: number;
  /** Where the puzzle's answer is, as [line, start, end], so "Insert" replaces it. */
  readonly answer?: readonly [number, number, number];
}

/** The board and source a command link names; links come from documents, so nothing in them is trusted. */
export function readArgs(args: ShowOnBoardArgs | undefined): { board: Board; source?: PuzzleSource } | undefined {
  const parsed = args && typeof args.board === 'string' ? parseBoard(args.board) : undefined;
  if (!parsed?.ok) return undefined;
  const source = typeof args?.uri === 'string' && Number.isInteger(args.line) ? { uri: vscode.Uri.parse(args.uri), line: args.line ?? 0, answer: answerRange(args.answer) } : undefined;
  return { board: parsed.board, source };
}

function answerRange(answer: unknown): vscode.Range | undefined {
  if (!Array.isArray(answer) || answer.length !== 3 || !answer.every((n) => Number.isInteger(n) && n >= 0)) return undefined;
  const [line, start, end] = answer as number[];
  return end >= start ? new vscode.Range(line, start, line, end) : undefined;
}

/** "Show on Board" from a hover, CodeLens or quick fix: a given board and moves, at a given step. */
export function showOnBoardCommand(extensionUri: vscode.Uri): (args?: ShowOnBoardArgs) => BoardPanel | undefined {
  return (args?: ShowOnBoardArgs) => {
    const read = readArgs(args);
    if (!read) return undefined;
    const { goal } = readSettings();
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
