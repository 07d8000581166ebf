// The page's layout, built once. Focus order follows reading order: the
// board, then playback, then playing by hand, then setting up a new board.
import { formatBoard, Puzzle } from '../../engine';
import { BoardStringKey } from '../../protocol/boardStrings';
import { BoardView } from '../kit/boardView';
import { button, element, liveText } from '../kit/dom';
import { icon, IconName } from '../kit/icons';
import { PlayerControls } from '../kit/playerControls';
import { BoardStrings } from '../kit/strings';
import { MovesView } from './movesView';

/** Playback speeds, as multiples of the host's step duration. */
export const SPEEDS = [0.25, 0.5, 1, 2, 4] as const;

export class View {
  readonly board: BoardView;
  readonly moves: MovesView;
  readonly step = element('span', { id: 'step' });
  readonly remaining = element('span', { id: 'remaining' });
  /** Hidden while there is no step to name, so the distance does not follow a lone dot. */
  readonly progressSeparator = element('span', {
    className: 'separator',
    text: '·',
    attributes: { 'aria-hidden': 'true' },
  });
  readonly status = element('p', {
    id: 'status',
    className: 'status',
    attributes: { role: 'status', 'aria-live': 'polite' },
  });
  /** What a hand move did, for screen readers only; #status is kept for "Solved". */
  readonly announcer = liveText('announcer', 'visually-hidden');
  readonly goal = element('div', { id: 'goal', className: 'goal', attributes: { role: 'img' } });

  /** The kit's player controls, as the lab's stepper has them too. */
  readonly player: PlayerControls;
  readonly restart: HTMLButtonElement;
  readonly back: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly speed: HTMLSelectElement;

  readonly hint: HTMLButtonElement;
  /** Plays a shortest solution from the board as it stands; says what it found in #hint-text. */
  readonly solve: HTMLButtonElement;
  readonly hintText = liveText('hint-text', 'hint-text');

  readonly edit: HTMLButtonElement;
  readonly shuffle: HTMLButtonElement;
  /** Its `max` is the farthest distance for the goal, set once the goal's table is built (see setFarthest). */
  readonly difficulty = element('input', {
    id: 'difficulty',
    attributes: { type: 'number', min: '0', step: '1', value: '20', inputmode: 'numeric' },
  });
  /** Says when the difficulty asked for does not exist for this goal. */
  readonly shuffleNote = liveText('shuffle-note', 'shuffle-note');
  readonly insert: HTMLButtonElement;

  readonly editForm = element('form', {
    id: 'edit-form',
    className: 'edit-form',
    attributes: { novalidate: '' },
  });
  readonly editInput = element('textarea', {
    id: 'edit-input',
    attributes: {
      rows: '3',
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-describedby': 'edit-help edit-error',
    },
  });
  readonly editApply: HTMLButtonElement;
  readonly editCancel: HTMLButtonElement;
  readonly editError = liveText('edit-error', 'edit-error', 'assertive');

  private readonly difficultyText: HTMLSpanElement;
  private readonly difficultyLabel: HTMLLabelElement;

  private readonly keysHint: HTMLParagraphElement;

  constructor(private readonly strings: BoardStrings) {
    this.difficultyText = element('span', { text: strings.get('shuffle.difficulty') });
    this.difficultyLabel = element(
      'label',
      { className: 'difficulty' },
      this.difficultyText,
      this.difficulty,
    );
    this.difficultyLabel.dataset.kind = 'distance';
    this.keysHint = element('p', { id: 'keys-hint', className: 'keys-hint', text: strings.get('keys.hint') });
    this.board = new BoardView(strings, this.keysHint.id);
    this.moves = new MovesView(strings);

    this.player = new PlayerControls({
      words: (key) => strings.get(key),
      speeds: SPEEDS.map((speed) => ({ value: String(speed), text: `${speed}×` })),
      speed: '1',
    });
    ({
      restart: this.restart,
      back: this.back,
      play: this.play,
      forward: this.forward,
      speed: this.speed,
    } = this.player);

    this.hint = this.textButton('hint', 'hint', 'hint.button');
    this.solve = this.textButton('solve', 'solve', 'solve.button');
    this.edit = this.textButton('edit', 'edit', 'edit.button');
    this.edit.setAttribute('aria-expanded', 'false');
    this.edit.setAttribute('aria-controls', this.editForm.id);
    this.shuffle = this.textButton('shuffle', 'shuffle', 'shuffle.button');
    this.insert = this.textButton('insert', 'insert', 'insert.button');
    this.editApply = button({ id: 'edit-apply', className: 'primary', text: strings.get('edit.apply') });
    this.editCancel = button({ id: 'edit-cancel', className: 'secondary', text: strings.get('edit.cancel') });
    this.editForm.hidden = true;
    this.editForm.append(
      element('label', { text: strings.get('edit.label'), attributes: { for: this.editInput.id } }),
      this.editInput,
      this.editError,
      element('p', { id: 'edit-help', className: 'help', text: strings.get('edit.help') }),
      element('div', { className: 'row' }, this.editApply, this.editCancel),
    );
  }

