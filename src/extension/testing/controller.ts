import * as vscode from 'vscode';
import { problemOf, ProblemId, problemsMentioned } from '../../problems';
import { readJudgeSettings } from '../config';
import { explainUnavailable, learnerCodeUnavailable, Unavailable, whyUnavailable } from '../learnerCode';
import { CompileDiagnostics } from './compileDiagnostics';
import { askProblem, ProblemChoices, problemNamesToWrite } from './problemChoice';
import { ItemSnapshot, RecordedRun, ReportedResult, snapshotOf } from './runLog';
import { solutionLanguage } from './solutionFile';
import { problemsSolvedIn } from './solutionLens';
import { FileRunSummary, runSolution } from './solutionRun';
import { describeFile, fileItem, forgetTally, setGroups, syncGroups } from './testTree';
import { announcePasses, tallyOf, tallyWords } from './runNotice';
import { nameAndHeadOf } from './head';

/** What "Test My Solution" returns: the run's summary, or why nothing ran. */
export type TestSolutionResult =
  FileRunSummary | { readonly refused: string; readonly unavailable?: Unavailable };

/**
 * The Test Explorer's view of solutions: a TestController whose items are
 * solution files, a run profile that judges them, and the discovery that
 * lists them (open solutions that name a problem of the registry, and every
 * file tested before).
 */
export class SolutionTests implements vscode.Disposable {
  readonly controller = vscode.tests.createTestController(
    'eightPuzzle.solutions',
    vscode.l10n.t('Eight Puzzle solutions'),
  );
  private readonly profile: vscode.TestRunProfile;
  private readonly disposables: vscode.Disposable[] = [];
  /** What the last run of each file told VS Code about each item. */
  private readonly logs = new Map<string, Map<vscode.TestItem, ReportedResult>>();
  /** The run of each file in progress, so a second run of it waits for (and cancels) the first. */
  private readonly running = new Map<
    string,
    { cancel: vscode.CancellationTokenSource; done: Promise<unknown> }
  >();

