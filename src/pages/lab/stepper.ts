// Stepping through one method's expansions: the board of the node being
// expanded, its g, h and f, the frontier and the nodes expanded so far, with
// the board player's controls (the kit's PlayerControls: restart, back,
// play/pause, forward, speed).
// A live region reads each step's figures; while playing it stays polite.
import { Board, Size } from '../../engine';
import type { SearchStep } from '../../engine/search/types';
import { LabStringKey } from '../../protocol/labStrings';
import { BoardView } from '../kit/boardView';
import { element, isUnavailable, setText, setUnavailable } from '../kit/dom';
import { Player } from '../kit/player';
import { PlayerControls } from '../kit/playerControls';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';

/** Steps per second the speed list offers. */
const SPEEDS = [1, 2, 5, 10, 25, 50, 100];
const DEFAULT_SPEED = 10;

export class Stepper {
  readonly root: HTMLElement;
  readonly boardView: BoardView;
  private steps: readonly SearchStep[] = [];
  private index = 0;
  private size: Size | undefined;
  private readonly figures: Record<'g' | 'h' | 'f' | 'frontier' | 'expanded', HTMLElement>;
  private readonly live = element('p', {
    id: 'step-live',
    className: 'visually-hidden',
    attributes: { 'aria-live': 'polite' },
  });
  private readonly note = element('p', { id: 'step-note', className: 'note' });
  private readonly position = element('p', { id: 'step-position' });
  private readonly restart: HTMLButtonElement;
  private readonly back: HTMLButtonElement;
  private readonly play: HTMLButtonElement;
  private readonly forward: HTMLButtonElement;
  private readonly speed: HTMLSelectElement;
  private readonly controls: PlayerControls;
  private readonly player: Player;

  constructor(private readonly strings: LabStrings) {
    this.boardView = new BoardView(strings.board, 'step-position');
    this.boardView.root.setAttribute('aria-label', strings.get('step.nodeBoard'));
    const figure = (id: string, key: LabStringKey): HTMLElement =>
      element('dd', { id, text: '—', attributes: { 'data-label': strings.get(key) } });
    this.figures = {
      g: figure('step-g', 'step.g'),
      h: figure('step-h', 'step.h'),
      f: figure('step-f', 'step.f'),
      frontier: figure('step-frontier', 'step.frontier'),
      expanded: figure('step-expanded', 'step.expanded'),
    };
    const list = element('dl', { className: 'step-figures' });
    for (const [name, key] of [
      ['g', 'step.g'],
      ['h', 'step.h'],
      ['f', 'step.f'],
      ['frontier', 'step.frontier'],
      ['expanded', 'step.expanded'],
    ] as const) {
      list.append(element('dt', { text: strings.get(key) }), this.figures[name]);
    }
    this.controls = new PlayerControls({
      words: (key) => strings.get(key),
      idPrefix: 'step-',
      speeds: SPEEDS.map((perSecond) => ({
        value: String(perSecond),
        text: strings.get('step.perSecond', perSecond),
      })),
      speed: String(DEFAULT_SPEED),
    });
    ({
      restart: this.restart,
      back: this.back,
      play: this.play,
      forward: this.forward,
      speed: this.speed,
    } = this.controls);
    this.root = element(
      'div',
      { className: 'stepper' },
      element('div', { className: 'stage' }, this.boardView.root),
      element(
        'div',
        { className: 'step-panel' },
        this.position,
        list,
        this.controls.root,
        this.note,
        this.live,
      ),
    );
    this.player = new Player(
      () => this.go(this.index + 1, false),
      () => 1000 / this.stepsPerSecond(),
      (playing) => this.showPlaying(playing),
    );
    this.restart.addEventListener('click', () => !isUnavailable(this.restart) && this.go(0, true));
    this.back.addEventListener('click', () => !isUnavailable(this.back) && this.go(this.index - 1, true));
    this.forward.addEventListener(
      'click',
      () => !isUnavailable(this.forward) && this.go(this.index + 1, true),
    );
    this.play.addEventListener(
      'click',
      () => !isUnavailable(this.play) && (this.player.playing ? this.player.pause() : this.startPlaying()),
    );
    this.speed.addEventListener('change', () => this.showSpeed());
    this.showSpeed();
    this.showPlaying(false);
    this.updateButtons();
  }

  /** The board before any stepping: the lab's board, no figures yet. */
  showBoard(size: Size, board: Board): void {
    this.player.pause();
    this.steps = [];
    this.index = 0;
    this.size = size;
    this.renderBoard(board);
    for (const cell of Object.values(this.figures)) setText(cell, '—');
    setText(this.position, '');
    setText(this.note, '');
    this.updateButtons();
  }

  /** Steps of a method's run, `total` of which happened; the first is shown. */
  load(size: Size, steps: readonly SearchStep[], total: number, cap: number): void {
    this.player.pause();
    this.steps = steps;
    this.size = size;
    setText(
      this.note,
      steps.length === 0
        ? this.strings.get('step.none')
        : total > steps.length
          ? this.strings.get(
              'step.kept',
              formatLocalCount(steps.length),
              formatLocalCount(total),
              formatLocalCount(cap),
            )
          : this.strings.get('step.all', formatLocalCount(total)),
    );
    this.go(0, true);
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
    if (this.steps.length === 0) return false;
    this.index = Math.max(0, Math.min(this.steps.length - 1, index));
    const step = this.steps[this.index];
    this.renderBoard(step.board);
    setText(this.figures.g, String(step.g));
    setText(this.figures.h, String(step.h));
    setText(this.figures.f, String(step.f));
    setText(this.figures.frontier, formatLocalCount(step.frontier));
    setText(this.figures.expanded, formatLocalCount(step.expanded));
    const said = this.strings.get(
      'step.figures',
      formatLocalCount(this.index + 1),
      formatLocalCount(this.steps.length),
      step.g,
      step.h,
      step.f,
      formatLocalCount(step.frontier),
      formatLocalCount(step.expanded),
    );
    setText(this.position, said);
    // While playing, only every tenth step is read, or the reader falls ever further behind.
    if (announce || this.index % 10 === 0 || this.index === this.steps.length - 1) setText(this.live, said);
    this.updateButtons();
    return this.index < this.steps.length - 1;
  }

  private renderBoard(board: Board): void {
    if (!this.size) return;
    this.boardView.render(board, this.size, undefined);
    // The lab's board is for looking at: its tiles are not Tab stops and do not look movable.
    for (const tile of this.boardView.root.querySelectorAll<HTMLButtonElement>('button.tile')) {
      tile.tabIndex = -1;
      tile.classList.remove('movable');
    }
  }

  private stepsPerSecond(): number {
    const chosen = Number(this.speed.value);
    return SPEEDS.includes(chosen) ? chosen : DEFAULT_SPEED;
  }

  private showSpeed(): void {
    this.boardView.setSlideDuration(Math.min(250, 700 / this.stepsPerSecond()));
  }

  private showPlaying(playing: boolean): void {
    this.controls.setPlaying(playing);
    this.updateButtons();
  }

  private updateButtons(): void {
    const none = this.steps.length === 0;
    setUnavailable(this.restart, none || this.index === 0);
    setUnavailable(this.back, none || this.index === 0);
    setUnavailable(this.forward, none || this.index >= this.steps.length - 1);
    setUnavailable(this.play, none);
  }
}