  /** Puts the whole page into `#app`. */
  mount(app: HTMLElement): void {
    const progress = element(
      'p',
      { className: 'progress' },
      this.step,
      this.progressSeparator,
      this.remaining,
    );
    const player = this.player.root;
    const hand = element('div', { className: 'row hand' }, this.hint, this.solve, this.hintText);
    const setup = element(
      'div',
      { className: 'row setup' },
      this.edit,
      this.shuffle,
      this.difficultyLabel,
      this.shuffleNote,
    );
    const goalFigure = element(
      'figure',
      { className: 'goal-figure' },
      element('figcaption', { text: this.strings.get('goal.label'), attributes: { 'aria-hidden': 'true' } }),
      this.goal,
    );
    const stage = element('section', { className: 'stage' }, this.board.root, goalFigure);
    const panel = element(
      'section',
      { className: 'panel' },
      element('div', { className: 'progress-row' }, progress, this.status),
      element('h2', {
        className: 'label',
        text: this.strings.get('moves.label'),
        attributes: { 'aria-hidden': 'true' },
      }),
      this.moves.root,
      player,
      hand,
      this.keysHint,
      setup,
      this.editForm,
      element('div', { className: 'row' }, this.insert),
    );
    app.replaceChildren(element('div', { className: 'layout' }, stage, panel), this.announcer);
  }

  setPlaying(playing: boolean): void {
    this.player.setPlaying(playing);
  }

  /** The farthest distance a board can be from the goal, as the difficulty field's upper bound. */
  setFarthest(farthest: number): void {
    if (this.difficulty.max !== String(farthest)) this.difficulty.max = String(farthest);
  }

  renderGoal(puzzle: Puzzle): void {
    const { goal, size } = puzzle;
    const key = `${size.key}:${formatBoard(goal, { separator: ',' })}`;
    if (this.goal.dataset.board === key) return;
    this.goal.dataset.board = key;
    this.goal.style.setProperty('--columns', String(size.columns));
    const blank = size.blank;
    const words = goal
      .map((cell) => (cell === blank ? this.strings.get('board.blank') : String(cell)))
      .join(' ');
    this.goal.setAttribute('aria-label', this.strings.get('goal.description', words));
    this.goal.replaceChildren(
      ...goal.map((cell) =>
        element('span', {
          className: cell === blank ? 'cell blank' : 'cell',
          text: cell === blank ? '' : String(cell),
        }),
      ),
    );
  }

  /**
   * Shuffle's field: an exact distance for sizes with a distance table, the
   * length of a random walk from the goal for larger ones.
   */
  setDifficultyKind(kind: 'distance' | 'walk', max: number): void {
    if (this.difficultyLabel.dataset.kind !== kind) {
      this.difficultyLabel.dataset.kind = kind;
      this.difficultyText.textContent = this.strings.get(
        kind === 'distance' ? 'shuffle.difficulty' : 'shuffle.walk',
      );
    }
    this.setFarthest(max);
  }

  private textButton(id: string, name: IconName, label: BoardStringKey): HTMLButtonElement {
    return button(
      { id, className: 'secondary' },
      icon(name),
      element('span', { text: this.strings.get(label) }),
    );
  }
}
