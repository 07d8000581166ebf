// The search lab's page: a board (from the host, or typed here), the methods
// to run on it, a table and charts of what each did, and one method to step
// through. The searches run in a Web Worker (searchWorker.ts); this page only
// draws, so it answers the user while a forward BFS is still going.
import { formatBoard, hasTable, parseBoard, puzzleOf, sameBoard, samePuzzle } from '../../engine';
import { METHODS, runsOn } from '../../engine/search';
import type { SearchFigures } from '../../engine/search/types';
import type { LabHeuristic } from '../../protocol/labReports';
import {
  DEFAULT_LARGE_BUDGET,
  ESTIMATE_METHOD_NAMES,
  isMethodName,
  LAB_METHOD_NAMES,
  LabBoard,
  LabFigures,
  LabHostMessage,
  LabMethodName,
  LabPageMessage,
  LabSavedState,
  MAX_BUDGET,
  METHOD_NAMES,
  STEP_CAP,
  WorkerEstimate,
  WorkerReply,
} from '../../protocol/labMessages';
import { button, element, setText } from '../kit/dom';
import type { PageHost } from '../kit/host';
import { depthChart, heldChart, timeChart } from './charts';
import { budgetBeyondRoom, workerRoom } from './budgetRoom';
import { figureCells, figuresMarkdown, HEADINGS } from './markdown';
import { HeuristicView } from './heuristicView';
import { SearchWorker } from './searchWorker';
import { Stepper } from './stepper';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';
import { TraceView } from './traceView';

type RowState =
  | { readonly kind: 'queued' }
  | { readonly kind: 'running'; readonly ms: number }
  | { readonly kind: 'done'; readonly figures: LabFigures }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'failed'; readonly message: string };

export class LabApp {
  private lab: LabBoard | undefined;
  /** Counts runs; the worker's replies about an older one are ignored. */
  private run = 0;
  private running: 'run' | 'step' | undefined;
  private readonly rows = new Map<LabMethodName, RowState>();
  private readonly worker: SearchWorker;
  private readonly stepper: Stepper;
  /** The learner's heuristic last shown, if any: saved without its values. */
  private heuristic: LabHeuristic | undefined;
  private readonly heuristicView: HeuristicView;
  private readonly traceView: TraceView;

