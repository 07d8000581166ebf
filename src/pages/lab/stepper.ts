// Stepping through one method's expansions: the board of the node being
// expanded, its g, h and f, the frontier and the nodes expanded so far, with
// the board player's controls (restart, back, play/pause, forward, speed).
// A live region reads each step's figures; while playing it stays polite.
import { Board, Size } from '../../engine';
import type { SearchStep } from '../../engine/search/types';
import { LabStringKey } from '../../protocol/labStrings';
import { BoardView } from '../kit/boardView';
import { button, element, isUnavailable, setText, setUnavailable } from '../kit/dom';
import { Player } from '../kit/player';
import { count } from './markdown';
import { LabStrings } from './strings';

/** Steps per second at each notch of the speed slider. */
const SPEEDS = [1, 2, 5, 10, 25, 50, 100];

export class Stepper {
  readonly root: HTMLElement;
  readonly boardView: BoardView;
  private steps: readonly SearchStep[] = [];
  private index = 0;
  private size: Size | undefined;
  private readonly figures: Record<'g' | 'h' | 'f' | 'frontier' | 'expanded', HTMLElement>;
  private readonly live = element('p', { id: 'step-live', className: 'visually-hidden', attributes: { 'aria-live': 'polite' } });
  private readonly note = element('p', { id: 'step-note', className: 'note' });
  private readonly position = element('p', { id: 'step-position' });
  private readonly restart: HTMLButtonElement;
  private readonly back: HTMLButtonElement;
  private readonly play: HTMLButtonElement;
  private readonly forward: HTMLButtonElement;
  private readonly speed: HTMLInputElement;
  private readonly player: Player;

  constructor(private readonly strings: LabStrings) {
    this.boardView = new BoardView(strings.board, 'step-position');
    this.boardView.root.setAttribute('aria-label', strings.get('step.nodeBoard'));
    const figure = (id: string, key: LabStringKey): HTMLElement => element('dd', { id, text: '—', attributes: { 'data-label': strings.get(key) } });
    this.figures = {
      g: figure('step-g', 'step.g'),
      h: figure('step-h', 'step.h'),
      f: figure('step-f', 'step.f'),
      frontier: figure('step-frontier', 'step.frontier'),
      expanded: figure('step-expanded', 'step.expanded'),
    };
    const list = element('dl', { className: 'step-figures' });
    for (const [name, key] of [['g', 'step.g'], ['h', 'step.h'], ['f', 'step.f'], ['frontier', 'step.frontier'], ['expanded', 'step.expanded']] as const) {
      list.append(element('dt', { text: strings.get(key) }), this.figures[name]);
    }
    this.restart = button({ id: 'step-restart', text: '|◀', attributes: { 'aria-label': strings.get('player.restart'), title: strings.get('player.restart') } });
    this.back = button({ id: 'step-back', text: '◀', attributes: { 'aria-label': strings.get('player.back'), title: strings.get('player.back') } });
    this.play = button({ id: 'step-play', text: '▶', attributes: { 'aria-label': strings.get('player.play'), title: strings.get('player.play') } });
    this.forward = button({ id: 'step-forward', text: '▶|', attributes: { 'aria-label': strings.get('player.forward'), title: strings.get('player.forward') } });
    this.speed = element('input', { id: 'step-speed', attributes: { type: 'range', min: '0', max: String(SPEEDS.length - 1), value: '3' } });
    const speedLabel = element('label', { className: 'speed' }, element('span', { text: strings.get('player.speed') }), this.speed);
    const controls = element('div', { className: 'controls', attributes: { role: 'group', 'aria-label': strings.get('player.label') } }, this.restart, this.back, this.play, this.forward, speedLabel);
    this.root = element('div', { className: 'stepper' }, element('div', { className: 'stage' }, this.boardView.root), element('div', { className: 'step-panel' }, this.position, list, controls, this.note, this.live));
    this.player = new Player(
      () => this.go(this.index + 1, false),
      () => 1000 / this.stepsPerSecond(),
      (playing) => this.showPlaying(playing),
    );
    this.restart.addEventListener('click', () => this.go(0, true));
    this.back.addEventListener('click', () => !isUnavailable(this.back) && this.go(this.index - 1, true));
    this.forward.addEventListener('click', () => !isUnavailable(this.forward) && this.go(this.index + 1, true));
    this.play.addEventListener('click', () => (this.player.playing ? this.player.pause() : this.startPlaying()));
    this.speed.addEventListener('input', () => this.showSpeed());
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
    setText(this.note, steps.length === 0 ? this.strings.get('step.none') : total > steps.length ? this.strings.get('step.kept', count(steps.length), count(total), count(cap)) : this.strings.get('step.all', count(total)));
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
    setText(this.figures.frontier, count(step.frontier));
    setText(this.figures.expanded, count(step.expanded));
    const said = this.strings.get('step.figures', this.index + 1, this.steps.length, step.g, step.h, step.f, count(step.frontier), count(step.expanded));
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
    return SPEEDS[Number(this.speed.value)] ?? 10;
  }

  private showSpeed(): void {
    const perSecond = this.stepsPerSecond();
    this.speed.setAttribute('aria-valuetext', `${perSecond}/s`);
    this.boardView.setSlideDuration(Math.min(250, 700 / perSecond));
  }

  private showPlaying(playing: boolean): void {
    const key = playing ? 'player.pause' : 'player.play';
    this.play.textContent = playing ? '⏸' : '▶';
    this.play.setAttribute('aria-label', this.strings.get(key));
    this.play.title = this.strings.get(key);
    this.play.setAttribute('aria-pressed', String(playing));
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