  constructor(
    private readonly workerScript: string,
    private readonly choices: ProblemChoices,
    private readonly diagnostics: CompileDiagnostics,
    private readonly output: vscode.OutputChannel,
  ) {
    this.profile = this.controller.createRunProfile(
      vscode.l10n.t('Judge'),
      vscode.TestRunProfileKind.Run,
      (request, token) => this.run(request, token).then(() => undefined),
      true,
    );
    this.profile.configureHandler = () => void this.chooseProblem();
    this.controller.resolveHandler = (item) => {
      if (item === undefined) this.discover();
    };
    this.controller.refreshHandler = () => this.discover();
    this.disposables.push(
      this.controller,
      vscode.workspace.onDidOpenTextDocument((document) => this.consider(document)),
      vscode.workspace.onDidSaveTextDocument((document) => this.consider(document)),
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration('eightPuzzle.judge'))
          this.controller.items.forEach((item) => this.syncSets(item));
      }),
    );
    this.discover();
  }

  /** "Test My Solution" for one file: the same run as the Test Explorer's, for its item. */
  async testFile(uri: vscode.Uri, token?: vscode.CancellationToken): Promise<TestSolutionResult> {
    const document = await vscode.workspace.openTextDocument(uri).then(
      (opened) => opened,
      () => undefined,
    );
    if (!document) return { refused: vscode.l10n.t('Cannot open {0}.', uri.fsPath) };
    const item = this.itemFor(document);
    const summaries = await this.run(
      new vscode.TestRunRequest([item], undefined, this.profile),
      token ?? new vscode.CancellationTokenSource().token,
    );
    return summaries.get(item.id) ?? { refused: vscode.l10n.t('Nothing was run.') };
  }

  /** The item of a solution file, made if need be, with its sets. */
  itemFor(document: vscode.TextDocument): vscode.TestItem {
    const item = fileItem(this.controller, document.uri);
    const named = problemsMentioned(nameAndHeadOf(document));
    describeFile(item, named.length === 1 ? named[0].problem : this.choices.remembered(document.uri));
    this.syncSets(item);
    return item;
  }

  /** The tree as the Test Explorer shows it, with what the last run said of each item. */
  snapshot(uri?: vscode.Uri): ItemSnapshot[] {
    const snapshots: ItemSnapshot[] = [];
    this.controller.items.forEach((item) => {
      if (uri === undefined || item.id === uri.toString())
        snapshots.push(snapshotOf(item, this.logs.get(item.id) ?? new Map()));
    });
    return snapshots;
  }

  /** An item by its path of ids from the file down, as the command of a test message gets it. */
  item(uri: vscode.Uri, ...ids: string[]): vscode.TestItem | undefined {
    let item = this.controller.items.get(uri.toString());
    for (const id of ids) item = item?.children.get(id);
    return item;
  }

  /** Asks again which problem the active solution (or `uri`) solves, and remembers the answer. */
  async chooseProblem(uri?: vscode.Uri): Promise<ProblemId | undefined> {
    const target = uri ?? vscode.window.activeTextEditor?.document.uri;
    if (!target) return undefined;
    const problem = await askProblem(target, this.choices.remembered(target));
    if (!problem) return undefined;
    await this.choices.remember(target, problem);
    const item = this.controller.items.get(target.toString());
    if (item) describeFile(item, problem);
    return problem;
  }

  private async run(
    request: vscode.TestRunRequest,
    token: vscode.CancellationToken,
  ): Promise<Map<string, TestSolutionResult>> {
    const results = new Map<string, TestSolutionResult>();
    const files: vscode.TestItem[] = [];
    const add = (item: vscode.TestItem): void => {
      let file = item;
      while (file.parent) file = file.parent;
      if (!files.includes(file) && !request.exclude?.includes(file)) files.push(file);
    };
    if (request.include) request.include.forEach(add);
    else this.controller.items.forEach(add);

    const testRun = this.controller.createTestRun(request, vscode.l10n.t('Eight Puzzle: Test My Solution'));
    const unavailable = learnerCodeUnavailable();
    try {
      for (const file of files) {
        if (token.isCancellationRequested || testRun.token.isCancellationRequested) break;
        const log = new Map<vscode.TestItem, ReportedResult>();
        this.logs.set(file.id, log);
        const run = new RecordedRun(testRun, log);
        if (unavailable) {
          run.errored(file, new vscode.TestMessage(whyUnavailable('testSolution', unavailable)));
          results.set(file.id, { refused: whyUnavailable('testSolution', unavailable), unavailable });
          continue;
        }
        results.set(file.id, await this.runFile(file, request, run, token));
      }
    } finally {
      testRun.end();
    }
    if (unavailable && files.length > 0) void explainUnavailable('testSolution', unavailable);
    announcePasses(
      [...results.values()].filter((result): result is FileRunSummary => !('refused' in result)),
    );
    return results;
  }

  /** One file: its problem, its language, its sets, then the judge; one run of a file at a time. */
  private async runFile(
    file: vscode.TestItem,
    request: vscode.TestRunRequest,
    run: RecordedRun,
    token: vscode.CancellationToken,
  ): Promise<TestSolutionResult> {
    const uri = file.uri;
    if (!uri) return { refused: 'no file' };
    const earlier = this.running.get(file.id);
    if (earlier) {
      earlier.cancel.cancel();
      await earlier.done;
    }
    const cancel = new vscode.CancellationTokenSource();
    const stop = [
      token.onCancellationRequested(() => cancel.cancel()),
      run.token.onCancellationRequested(() => cancel.cancel()),
    ];
    if (token.isCancellationRequested || run.token.isCancellationRequested) cancel.cancel();
    const done = this.judgeFile(file, uri, request, run, cancel.token);
    this.running.set(file.id, { cancel, done });
    try {
      return await done;
    } finally {
      if (this.running.get(file.id)?.done === done) this.running.delete(file.id);
      for (const disposable of stop) disposable.dispose();
      cancel.dispose();
    }
  }

  private async judgeFile(
    file: vscode.TestItem,
    uri: vscode.Uri,
    request: vscode.TestRunRequest,
    run: RecordedRun,
    token: vscode.CancellationToken,
  ): Promise<TestSolutionResult> {
    const included = (item: vscode.TestItem): boolean => isIncluded(item, request);
    const wanted = (item: vscode.TestItem): boolean =>
      included(item) || (request.include ?? []).some((asked) => isUnder(asked, item));
    // What the request asked for in this file: the file, or some of its sets and cases.
    const asked = included(file) ? [file] : (request.include ?? []).filter((item) => isUnder(item, file));
    const refuse = (why: string): TestSolutionResult => {
      for (const item of asked) run.errored(item, new vscode.TestMessage(why));
      return { refused: why };
    };
    if (uri.scheme !== 'file')
      return refuse(
        vscode.l10n.t('Only a solution saved on disk can be run; {0} is not a file on disk.', uri.toString()),
      );
    const document = await vscode.workspace.openTextDocument(uri).then(
      (opened) => opened,
      () => undefined,
    );
    if (!document) {
      this.controller.items.delete(file.id);
      return refuse(vscode.l10n.t('{0} is gone.', uri.fsPath));
    }
    const language = solutionLanguage(document.languageId, uri.path);
    if (!language)
      return refuse(
        vscode.l10n.t('{0} is not C++, C, Python, Java or JavaScript.', vscode.workspace.asRelativePath(uri)),
      );
    // The program is what is on disk: what the user sees is saved first.
    if (document.isDirty && !(await document.save()))
      return refuse(vscode.l10n.t('{0} could not be saved.', vscode.workspace.asRelativePath(uri)));
    const chosen = await this.choices.problemFor(document);
    if (!chosen)
      return refuse(
        vscode.l10n.t(
          'No problem was chosen for {0}: name it in a comment ({1}) or choose one.',
          vscode.workspace.asRelativePath(uri),
          problemNamesToWrite(),
        ),
      );
    forgetTally(file);
    describeFile(file, chosen.problem);
    const problem = problemOf(chosen.problem);

    const settings = readJudgeSettings(uri);
    const { groups, problems } = setGroups(settings, problem);
    syncGroups(this.controller, file, groups);
    const started = Date.now();
    const from =
      chosen.source === 'file'
        ? vscode.l10n.t('named in the file')
        : chosen.source === 'remembered'
          ? vscode.l10n.t('chosen before')
          : vscode.l10n.t('just chosen');
    const head = vscode.l10n.t(
      'Testing {0} as {1} ({2})',
      vscode.workspace.asRelativePath(uri),
      problem.name,
      from,
    );
    this.output.appendLine(`[${new Date().toLocaleTimeString()}] ${head}`);
    run.appendLines(head);
    for (const problem of problems) {
      this.output.appendLine(vscode.l10n.t('Not a test set, left out: {0}', problem));
      run.appendLines(vscode.l10n.t('Not a test set, left out: {0}', problem));
    }
    if (groups.length === 0)
      return refuse(vscode.l10n.t('No test set to run: see the setting eightPuzzle.judge.tests.'));

    const summary = await runSolution(
      {
        controller: this.controller,
        run,
        output: this.output,
        diagnostics: this.diagnostics,
        workerScript: this.workerScript,
        included,
        wanted,
        token,
        puzzle: problem.puzzle,
      },
      file,
      uri,
      chosen.problem,
      language,
      settings,
      groups,
    );
    if (summary.outcome === 'judged') describeFile(file, chosen.problem, tallyWords(tallyOf(summary)));
    // A file's state is its cases': VS Code works it out from them, and counts only the cases. Only what
    // stopped them all is the file's own.
    if (
      included(file) &&
      (summary.outcome === 'compile-error' ||
        summary.outcome === 'cannot-start' ||
        summary.outcome === 'bad-options')
    ) {
      run.errored(
        file,
        new vscode.TestMessage(
          summary.outcome === 'compile-error'
            ? vscode.l10n.t(
                'Compile error: see the Problems panel and the output channel Eight Puzzle: Judge.',
              )
            : (summary.message ?? ''),
        ),
        Date.now() - started,
      );
    }
    return summary;
  }

  /** Lists the open solutions that name a problem, and the files tested before. */
  private discover(): void {
    for (const document of vscode.workspace.textDocuments) this.consider(document);
    for (const uri of this.choices.files()) {
      if (!this.controller.items.get(uri.toString())) {
        const item = fileItem(this.controller, uri);
        describeFile(item, this.choices.remembered(uri));
        this.syncSets(item);
      }
    }
  }

  /**
   * A document becomes a test item when it is a solution that names a problem (a helper that only names one
   * does not).
   */
  private consider(document: vscode.TextDocument): void {
    if (document.uri.scheme !== 'file' || !solutionLanguage(document.languageId, document.uri.path)) return;
    if (problemsSolvedIn(document).length === 0 && !this.controller.items.get(document.uri.toString()))
      return;
    this.itemFor(document);
  }

  private syncSets(item: vscode.TestItem): void {
    const remembered = item.uri === undefined ? undefined : this.choices.remembered(item.uri);
    syncGroups(
      this.controller,
      item,
      setGroups(readJudgeSettings(item.uri), remembered === undefined ? undefined : problemOf(remembered))
        .groups,
    );
  }

  dispose(): void {
    for (const { cancel } of this.running.values()) cancel.cancel();
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** Whether `item` is `ancestor` or under it. */
function isUnder(item: vscode.TestItem, ancestor: vscode.TestItem): boolean {
  for (let at: vscode.TestItem | undefined = item; at; at = at.parent) if (at === ancestor) return true;
  return false;
}

/** Whether a request asks for `item`: it or a parent is included (or everything is), and neither is excluded. */
function isIncluded(item: vscode.TestItem, request: vscode.TestRunRequest): boolean {
  let included = request.include === undefined;
  for (let at: vscode.TestItem | undefined = item; at; at = at.parent) {
    if (request.exclude?.includes(at)) return false;
    if (request.include?.includes(at)) included = true;
  }
  return included;
}