  private readonly input = element('textarea', {
    id: 'lab-input',
    attributes: { rows: '3', spellcheck: 'false', 'aria-describedby': 'lab-input-help lab-error' },
  });
  private readonly error = element('p', {
    id: 'lab-error',
    className: 'error',
    attributes: { role: 'alert' },
  });
  private readonly boardTitle = element('p', { id: 'lab-board-title' });
  private readonly checkboxes = new Map<LabMethodName, HTMLInputElement>();
  private readonly largeNote = element('p', { id: 'lab-large-note', className: 'note' });
  private readonly budget = element('input', {
    id: 'lab-budget',
    attributes: { type: 'number', min: '1', step: '1', inputmode: 'numeric' },
  });
  private readonly runButton: HTMLButtonElement;
  private readonly stopButton: HTMLButtonElement;
  private readonly copyButton: HTMLButtonElement;
  private readonly status = element('p', { id: 'lab-status', attributes: { role: 'status' } });
  private readonly tableBody = element('tbody');
  private readonly charts = element('div', { id: 'lab-charts', className: 'charts' });
  private readonly stepMethod = element('select', { id: 'step-method' });
  private readonly stepStart: HTMLButtonElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly host: PageHost<LabPageMessage, LabHostMessage, LabSavedState>,
    workerUrl: string,
    private readonly strings: LabStrings,
  ) {
    this.worker = new SearchWorker(
      workerUrl,
      (reply) => this.onReply(reply),
      (message) => this.onWorkerError(message),
    );
    this.stepper = new Stepper(strings);
    const openBoard = (board: string): void => this.host.post({ type: 'openBoard', board });
    this.heuristicView = new HeuristicView(strings, openBoard);
    this.traceView = new TraceView(strings, openBoard);
    this.runButton = button({ id: 'lab-run', className: 'primary', text: strings.get('lab.run') });
    this.stopButton = button({ id: 'lab-stop', text: strings.get('lab.stop') });
    this.copyButton = button({ id: 'lab-copy', text: strings.get('lab.copy') });
    this.stepStart = button({ id: 'step-start', text: strings.get('step.start') });
    this.build();
  }

  start(): void {
    const saved = this.host.saved();
    if (saved) this.restore(saved);
    this.host.onMessage((message) => this.receive(message));
    this.host.post({ type: 'ready' });
  }

  private build(): void {
    const s = this.strings;
    const boardSection = this.boardSection();
    const methods = this.methodsFieldset();
    const actions = this.actions();
    const table = this.figuresTable();
    const stepSection = this.stepSection();
    this.charts.append(element('p', { className: 'note', text: s.get('chart.none') }));
    // The learner's reports come first when there are any: they are what the user asked the lab for.
    this.root.append(
      element('h1', { text: s.get('lab.title') }),
      this.heuristicView.root,
      this.traceView.root,
      element('div', { className: 'lab-top' }, boardSection, methods),
      actions,
      this.status,
      table,
      this.charts,
      stepSection,
    );
    this.updateButtons();
  }

  /** The board to search: typed here, or loaded by the host. */
  private boardSection(): HTMLElement {
    const s = this.strings;
    const apply = button({ id: 'lab-apply', text: s.get('lab.apply') });
    apply.addEventListener('click', () => this.applyInput());
    this.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        this.applyInput();
      }
    });
    return element(
      'section',
      { className: 'lab-board', attributes: { 'aria-labelledby': 'lab-input-label' } },
      element('label', { id: 'lab-input-label', text: s.get('lab.edit'), attributes: { for: 'lab-input' } }),
      this.input,
      element('p', { id: 'lab-input-help', className: 'note', text: s.get('lab.editHelp') }),
      apply,
      this.error,
      this.boardTitle,
    );
  }

  /** The methods to run, and the budget for the large boards. */
  private methodsFieldset(): HTMLElement {
    const s = this.strings;
    const methods = element(
      'fieldset',
      { id: 'lab-methods' },
      element('legend', { text: s.get('lab.methods') }),
    );
    const list = element('div', { className: 'method-list' });
    for (const name of LAB_METHOD_NAMES) {
      const box = element('input', { attributes: { type: 'checkbox', name: 'method', value: name } });
      box.checked = isMethodName(name);
      box.addEventListener('change', () => this.save());
      this.checkboxes.set(name, box);
      list.append(element('label', { className: 'method' }, box, element('span', { text: s.method(name) })));
    }
    const budgetLabel = element(
      'label',
      { className: 'budget' },
      element('span', { text: s.get('lab.budget') }),
      this.budget,
    );
    this.budget.placeholder = s.get('lab.budgetNone');
    this.budget.addEventListener('change', () => this.save());
    methods.append(list, this.largeNote, budgetLabel);
    return methods;
  }

  /** Run, Stop, and Copy for the figures. */
  private actions(): HTMLElement {
    this.runButton.addEventListener('click', () => this.runMethods());
    this.stopButton.addEventListener('click', () => this.stop());
    this.copyButton.addEventListener('click', () => this.copy());
    return element('div', { className: 'actions' }, this.runButton, this.stopButton, this.copyButton);
  }

  /** The table of every method's figures, a row a method. */
  private figuresTable(): HTMLElement {
    const s = this.strings;
    return element(
      'table',
      { id: 'lab-figures' },
      element('caption', { text: s.get('table.caption') }),
      element(
        'thead',
        {},
        element(
          'tr',
          {},
          ...HEADINGS.map((key, column) =>
            element('th', {
              text: s.get(key),
              attributes: { scope: 'col', class: column > 2 ? 'number' : '' },
            }),
          ),
        ),
      ),
      this.tableBody,
    );
  }

  /** Stepping through one method's expansions. */
  private stepSection(): HTMLElement {
    const s = this.strings;
    for (const name of LAB_METHOD_NAMES)
      this.stepMethod.append(element('option', { text: s.method(name), attributes: { value: name } }));
    this.showMethods(false);
    this.stepMethod.value = 'astar-manhattan';
    this.stepStart.addEventListener('click', () => this.stepThrough());
    return element(
      'section',
      { id: 'lab-step', attributes: { 'aria-labelledby': 'lab-step-heading' } },
      element('h2', { id: 'lab-step-heading', text: s.get('step.heading') }),
      element(
        'div',
        { className: 'actions' },
        element('label', { attributes: { for: 'step-method' }, text: s.get('step.method') }),
        this.stepMethod,
        this.stepStart,
      ),
      this.stepper.root,
    );
  }

  private receive(message: LabHostMessage): void {
    switch (message.type) {
      case 'load':
        // The host loads again what a restored page already shows: its figures are still about this board.
        if (this.lab && sameLab(this.lab, message.lab)) return;
        this.setBoard(message.lab);
        this.input.value = formatBoard(message.lab.board);
        return;
      case 'copied':
        setText(this.status, this.strings.get(message.ok ? 'lab.copied' : 'lab.copyFailed'));
        return;
      case 'heuristic':
        this.showHeuristic(message);
        return;
      case 'trace':
        this.traceView.show(message);
        return;
    }
  }

  /** A new board: the old figures and steps are about another board, so they go. */
  private setBoard(lab: LabBoard): void {
    this.stop();
    this.lab = lab;
    this.rows.clear();
    this.renderRows();
    const { size } = lab.puzzle;
    const large = !hasTable(size);
    this.showMethods(true);
    setText(this.largeNote, large ? this.strings.get('lab.largeOnly') : '');
    this.budget.value = large ? String(DEFAULT_LARGE_BUDGET) : '';
    setText(this.boardTitle, this.strings.get('lab.boardSized', size.name, formatBoard(lab.board)));
    setText(this.error, '');
    this.stepper.showBoard(size, lab.board);
    this.updateButtons();
    this.save();
  }

  /**
   * Only the methods that run on this board can be chosen: on a size with no
   * table, the heuristic ones; A* and IDA* with the learner's heuristic only
   * while its values are of this board's puzzle. `check` ticks every one that
   * runs (a new board), else only those that newly run.
   */
  private showMethods(check: boolean): void {
    const size = this.lab?.puzzle.size;
    const runs = new Set<LabMethodName>(
      size ? METHODS.filter((method) => runsOn(method, size)).map((method) => method.name) : METHOD_NAMES,
    );
    const estimate = this.estimate() !== undefined;
    for (const name of ESTIMATE_METHOD_NAMES) if (estimate) runs.add(name);
    for (const [name, box] of this.checkboxes) {
      const label = box.closest('label');
      if (label && !isMethodName(name)) label.hidden = !estimate;
      if (check || (box.disabled && runs.has(name))) box.checked = runs.has(name);
      box.disabled = !runs.has(name);
    }
    for (const option of this.stepMethod.options) {
      option.disabled = !runs.has(option.value as LabMethodName);
      if (!isMethodName(option.value)) option.hidden = !estimate;
    }
  }

  /** The learner's heuristic for the worker, when its values are of the lab board's puzzle. */
  private estimate(): WorkerEstimate | undefined {
    const { lab, heuristic } = this;
    if (!lab || !heuristic?.values || !samePuzzle(lab.puzzle, heuristic.puzzle)) return undefined;
    const { report } = heuristic;
    // Consistent and 0 at the goal, on every board: then its A* and IDA* answers are proven shortest.
    return {
      values: heuristic.values,
      consistent: report.proven && report.consistent && report.goalValue === 0,
    };
  }

  private showHeuristic(heuristic: LabHeuristic): void {
    this.heuristic = heuristic;
    this.heuristicView.show(heuristic);
    if (!this.running) this.showMethods(false);
    this.save();
  }

  /**
   * The page as it was saved before a window reload: its board, choices and figures, and a heuristic's
   * report, without running anything.
   */
  private restore(saved: LabSavedState): void {
    if (saved.heuristic) this.showHeuristic(saved.heuristic);
    if (!saved.lab) return;
    this.setBoard(saved.lab);
    this.input.value = formatBoard(saved.lab.board);
    for (const [name, box] of this.checkboxes)
      box.checked = !box.disabled && (saved.methods as readonly LabMethodName[]).includes(name);
    this.budget.value = saved.budget === undefined ? '' : String(saved.budget);
    const byMethod = new Map(saved.figures.map((figures) => [figures.method, figures]));
    for (const name of METHOD_NAMES) {
      const figures = byMethod.get(name);
      if (figures) this.rows.set(name, { kind: 'done', figures });
    }
    this.renderRows();
    this.save();
  }

  /**
   * Kept small: the figures without their answers (the table shows only
   * their length), and no steps: stepping runs again on demand.
   */
  private save(): void {
    if (!this.lab && !this.heuristic) return;
    this.host.save({
      ...(this.lab ? { lab: this.lab } : {}),
      ...(this.heuristic
        ? { heuristic: { puzzle: this.heuristic.puzzle, report: this.heuristic.report } }
        : {}),
      methods: METHOD_NAMES.filter((name) => this.checkboxes.get(name)?.checked),
      budget: this.readBudget() ?? undefined,
      // The learner's methods are not kept: their values are not, so after a reload they could not run again.
      figures: this.finished().flatMap((figures): SearchFigures[] => {
        const { method } = figures;
        return isMethodName(method) ? [{ ...figures, method, moves: undefined }] : [];
      }),
    });
  }

  /** The typed board, read by the engine; what is wrong, and where, if it is not one. */
  private applyInput(): void {
    const text = this.input.value;
    const sameSize = this.lab && parseBoard(text, this.lab.puzzle.size);
    const parsed = sameSize?.ok ? sameSize : parseBoard(text);
    if (!parsed.ok) {
      const { error } = parsed;
      const shown = text.slice(error.offset, error.offset + error.length).trim();
      setText(
        this.error,
        shown
          ? `${this.strings.parseError(error)}: "${shown}" (${error.offset + 1})`
          : this.strings.parseError(error),
      );
      this.input.setAttribute('aria-invalid', 'true');
      this.input.setSelectionRange(error.offset, error.offset + error.length);
      return;
    }
    this.input.removeAttribute('aria-invalid');
    // A board of the same size keeps the lab's goal; another size plays toward its own.
    const puzzle = this.lab && this.lab.puzzle.size === parsed.size ? this.lab.puzzle : puzzleOf(parsed.size);
    this.setBoard({ puzzle, board: parsed.board.slice() });
  }

  private readBudget(): number | undefined | null {
    const text = this.budget.value.trim();
    if (text === '') return undefined;
    const value = Number(text);
    return Number.isSafeInteger(value) && value >= 1 && value <= MAX_BUDGET ? value : null;
  }

  private runMethods(): void {
    if (!this.lab || this.running) return;
    const methods = LAB_METHOD_NAMES.filter(
      (name) => this.checkboxes.get(name)?.checked && !this.checkboxes.get(name)?.disabled,
    );
    const budget = this.readBudget();
    if (methods.length === 0) return setText(this.status, this.strings.get('lab.noMethods'));
    if (budget === null)
      return setText(this.status, this.strings.get('lab.badBudget', formatLocalCount(MAX_BUDGET)));
    if (this.refuseBudget(methods, budget)) return;
    this.run++;
    this.running = 'run';
    this.rows.clear();
    for (const name of methods) this.rows.set(name, { kind: 'queued' });
    this.renderRows();
    this.save();
    setText(this.status, this.strings.get('status.runningAll', methods.length));
    this.updateButtons();
    this.worker
      .send({ type: 'run', run: this.run, lab: this.lab, methods, budget, ...this.estimateFor(methods) })
      .catch((error: unknown) => this.onWorkerError(String(error)));
  }

  private stepThrough(): void {
    if (!this.lab || this.running) return;
    const method = this.stepMethod.value as LabMethodName;
    const budget = this.readBudget();
    if (budget === null)
      return setText(this.status, this.strings.get('lab.badBudget', formatLocalCount(MAX_BUDGET)));
    if (this.refuseBudget([method], budget)) return;
    this.run++;
    this.running = 'step';
    this.stepper.stop();
    setText(this.status, this.strings.get('step.running', this.strings.method(method)));
    this.updateButtons();
    this.worker
      .send({ type: 'step', run: this.run, lab: this.lab, method, budget, ...this.estimateFor([method]) })
      .catch((error: unknown) => this.onWorkerError(String(error)));
  }

  /**
   * The learner's values go to the worker only with a method that reads them: on 3×3 they are 362,880 numbers
   * to copy.
   */
  private estimateFor(methods: readonly LabMethodName[]): { estimate?: WorkerEstimate } {
    const estimate = methods.some((name) => !isMethodName(name)) ? this.estimate() : undefined;
    return estimate ? { estimate } : {};
  }

  /** Says so, and is true, when a method's boards within the budget would not fit in the worker's memory. */
  private refuseBudget(methods: readonly LabMethodName[], budget: number | undefined): boolean {
    if (!this.lab) return true;
    const { size } = this.lab.puzzle;
    const beyond = budgetBeyondRoom(
      methods,
      size,
      budget ?? (hasTable(size) ? Infinity : DEFAULT_LARGE_BUDGET),
      workerRoom(),
    );
    if (beyond)
      setText(
        this.status,
        this.strings.get(
          'lab.budgetTooLarge',
          formatLocalCount(budget ?? DEFAULT_LARGE_BUDGET),
          this.strings.method(beyond.method),
          size.name,
          formatLocalCount(beyond.largest),
        ),
      );
    return beyond !== undefined;
  }

  private stop(): void {
    if (!this.running) return;
    this.worker.stop();
    this.run++;
    for (const [name, row] of this.rows)
      if (row.kind === 'queued' || row.kind === 'running') this.rows.set(name, { kind: 'stopped' });
    this.running = undefined;
    this.renderRows();
    setText(this.status, this.strings.get('status.stoppedAll'));
    this.updateButtons();
  }

  private onReply(reply: WorkerReply): void {
    if (reply.run !== this.run) return;
    switch (reply.type) {
      case 'started':
        if (this.running === 'run') this.updateRow(reply.method, { kind: 'running', ms: 0 });
        return;
      case 'progress':
        if (this.running === 'run') this.updateRow(reply.method, { kind: 'running', ms: reply.ms });
        return;
      case 'figures':
        this.updateRow(reply.figures.method, { kind: 'done', figures: reply.figures });
        this.renderCharts();
        this.save();
        return;
      case 'failed':
        if (this.running === 'run') this.updateRow(reply.method, { kind: 'failed', message: reply.message });
        else setText(this.status, this.strings.get('status.failed', reply.message));
        return;
      case 'steps':
        if (this.lab) this.stepper.load(this.lab.puzzle.size, reply.steps, reply.total, STEP_CAP);
        setText(this.status, '');
        return;
      case 'done':
        if (this.running === 'run') setText(this.status, this.strings.get('status.allDone', this.rows.size));
        this.running = undefined;
        this.updateButtons();
        return;
    }
  }

  private onWorkerError(message: string): void {
    this.worker.stop();
    this.run++;
    for (const [name, row] of this.rows)
      if (row.kind === 'queued' || row.kind === 'running') this.rows.set(name, { kind: 'failed', message });
    this.running = undefined;
    this.renderRows();
    setText(this.status, this.strings.get('status.failed', message));
    this.updateButtons();
  }

  private updateRow(method: LabMethodName, state: RowState): void {
    this.rows.set(method, state);
    const existing = this.tableBody.querySelector<HTMLTableRowElement>(`tr[data-method="${method}"]`);
    const row = this.renderRow(method, state);
    if (existing) existing.replaceWith(row);
    else this.tableBody.append(row);
  }

  private renderRows(): void {
    this.tableBody.replaceChildren(...[...this.rows].map(([method, state]) => this.renderRow(method, state)));
    this.renderCharts();
  }

  private renderRow(method: LabMethodName, state: RowState): HTMLTableRowElement {
    const row = element('tr', { attributes: { 'data-method': method, 'data-state': state.kind } });
    if (state.kind === 'done') {
      figureCells(state.figures, this.strings).forEach((text, column) => {
        // data-label names the column where a narrow panel stacks each row's cells (lab.css).
        const label = this.strings.get(HEADINGS[column]);
        row.append(
          element(column === 0 ? 'th' : 'td', {
            text,
            attributes:
              column === 0
                ? { scope: 'row', 'data-label': label }
                : { 'data-label': label, ...(column > 2 ? { class: 'number' } : {}) },
          }),
        );
      });
      row.dataset.outcome = state.figures.outcome;
      return row;
    }
    const words =
      state.kind === 'queued'
        ? this.strings.get('status.queued')
        : state.kind === 'running'
          ? this.strings.get('status.running', (state.ms / 1000).toFixed(1))
          : state.kind === 'stopped'
            ? this.strings.get('status.stopped')
            : this.strings.get('status.failed', state.message);
    row.append(
      element('th', { text: this.strings.method(method), attributes: { scope: 'row' } }),
      element('td', {
        text: words,
        attributes: { colspan: String(HEADINGS.length - 1), class: 'row-status' },
      }),
    );
    return row;
  }

  private finished(): LabFigures[] {
    return [...this.rows.values()].flatMap((row) => (row.kind === 'done' ? [row.figures] : []));
  }

  private renderCharts(): void {
    const rows = this.finished();
    if (rows.length === 0) {
      this.charts.replaceChildren(element('p', { className: 'note', text: this.strings.get('chart.none') }));
    } else {
      this.charts.replaceChildren(
        depthChart(rows, this.strings),
        element(
          'div',
          { className: 'bar-charts' },
          timeChart(rows, this.strings),
          heldChart(rows, this.strings),
        ),
      );
    }
    this.updateButtons();
  }

  private copy(): void {
    const rows = this.finished();
    if (!this.lab || rows.length === 0) return;
    this.host.post({
      type: 'copyMarkdown',
      markdown: figuresMarkdown(this.lab.puzzle.size, this.lab.board, rows, this.strings),
    });
  }

  private updateButtons(): void {
    this.runButton.disabled = !this.lab || this.running !== undefined;
    this.stepStart.disabled = !this.lab || this.running !== undefined;
    this.stopButton.disabled = this.running === undefined;
    this.copyButton.disabled = this.finished().length === 0;
  }
}

function sameLab(a: LabBoard, b: LabBoard): boolean {
  return samePuzzle(a.puzzle, b.puzzle) && sameBoard(a.board, b.board);
}
