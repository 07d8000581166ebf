// Stepping through a learner's trace, with the lab's stepper's look and
// controls (stepper.ts, the kit's PlayerControls): each expansion's board,
// its line in the file, the g and h it states against the true distances,
// and its marks. A re-expanded, jumping or out-of-order step is marked by
// words in #trace-marks and a border on the board, never by colour alone.
import type { Puzzle } from '../../engine';
import { reportBoard, TraceStep } from '../../protocol/labReports';
import { button, element, isUnavailable, setText, setUnavailable } from '../kit/dom';
import { Player } from '../kit/player';
import { PlayerControls } from '../kit/playerControls';

import { miniBoard } from './miniBoard';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';

const SPEEDS = [1, 2, 5, 10, 25, 50, 100];
const DEFAULT_SPEED = 10;
const MARKS = ['reexpanded', 'jump', 'outOfOrder'] as const;

export class TraceStepper {
  readonly root: HTMLElement;
  private puzzle: Puzzle | undefined;
  private steps: readonly TraceStep[] = [];
  private index = 0;
  private readonly stage = element('div', {
    id: 'trace-board',
    className: 'stage',
    attributes: { role: 'img', 'aria-label': '' },
  });
  private readonly position = element('p', { id: 'trace-position' });
  private readonly live = element('p', {
    id: 'trace-live',
    className: 'visually-hidden',
    attributes: { 'aria-live': 'polite' },
  });
  private readonly values: Record<'line' | 'fromStart' | 'toGoal' | 'g' | 'h' | 'marks', HTMLElement>;
  private readonly controls: PlayerControls;
  private readonly player: Player;
  private readonly nextMarked: HTMLButtonElement;
  private readonly openBoard: HTMLButtonElement;

  constructor(
    private readonly strings: LabStrings,
    open: (board: string) => void,
  ) {
    const s = strings;
    const value = (id: string): HTMLElement => element('dd', { id, text: '—' });
    this.values = {
      line: value('trace-line'),
      fromStart: value('trace-from-start'),
      toGoal: value('trace-to-goal'),
      g: value('trace-g'),
      h: value('trace-h'),
      marks: value('trace-marks'),
    };
    const list = element('dl', { className: 'step-figures' });
    for (const [name, key] of [
      ['line', 'trace.line'],
      ['fromStart', 'trace.fromStart'],
      ['toGoal', 'trace.toGoal'],
      ['g', 'trace.statedG'],
      ['h', 'trace.statedH'],
      ['marks', 'trace.marks'],
    ] as const) {
      list.append(element('dt', { text: s.get(key) }), this.values[name]);
    }
    this.controls = new PlayerControls({
      words: (key) => s.get(key),
      idPrefix: 'trace-',
      speeds: SPEEDS.map((perSecond) => ({
        value: String(perSecond),
        text: s.get('step.perSecond', perSecond),
      })),
      speed: String(DEFAULT_SPEED),
    });
    this.nextMarked = button({ id: 'trace-next-marked', text: s.get('trace.nextMarked') });
    this.openBoard = button({ id: 'trace-open', text: s.get('trace.openBoard') });
    const panel = element(
      'div',
      { className: 'step-panel' },
      this.position,
      list,
      this.controls.root,
      element('div', { className: 'actions' }, this.nextMarked, this.openBoard),
      element('p', { className: 'note', text: s.get('trace.noFrontier') }),
      this.live,
    );
    this.root = element('div', { id: 'trace-stepper', className: 'stepper' }, this.stage, panel);
    this.player = new Player(
      () => this.go(this.index + 1, false),
      () => 1000 / this.stepsPerSecond(),
      (playing) => this.showPlaying(playing),
    );
    const { restart, back, play, forward } = this.controls;
    restart.addEventListener('click', () => !isUnavailable(restart) && this.go(0, true));
    back.addEventListener('click', () => !isUnavailable(back) && this.go(this.index - 1, true));
    forward.addEventListener('click', () => !isUnavailable(forward) && this.go(this.index + 1, true));
    play.addEventListener(
      'click',
      () => !isUnavailable(play) && (this.player.playing ? this.player.pause() : this.startPlaying()),
    );
    this.nextMarked.addEventListener(
      'click',
      () => !isUnavailable(this.nextMarked) && this.go(this.nextMarkedIndex() ?? this.index, true),
    );
    this.openBoard.addEventListener(
      'click',
      () => !isUnavailable(this.openBoard) && this.steps.length > 0 && open(this.steps[this.index].board),
    );
    this.showPlaying(false);
  }

  load(puzzle: Puzzle, steps: readonly TraceStep[]): void {
    this.player.pause();
    this.puzzle = puzzle;
    this.steps = steps;
    this.stage.replaceChildren();
    if (steps.length > 0) this.go(0, false);
    else this.updateButtons();
  }

  stop(): void {
    this.player.pause();
  }

  private startPlaying(): void {
    if (this.steps.length === 0) return;
    if (this.index >= this.steps.length - 1) this.go(0, false);
    this.player.play();
  }

  /** Shows step `index`; says whether there is a next one (the player's question). */
  private go(index: number, announce: boolean): boolean {
    if (this.steps.length === 0 || !this.puzzle) return false;
    this.index = Math.max(0, Math.min(this.steps.length - 1, index));
    const step = this.steps[this.index];
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
    const said = `${this.strings.get('trace.position', formatLocalCount(this.index + 1), formatLocalCount(this.steps.length), step.line)}${marked ? ` (${marked})` : ''}`;
    setText(
      this.position,
      this.strings.get(
        'trace.position',
        formatLocalCount(this.index + 1),
        formatLocalCount(this.steps.length),
        step.line,
      ),
    );
    if (announce || this.index % 10 === 0 || this.index === this.steps.length - 1) setText(this.live, said);
    this.updateButtons();
    return this.index < this.steps.length - 1;
  }

  /** A stated g or h beside the truth: right, or below or above it (h below the distance is what a heuristic should be, so only above is wrong for h). */
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
    for (let i = this.index + 1; i < this.steps.length; i++)
      if (MARKS.some((mark) => this.steps[i][mark])) return i;
    return undefined;
  }

  private stepsPerSecond(): number {
    const chosen = Number(this.controls.speed.value);
    return SPEEDS.includes(chosen) ? chosen : DEFAULT_SPEED;
  }

  private showPlaying(playing: boolean): void {
    this.controls.setPlaying(playing);
    this.updateButtons();
  }

  private updateButtons(): void {
    const none = this.steps.length === 0;
    const { restart, back, play, forward } = this.controls;
    setUnavailable(restart, none || this.index === 0);
    setUnavailable(back, none || this.index === 0);
    setUnavailable(forward, none || this.index >= this.steps.length - 1);
    setUnavailable(play, none);
    setUnavailable(this.nextMarked, this.nextMarkedIndex() === undefined);
    setUnavailable(this.openBoard, none);
  }
}
