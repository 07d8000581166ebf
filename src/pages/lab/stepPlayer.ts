// What the lab's two steppers (stepper.ts for a method's run, traceStepper.ts
// for a learner's trace) share: the kit's player controls at the lab's speeds,
// the step on show, playing through the steps, and the list of a step's figures.
import { LabStringKey } from '../../protocol/labStrings';
import { element, isUnavailable, setUnavailable } from '../kit/dom';
import { Player } from '../kit/player';
import { PlayerControls } from '../kit/playerControls';
import { LabStrings } from './strings';

/** Steps per second the speed list offers. */
const SPEEDS = [1, 2, 5, 10, 25, 50, 100];
const DEFAULT_SPEED = 10;

export class StepPlayer {
  readonly controls: PlayerControls;
  private readonly player: Player;
  private steps = 0;
  private shown = 0;

  /**
   * @param show draws step `index`; `announce` when the user chose it, not while playing.
   * @param buttonsChanged told after the player's buttons are updated, for the stepper's own buttons.
   */
  constructor(
    strings: LabStrings,
    idPrefix: string,
    private readonly show: (index: number, announce: boolean) => void,
    private readonly buttonsChanged: () => void = () => undefined,
  ) {
    this.controls = new PlayerControls({
      words: (key) => strings.get(key),
      idPrefix,
      speeds: SPEEDS.map((perSecond) => ({
        value: String(perSecond),
        text: strings.get('step.perSecond', perSecond),
      })),
      speed: String(DEFAULT_SPEED),
    });
    this.player = new Player(
      () => this.go(this.shown + 1, false),
      () => 1000 / this.stepsPerSecond(),
      (playing) => {
        this.controls.setPlaying(playing);
        this.updateButtons();
      },
    );
    const { restart, back, play, forward } = this.controls;
    restart.addEventListener('click', () => !isUnavailable(restart) && this.go(0, true));
    back.addEventListener('click', () => !isUnavailable(back) && this.go(this.shown - 1, true));
    forward.addEventListener('click', () => !isUnavailable(forward) && this.go(this.shown + 1, true));
    play.addEventListener(
      'click',
      () => !isUnavailable(play) && (this.player.playing ? this.player.pause() : this.startPlaying()),
    );
  }

  /** The step on show. */
  get index(): number {
    return this.shown;
  }

  /** `count` steps to go through, from the first; none is drawn until `go`. */
  load(count: number): void {
    this.player.pause();
    this.steps = count;
    this.shown = 0;
  }

  stop(): void {
    this.player.pause();
  }

  /** Shows step `index`; says whether there is a next one (the player's question). */
  go(index: number, announce: boolean): boolean {
    if (this.steps === 0) return false;
    this.shown = Math.max(0, Math.min(this.steps - 1, index));
    this.show(this.shown, announce);
    this.updateButtons();
    return this.shown < this.steps - 1;
  }

  /**
   * Whether the step on show is read out: always when the user chose it; while playing, only every tenth step
   * and the last, or the reader falls ever further behind.
   */
  readsOut(announce: boolean): boolean {
    return announce || this.shown % 10 === 0 || this.shown === this.steps - 1;
  }

  stepsPerSecond(): number {
    const chosen = Number(this.controls.speed.value);
    return SPEEDS.includes(chosen) ? chosen : DEFAULT_SPEED;
  }

  updateButtons(): void {
    const none = this.steps === 0;
    const { restart, back, play, forward } = this.controls;
    setUnavailable(restart, none || this.shown === 0);
    setUnavailable(back, none || this.shown === 0);
    setUnavailable(forward, none || this.shown >= this.steps - 1);
    setUnavailable(play, none);
    this.buttonsChanged();
  }

  private startPlaying(): void {
    if (this.steps === 0) return;
    if (this.shown >= this.steps - 1) this.go(0, false);
    this.player.play();
  }
}

/**
 * A step's figures as a description list: each one's name, then the element
 * that shows its value (a dash until there is one), its id the prefix and the
 * figure's name in kebab case (step-frontier, trace-from-start).
 */
export function figureList<Name extends string>(
  strings: LabStrings,
  idPrefix: string,
  names: Readonly<Record<Name, LabStringKey>>,
  options: { readonly labelled: boolean },
): { readonly list: HTMLDListElement; readonly values: Record<Name, HTMLElement> } {
  const list = element('dl', { className: 'step-figures' });
  const values = {} as Record<Name, HTMLElement>;
  for (const [name, key] of Object.entries(names) as [Name, LabStringKey][]) {
    const id = `${idPrefix}${name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`;
    // A value labelled with its name too, for a narrow layout that shows it without its <dt>.
    const attributes = options.labelled ? { 'data-label': strings.get(key) } : undefined;
    values[name] = element('dd', { id, text: '—', attributes });
    list.append(element('dt', { text: strings.get(key) }), values[name]);
  }
  return { list, values };
}
