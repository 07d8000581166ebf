import * as vscode from 'vscode';
import { EIGHT_PUZZLE, MoveConvention, parseBoard, Puzzle, puzzleOf, Size, SizeKey, SIZES } from '../engine';
import {
  CompileOverrides,
  JUDGE_LANGUAGES,
  Language,
  MOST_RANDOM_CASES,
  MOST_TIME_LIMIT_MS,
  TestSetSpec,
  Toolchain,
} from '../judge/spec';
import { MAX_STEP_DURATION, MIN_STEP_DURATION } from '../protocol/messages';

/** Every setting the extension reads, read in one place so each takes effect without a reload. */
export interface EditorSettings {
  /** The puzzle of each size, toward its goal: `eightPuzzle.goal` for 3×3, `eightPuzzle.goals` for the others. */
  puzzleFor(size: Size): Puzzle;
  /**
   * The puzzle of a size whose goal the user set explicitly (in any scope); undefined where the default
   * stands.
   */
  explicitPuzzleFor(size: Size): Puzzle | undefined;
  /** Why a configured goal was not used, when one was not. */
  readonly goalProblem?: string;
  readonly stepDuration: number;
  /** Verdicts after answers, in the manner of Error Lens. */
  readonly annotations: boolean;
  readonly codeLens: boolean;
  /** How answers that reach the goal, but not by a shortest path, are reported. */
  readonly longerAnswers: 'off' | 'hint' | 'warning';
  /** Which piece the letters of answers move (`eightPuzzle.moves`): the blank, as the judges read them, or the tile. */
  readonly moves: MoveConvention;
}

export const SECTION = 'eightPuzzle';

/** The settings; for `scope` (a document), with its folder's and its language's own. */
export function readSettings(scope?: vscode.ConfigurationScope): EditorSettings {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  const goalText = config.get<string>('goal', '12345678x');
  const parsed = parseBoard(goalText);
  const stepDuration = clamp(
    config.get<number>('board.stepDuration', 350),
    MIN_STEP_DURATION,
    MAX_STEP_DURATION,
  );
  const longer = config.get<string>('longerAnswers', 'hint');
  const problems: string[] = [];
  let eightPuzzle = EIGHT_PUZZLE;
  if (!parsed.ok)
    problems.push(
      vscode.l10n.t(
        'The setting eightPuzzle.goal "{0}" is not a board ({1}); using 12345678x.',
        goalText,
        localizeTemplate(parsed.error),
      ),
    );
  else if (parsed.size !== EIGHT_PUZZLE.size)
    problems.push(
      vscode.l10n.t('The setting eightPuzzle.goal "{0}" is not a 3×3 board; using 12345678x.', goalText),
    );
  else eightPuzzle = puzzleOf(EIGHT_PUZZLE.size, parsed.board);
  const puzzles = otherPuzzles(config.get<unknown>('goals'), problems);
  const explicitGoal = isSetExplicitly(config.inspect<string>('goal')) && parsed.ok;
  return {
    puzzleFor: (size) =>
      size === EIGHT_PUZZLE.size ? eightPuzzle : (puzzles.get(size.key) ?? puzzleOf(size)),
    // `goals` has no default entries, so every entry it holds was set.
    explicitPuzzleFor: (size) =>
      size === EIGHT_PUZZLE.size ? (explicitGoal ? eightPuzzle : undefined) : puzzles.get(size.key),
    goalProblem: problems.length > 0 ? problems.join(' ') : undefined,
    stepDuration,
    annotations: config.get<boolean>('annotations.enabled', true),
    codeLens: config.get<boolean>('codeLens.enabled', true),
    longerAnswers: longer === 'off' || longer === 'warning' ? longer : 'hint',
    moves: config.get<string>('moves', 'blank') === 'tile' ? 'tile' : 'blank',
  };
}

