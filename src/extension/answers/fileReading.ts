import * as vscode from 'vscode';
import { formatBoard, Puzzle, ScanContext, Size } from '../../engine';
import { FileProblem, fileProblemOf, GoalSource, goalFor, MENTION_WINDOW, Problem } from '../../problems';
import { readSettings } from '../config';

/**
 * How one document is read: the problem it names, what it says of itself
 * (context.ts), and so the goal each of its boards is judged toward.
 * Precedence: the user's explicit goal setting (user, workspace, folder or
 * language), else the problem the file names, else the size's default.
 */
export interface FileReading {
  readonly problem?: Problem;
  readonly context: ScanContext;
  puzzleFor(size: Size): Puzzle;
  goalSourceFor(size: Size): GoalSource;
}

/** The head of a document changes far less often than it is read: once per version. */
const cache = new WeakMap<vscode.TextDocument, { readonly version: number; readonly file: FileProblem }>();

export function readingOf(document: vscode.TextDocument): FileReading {
  let cached = cache.get(document);
  if (cached?.version !== document.version) {
    const end = document.positionAt(MENTION_WINDOW);
    cached = {
      version: document.version,
      file: fileProblemOf(document.getText(new vscode.Range(0, 0, end.line, end.character))),
    };
    cache.set(document, cached);
  }
  const settings = readSettings(document);
  const { problem, context } = cached.file;
  const goal = (size: Size): ReturnType<typeof goalFor> =>
    goalFor(size, settings.explicitPuzzleFor(size), settings.puzzleFor(size), problem);
  return {
    problem,
    context,
    puzzleFor: (size) => goal(size).puzzle,
    goalSourceFor: (size) => goal(size).source,
  };
}

/**
 * Which goal a board was judged toward, where that goal came from, and the
 * setting that chooses another: what an unsolvable verdict must say, since
 * "unsolvable" is only ever unsolvable toward one goal.
 */
export function goalNote(reading: FileReading, size: Size): string {
  const goal = formatBoard(reading.puzzleFor(size).goal);
  const setting = size.key === '3x3' ? 'eightPuzzle.goal' : `eightPuzzle.goals["${size.key}"]`;
  const source = reading.goalSourceFor(size);
  if (source === 'problem' && reading.problem)
    return vscode.l10n.t(
      'goal {0}, as {1} asks; another goal: the setting {2}',
      goal,
      reading.problem.name,
      setting,
    );
  if (source === 'setting') return vscode.l10n.t('goal {0}, from the setting {1}', goal, setting);
  return vscode.l10n.t('goal {0}, the default; another goal: the setting {1}', goal, setting);
}
