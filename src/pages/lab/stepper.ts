// Stepping through one method's expansions: the board of the node being
// expanded, its g, h and f, the frontier and the nodes expanded so far, with
// the board player's controls (stepPlayer.ts, around the kit's
// PlayerControls: restart, back, play/pause, forward, speed).
// A live region reads each step's figures; while playing it stays polite.
import { Board, Size } from '../../engine';
import type { SearchStep } from '../../engine/search/types';
import { BoardView } from '../kit/boardView';
import { element, liveText, setText } from '../kit/dom';
import { formatLocalCount } from '../kit/numbers';
import { figureList, StepPlayer } from './stepPlayer';
import { LabStrings } from './strings';

export class Stepper {
  readonly root: HTMLElement;
  readonly boardView: BoardView;
  private steps: readonly SearchStep[] = [];
  private size: Size | undefined;
  private readonly figures: Record<'g' | 'h' | 'f' | 'frontier' | 'expanded', HTMLElement>;
  private readonly live = liveText('step-live', 'visually-hidden');
  private readonly note = element('p', { id: 'step-note', className: 'note' });
  private readonly position = element('p', { id: 'step-position' });
  private readonly player: StepPlayer;

  constructor(private readonly strings: LabStrings) {
    this.boardView = new BoardView(strings.board, 'step-position');
    this.boardView.root.setAttribute('aria-label', strings.get('step.nodeBoard'));
    const { list, values } = figureList(
      strings,
      'step-',
      { g: 'step.g', h: 'step.h', f: 'step.f', frontier: 'step.frontier', expanded: 'step.expanded' },
      { labelled: true },
    );
    this.figures = values;
    this.player = new StepPlayer(strings, 'step-', (index, announce) => this.show(index, announce));
    this.root = element(
      'div',
      { className: 'stepper' },
      element('div', { className: 'stage' }, this.boardView.root),
      element(
        'div',
        { className: 'step-panel' },
        this.position,
        list,
        this.player.controls.root,
        this.note,
        this.live,
      ),
    );
    this.player.controls.speed.addEventListener('change', () => this.showSpeed());
    this.showSpeed();
    this.player.updateButtons();
  }

  /** The board before any stepping: the lab's board, no figures yet. */
  showBoard(size: Size, board: Board): void {
    this.steps = [];
    this.player.load(0);
    this.size = size;
    this.renderBoard(board);
    for (const cell of Object.values(this.figures)) setText(cell, '—');
    setText(this.position, '');
    setText(this.note, '');
    this.player.updateButtons();
  }

  /** Steps of a method's run, `total` of which happened; the first is shown. */
  load(size: Size, steps: readonly SearchStep[], total: number, cap: number): void {
    this.player.load(steps.length);
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
    this.player.go(0, true);
  }

  stop(): void {
    this.player.stop();
  }

  private show(index: number, announce: boolean): void {
    const step = this.steps[index];
    this.renderBoard(step.board);
    setText(this.figures.g, String(step.g));
    setText(this.figures.h, String(step.h));
    setText(this.figures.f, String(step.f));
    setText(this.figures.frontier, formatLocalCount(step.frontier));
    setText(this.figures.expanded, formatLocalCount(step.expanded));
    const said = this.strings.get(
      'step.figures',
      formatLocalCount(index + 1),
      formatLocalCount(this.steps.length),
      step.g,
      step.h,
      step.f,
      formatLocalCount(step.frontier),
      formatLocalCount(step.expanded),
    );
    setText(this.position, said);
    if (this.player.readsOut(announce)) setText(this.live, said);
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

  private showSpeed(): void {
    this.boardView.setSlideDuration(Math.min(250, 700 / this.player.stepsPerSecond()));
  }
}
