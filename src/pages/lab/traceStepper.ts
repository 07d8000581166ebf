// Stepping through a learner's trace, with the lab's stepper's look and
// controls (stepPlayer.ts, shared with stepper.ts): each expansion's board,
// its line in the file, the g and h it states against the true distances,
// and its marks. A re-expanded, jumping or out-of-order step is marked by
// words in #trace-marks and a border on the board, never by colour alone.
import type { Puzzle } from '../../engine';
import { reportBoard, TraceStep } from '../../protocol/labReports';
import { button, element, isUnavailable, liveText, setText, setUnavailable } from '../kit/dom';
import { formatLocalCount } from '../kit/numbers';
import { miniBoard } from './miniBoard';
import { figureList, StepPlayer } from './stepPlayer';
import { LabStrings } from './strings';

const MARKS = ['reexpanded', 'jump', 'outOfOrder'] as const;

export class TraceStepper {
  readonly root: HTMLElement;
  private puzzle: Puzzle | undefined;
  private steps: readonly TraceStep[] = [];
  private readonly stage = element('div', {
    id: 'trace-board',
    className: 'stage',
    attributes: { role: 'img', 'aria-label': '' },
  });
  private readonly position = element('p', { id: 'trace-position' });
  private readonly live = liveText('trace-live', 'visually-hidden');
  private readonly values: Record<'line' | 'fromStart' | 'toGoal' | 'g' | 'h' | 'marks', HTMLElement>;
  private readonly player: StepPlayer;
  private readonly nextMarked: HTMLButtonElement;
  private readonly openBoard: HTMLButtonElement;

  constructor(
    private readonly strings: LabStrings,
    open: (board: string) => void,
  ) {
    const s = strings;
    const names = {
      line: 'trace.line',
      fromStart: 'trace.fromStart',
      toGoal: 'trace.toGoal',
      g: 'trace.statedG',
      h: 'trace.statedH',
      marks: 'trace.marks',
    } as const;
    const { list, values } = figureList(s, 'trace-', names, { labelled: false });
    this.values = values;
    this.nextMarked = button({ id: 'trace-next-marked', text: s.get('trace.nextMarked') });
    this.openBoard = button({ id: 'trace-open', text: s.get('trace.openBoard') });
    this.player = new StepPlayer(
      s,
      'trace-',
      (index, announce) => this.show(index, announce),
      () => this.updateButtons(),
    );
    const panel = element(
      'div',
      { className: 'step-panel' },
      this.position,
      list,
      this.player.controls.root,
      element('div', { className: 'actions' }, this.nextMarked, this.openBoard),
      element('p', { className: 'note', text: s.get('trace.noFrontier') }),
      this.live,
    );
    this.root = element('div', { id: 'trace-stepper', className: 'stepper' }, this.stage, panel);
    this.nextMarked.addEventListener(
      'click',
      () =>
        !isUnavailable(this.nextMarked) && this.player.go(this.nextMarkedIndex() ?? this.player.index, true),
    );
    this.openBoard.addEventListener(
      'click',
      () =>
        !isUnavailable(this.openBoard) && this.steps.length > 0 && open(this.steps[this.player.index].board),
    );
    this.player.updateButtons();
  }

  load(puzzle: Puzzle, steps: readonly TraceStep[]): void {
    this.player.load(steps.length);
    this.puzzle = puzzle;
    this.steps = steps;
    this.stage.replaceChildren();
    if (steps.length > 0) this.player.go(0, false);
    else this.player.updateButtons();
  }

  stop(): void {
    this.player.stop();
  }

  private show(index: number, announce: boolean): void {
    if (!this.puzzle) return;
    const step = this.steps[index];
    const board = reportBoard(step.board, this.puzzle);
    const marks = MARKS.filter((mark) => step[mark]);
    this.stage.replaceChildren(...(board ? [miniBoard(this.puzzle.size, board, 'large')] : []));
    this.stage.setAttribute('aria-label', `${this.strings.get('trace.boardLabel')}: ${step.board}`);
    this.root.classList.toggle('marked', marks.length > 0);
    this.root.dataset.marks = marks.join(' ');
    setText(this.values.line, String(step.line));
    setText(this.values.fromStart, step.fromStart === null ? '—' : String(step.fromStart));
    setText(this.values.toGoal, step.toGoal === null ? '—' : String(step.toGoal));
    setText(this.values.g, this.stated(step.g, step.fromStart));
    setText(this.values.h, this.stated(step.h, step.toGoal, true));
    const marked = marks.map((mark) => `⚠ ${this.strings.get(`trace.mark.${mark}`)}`).join(', ');
    setText(this.values.marks, marked || this.strings.get('trace.markNone'));
    const position = this.strings.get(
      'trace.position',
      formatLocalCount(index + 1),
      formatLocalCount(this.steps.length),
      step.line,
    );
    setText(this.position, position);
    if (this.player.readsOut(announce)) setText(this.live, `${position}${marked ? ` (${marked})` : ''}`);
  }

  /**
   * A stated g or h beside the truth: right, or below or above it (h below the distance is what a heuristic
   * should be, so only above is wrong for h).
   */
  private stated(value: number | null, truth: number | null, isH = false): string {
    const s = this.strings;
    if (value === null) return s.get('trace.notStated');
    if (truth === null || value === truth)
      return truth === null ? String(value) : `${value} (${s.get('trace.statedRight')})`;
    if (value < truth)
      return isH
        ? `${value} (${s.get('trace.statedTooLow', truth)})`
        : `${value} ⚠ (${s.get('trace.statedTooLow', truth)})`;
    return `${value} ⚠ (${s.get('trace.statedAbove', truth)})`;
  }

  private nextMarkedIndex(): number | undefined {
    for (let i = this.player.index + 1; i < this.steps.length; i++)
      if (MARKS.some((mark) => this.steps[i][mark])) return i;
    return undefined;
  }

  /** The trace's own buttons, beside the player's. */
  private updateButtons(): void {
    setUnavailable(this.nextMarked, this.nextMarkedIndex() === undefined);
    setUnavailable(this.openBoard, this.steps.length === 0);
  }
}