/** Whether a setting has a value of the user's anywhere: user, workspace, folder, or for a language. */
function isSetExplicitly(
  inspected: Omit<NonNullable<ReturnType<vscode.WorkspaceConfiguration['inspect']>>, 'key'> | undefined,
): boolean {
  if (!inspected) return false;
  const values = [
    inspected.globalValue,
    inspected.workspaceValue,
    inspected.workspaceFolderValue,
    inspected.globalLanguageValue,
    inspected.workspaceLanguageValue,
    inspected.workspaceFolderLanguageValue,
  ];
  return values.some((value) => value !== undefined);
}

/** `eightPuzzle.goals`: a board per size key (`2x3`); a bad one is reported and its size keeps its default. */
function otherPuzzles(value: unknown, problems: string[]): Map<SizeKey, Puzzle> {
  const puzzles = new Map<SizeKey, Puzzle>();
  if (typeof value !== 'object' || value === null) return puzzles;
  for (const size of SIZES) {
    const { key } = size;
    const text: unknown = (value as Record<string, unknown>)[key];
    if (text === undefined || size === EIGHT_PUZZLE.size) continue;
    const parsed = typeof text === 'string' ? parseBoard(text, size) : undefined;
    if (parsed?.ok) puzzles.set(key, puzzleOf(size, parsed.board));
    else
      problems.push(
        vscode.l10n.t(
          'The setting eightPuzzle.goals["{0}"] is not a {0} board ({1}); using the default goal.',
          key,
          parsed ? localizeTemplate(parsed.error) : vscode.l10n.t('not text'),
        ),
      );
  }
  return puzzles;
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
    // A search's trace is a board a line, for the Search Lab to replay: a lens on every line would be noise.
    excludedFiles: stringList(config.get('excludedFiles'), ['**/*.trace']),
  };
}

/** A list of strings from a setting that may hold anything; blank entries are dropped. */
function stringList(value: unknown, fallback: readonly string[]): readonly string[] {
  if (!Array.isArray(value)) return fallback;
  return value
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
}

/** How "Test My Solution" compiles, runs and tests a solution (see package.json for each setting). */
export interface JudgeSettings {
  /**
   * Only the languages the user set commands for, each over the judge's own (an empty run command: the
   * judge's).
   */
  readonly toolchains: Partial<Record<Language, Toolchain>>;
  /** Over the problem's (and its language's allowance); undefined: the problem's own. */
  readonly timeLimitMs?: number;
  readonly memoryLimitKiB?: number;
  /** Over the problem's judge's standard, flags and macros, per language. */
  readonly compile: Partial<Record<Language, CompileOverrides>>;
  /** Each test set in the order given, with its name as written; the ones that cannot be read, with why. */
  readonly tests: readonly (
    | { readonly name: string; readonly spec: TestSetSpec }
    | { readonly name: string; readonly problem: string }
  )[];
  readonly whitespace: boolean;
}

/** The same boards every time, so a test's id names the same board from run to run. */
const RANDOM_SEED = 1;
/** `eightPuzzle.judge.memoryLimit` is in MiB, from 1 MiB to 16 GiB. */
const MOST_MEMORY_LIMIT_MIB = 16 * 1024;

/**
 * The judge's settings for a solution in `resource`'s folder. In Restricted
 * Mode VS Code itself ignores a workspace's command, compile and limit
 * settings (they are `restrictedConfigurations`), though nothing runs there
 * anyway.
 */
export function readJudgeSettings(resource?: vscode.Uri): JudgeSettings {
  const config = vscode.workspace.getConfiguration(SECTION, resource);
  const compile = commandTable(config.get('judge.compileCommands'));
  const run = commandTable(config.get('judge.runCommands'));
  const toolchains: Partial<Record<Language, Toolchain>> = {};
  for (const language of JUDGE_LANGUAGES) {
    const runCommand = run[language];
    const compileCommand = compile[language];
    if (runCommand === undefined && compileCommand === undefined) continue;
    // An empty run command is the judge's own: a compile command alone keeps the judge's way of running.
    toolchains[language] =
      compileCommand === undefined
        ? { run: runCommand ?? [] }
        : { compile: compileCommand, run: runCommand ?? [] };
  }
  const folder = resource && vscode.workspace.getWorkspaceFolder(resource);
  const timeLimit = config.get<unknown>('judge.timeLimit');
  const memoryLimit = config.get<unknown>('judge.memoryLimit');
  return {
    toolchains,
    ...(typeof timeLimit === 'number' && timeLimit > 0
      ? { timeLimitMs: Math.round(clamp(timeLimit, 50, MOST_TIME_LIMIT_MS)) }
      : {}),
    ...(typeof memoryLimit === 'number' && memoryLimit > 0
      ? { memoryLimitKiB: Math.round(clamp(memoryLimit, 1, MOST_MEMORY_LIMIT_MIB) * 1024) }
      : {}),
    compile: compileTable(config.get('judge.compile')),
    tests: stringList(config.get('judge.tests'), ['standard']).map((name) => testSet(name, folder)),
    whitespace: config.get<boolean>('judge.whitespace', true) !== false,
  };
}

