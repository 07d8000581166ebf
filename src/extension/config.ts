import * as vscode from 'vscode';
import { Board, DEFAULT_GOAL, parseBoard } from '../engine';
import { MAX_STEP_DURATION, MIN_STEP_DURATION } from '../protocol/messages';

/** Every setting the extension reads, read in one place so each takes effect without a reload. */
export interface Settings {
  readonly goal: Board;
  /** Why the configured goal was not used, when it was not. */
  readonly goalProblem?: string;
  readonly stepDuration: number;
  /** Verdicts after answers, in the manner of Error Lens. */
  readonly annotations: boolean;
  readonly codeLens: boolean;
  /** How answers that reach the goal, but not by a shortest path, are reported. */
  readonly longerAnswers: 'off' | 'hint' | 'warning';
}

export const SECTION = 'eightPuzzle';

export function readSettings(): Settings {
  const config = vscode.workspace.getConfiguration(SECTION);
  const goalText = config.get<string>('goal', '12345678x');
  const parsed = parseBoard(goalText);
  const stepDuration = clamp(config.get<number>('board.stepDuration', 350), MIN_STEP_DURATION, MAX_STEP_DURATION);
  const longer = config.get<string>('longerAnswers', 'hint');
  const common = {
    stepDuration,
    annotations: config.get<boolean>('annotations.enabled', true),
    codeLens: config.get<boolean>('codeLens.enabled', true),
    longerAnswers: longer === 'off' || longer === 'warning' ? longer : 'hint',
  } as const;
  if (!parsed.ok) {
    const goalProblem = vscode.l10n.t('The setting eightPuzzle.goal "{0}" is not a board ({1}); using 12345678x.', goalText, localizeTemplate(parsed.error));
    return { goal: DEFAULT_GOAL, goalProblem, ...common };
  }
  return { goal: parsed.board, ...common };
}

/** Which documents the editor features look at, besides their URI scheme (see scope.ts). */
export interface ScopeSettings {
  /** Language ids, or `*` for every language. */
  readonly enabledLanguages: readonly string[];
  readonly excludedLanguages: readonly string[];
  /** Glob patterns. */
  readonly excludedFiles: readonly string[];
}

/** The scope settings that apply to `resource`: a folder's own settings win over the user's. */
export function readScopeSettings(resource?: vscode.Uri): ScopeSettings {
  const config = vscode.workspace.getConfiguration(SECTION, resource);
  return {
    enabledLanguages: stringList(config.get('enabledLanguages'), ['*']),
    excludedLanguages: stringList(config.get('excludedLanguages'), []),
    excludedFiles: stringList(config.get('excludedFiles'), []),
  };
}

/** A list of strings from a setting that may hold anything; blank entries are dropped. */
function stringList(value: unknown, fallback: readonly string[]): readonly string[] {
  if (!Array.isArray(value)) return fallback;
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

/** Calls `listener` whenever one of our settings changes. */
export function onSettingsChanged(listener: (settings: Settings) => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((event) => {
    if (event.affectsConfiguration(SECTION)) listener(readSettings());
  });
}

/**
 * A message whose English wording is known only at run time (the engine's
 * parse errors and verdicts, the webview's table) in the user's language.
 * The one place a non-literal reaches `vscode.l10n.t`: the l10n unit test
 * finds every other key by scanning for literals, and these by producing them.
 */
export function localizeTemplate(message: { template: string; args: readonly (string | number)[] }): string {
  return vscode.l10n.t(message.template, ...message.args);
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}
