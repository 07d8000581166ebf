import * as vscode from 'vscode';
import { CommandId } from '../commandIds';
import { explainUnavailable, learnerCodeUnavailable, Unavailable, whyUnavailable } from '../learnerCode';
import { nodeWorkerThreads } from '../nodeThreads';
import { CompileDiagnostics } from './compileDiagnostics';
import { SolutionTests, TestSolutionResult } from './controller';
import { showCaseOnBoardCommand } from './caseOnBoard';
import { ProblemChoices } from './problemChoice';
import { ItemSnapshot } from './runLog';
import { solutionLanguage } from './solutionFile';
import { SOLUTION_DOCUMENTS, SolutionLens } from './solutionLens';

export type { FileRunSummary } from './solutionRun';
export type { ItemSnapshot, TestSolutionResult };

/**
 * A look inside the Test Explorer's solutions, for the in-host tests (VS Code's API cannot read another
 * controller's results).
 */
export interface TestingApi {
  /** The tree as the Test Explorer shows it, with what the last run reported for each item. */
  snapshot(uri?: vscode.Uri): ItemSnapshot[];
  /** A test item by its ids from the file down, as a test message's menu command receives it. */
  item(uri: vscode.Uri, ...ids: string[]): vscode.TestItem | undefined;
  /** What the Problems panel shows for `uri` from compiling it. */
  compileProblems(uri: vscode.Uri): readonly vscode.Diagnostic[];
}

/**
 * "Test My Solution": the Test Explorer's solutions, the command, its
 * CodeLens, and "Show Case on Board". In the browser, where no program can
 * run, only the command and the lens remain, to say so.
 */
export function registerTesting(context: vscode.ExtensionContext): TestingApi | undefined {
  const lens = new SolutionLens();
  context.subscriptions.push(lens, vscode.languages.registerCodeLensProvider(SOLUTION_DOCUMENTS, lens));
  if (!nodeWorkerThreads()) {
    context.subscriptions.push(
      vscode.commands.registerCommand(CommandId.testSolution, (): TestSolutionResult => refuse('browser')),
      vscode.commands.registerCommand(CommandId.chooseProblem, () => refuse('browser')),
      vscode.commands.registerCommand(CommandId.showCaseOnBoard, () => refuse('browser')),
    );
    return undefined;
  }
  const output = vscode.window.createOutputChannel(vscode.l10n.t('Eight Puzzle: Judge'));
  const diagnostics = new CompileDiagnostics();
  const workerScript = vscode.Uri.joinPath(context.extensionUri, 'dist', 'judgeWorker.js').fsPath;
  const tests = new SolutionTests(
    workerScript,
    new ProblemChoices(context.workspaceState),
    diagnostics,
    output,
  );
  // The last solution the user had in front of them: the command, run while no text editor is active (from
  // the
  // walkthrough's button, or with a webview focused), tests that one.
  let lastSolution: vscode.Uri | undefined;
  const remember = (editor: vscode.TextEditor | undefined): void => {
    if (editor && solutionLanguage(editor.document.languageId, editor.document.uri.path))
      lastSolution = editor.document.uri;
  };
  remember(vscode.window.activeTextEditor);
  context.subscriptions.push(
    output,
    diagnostics,
    tests,
    vscode.window.onDidChangeActiveTextEditor(remember),
    vscode.commands.registerCommand(CommandId.testSolution, (uri?: unknown) =>
      testSolution(tests, uri, lastSolution),
    ),
    vscode.commands.registerCommand(CommandId.chooseProblem, (uri?: unknown) =>
      tests.chooseProblem(uri instanceof vscode.Uri ? uri : undefined),
    ),
    vscode.commands.registerCommand(CommandId.showCaseOnBoard, showCaseOnBoardCommand()),
  );
  return {
    snapshot: (uri) => tests.snapshot(uri),
    item: (uri, ...ids) => tests.item(uri, ...ids),
    compileProblems: (uri) => diagnostics.get(uri),
  };
}

function refuse(reason: Unavailable): TestSolutionResult {
  void explainUnavailable('testSolution', reason);
  return { refused: whyUnavailable('testSolution', reason), unavailable: reason };
}

/**
 * The command: the file it was given (from the lens or a menu), or the active editor's, or with none active
 * the last solution shown.
 */
async function testSolution(
  tests: SolutionTests,
  given: unknown,
  lastSolution: vscode.Uri | undefined,
): Promise<TestSolutionResult> {
  const unavailable = learnerCodeUnavailable();
  if (unavailable) return refuse(unavailable);
  const active = vscode.window.activeTextEditor;
  const uri = given instanceof vscode.Uri ? given : active ? active.document.uri : lastSolution;
  const document =
    uri && vscode.workspace.textDocuments.find((open) => open.uri.toString() === uri.toString());
  const language = uri && solutionLanguage(document?.languageId ?? '', uri.path);
  if (!uri || !language) {
    const why = vscode.l10n.t('Open a solution first: a C++, C, Python, Java or JavaScript file.');
    void vscode.window.showWarningMessage(why);
    return { refused: why };
  }
  return tests.testFile(uri);
}