/** `eightPuzzle.judge.compile`: per language, a standard, flags and macros over the judge's; what is not of its type is left out. */
function compileTable(value: unknown): Partial<Record<Language, CompileOverrides>> {
  const table: Partial<Record<Language, CompileOverrides>> = {};
  if (typeof value !== 'object' || value === null) return table;
  for (const language of JUDGE_LANGUAGES) {
    const entry: unknown = (value as Record<string, unknown>)[language];
    if (typeof entry !== 'object' || entry === null) continue;
    const { standard, flags, defines } = entry as Record<string, unknown>;
    table[language] = {
      ...(typeof standard === 'string' && /^[a-z0-9+]+$/i.test(standard.trim())
        ? { standard: standard.trim() }
        : {}),
      ...(isStringArray(flags) ? { flags } : {}),
      ...(isStringArray(defines)
        ? { defines: defines.filter((define) => /^[A-Za-z_]\w*(=.*)?$/.test(define)) }
        : {}),
    };
  }
  return table;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * A setting of argument vectors by language; a language whose vector is not a non-empty list of strings is
 * left out.
 */
function commandTable(value: unknown): Partial<Record<Language, readonly string[]>> {
  const table: Partial<Record<Language, readonly string[]>> = {};
  if (typeof value !== 'object' || value === null) return table;
  for (const language of JUDGE_LANGUAGES) {
    const command: unknown = (value as Record<string, unknown>)[language];
    if (isCommand(command)) table[language] = command;
  }
  return table;
}

/** A program and its arguments: strings, the first not blank. */
function isCommand(value: unknown): value is readonly string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((part) => typeof part === 'string') &&
    value[0].trim() !== ''
  );
}

/** `edge`, `all`, `random:N`, or a path (relative to the workspace folder); why not, when it is none of these. */
function testSet(
  name: string,
  folder: vscode.WorkspaceFolder | undefined,
): { name: string; spec: TestSetSpec } | { name: string; problem: string } {
  if (name === 'standard') return { name, spec: { kind: 'standard', seed: RANDOM_SEED } };
  if (name === 'edge' || name === 'all') return { name, spec: { kind: name } };
  const random = /^random:(\d+)$/.exec(name);
  if (random) {
    const count = Number(random[1]);
    if (count < 1 || count > MOST_RANDOM_CASES)
      return {
        name,
        problem: vscode.l10n.t('random:N takes N from 1 to {0}', MOST_RANDOM_CASES.toLocaleString('en-US')),
      };
    return { name, spec: { kind: 'random', count, seed: RANDOM_SEED } };
  }
  if (/^(random|edge|all|standard)\b/.test(name))
    return {
      name,
      problem: vscode.l10n.t(
        'not a test set: use standard, edge, all, random:N or the path of an input file',
      ),
    };
  const absolute = name.startsWith('/') || /^[A-Za-z]:[\\/]/.test(name);
  if (absolute) return { name, spec: { kind: 'file', path: name } };
  if (!folder || folder.uri.scheme !== 'file')
    return { name, problem: vscode.l10n.t('a relative path needs a workspace folder on disk') };
  return { name, spec: { kind: 'file', path: vscode.Uri.joinPath(folder.uri, name).fsPath } };
}

/** Calls `listener` whenever one of our settings changes. */
export function onSettingsChanged(listener: (settings: EditorSettings) => void): vscode.Disposable {
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
