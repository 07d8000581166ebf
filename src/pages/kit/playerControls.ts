// The player's controls, the same on every page that steps through moves (the
// board's playback, the lab's stepper): restart, back, play/pause, forward,
// each a kit icon with its name as label and tooltip, and a speed list. Each
// page says what the speeds mean (multiples of a step's time on the board,
// steps per second in the lab) and wires the buttons to its own player.
import type { PLAYER_ENGLISH } from '../../protocol/playerStrings';
import { button, element } from './dom';
import { icon, IconName, setIcon } from './icons';

export type PlayerWord = keyof typeof PLAYER_ENGLISH | 'player.label';

export interface PlayerControlsOptions {
  /** The player's words, in the page's language. */
  readonly words: (key: PlayerWord) => string;
  /** Put before each control's id (the lab's are `step-…`, the board's have none), so a page's ids stay its own. */
  readonly idPrefix?: string;
  /** The speeds to offer, each with the text it is shown as, and the one chosen at first. */
  readonly speeds: readonly { readonly value: string; readonly text: string }[];
  readonly speed: string;
}

export class PlayerControls {
  readonly root: HTMLDivElement;
  readonly restart: HTMLButtonElement;
  readonly back: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly speed: HTMLSelectElement;
  private readonly playIcon = icon('play');

  constructor(private readonly options: PlayerControlsOptions) {
    const id = (name: string): string => `${options.idPrefix ?? ''}${name}`;
    this.restart = this.iconButton(id('restart'), 'restart', 'player.restart');
    this.back = this.iconButton(id('back'), 'back', 'player.back');
    this.play = button(
      { id: id('play'), className: 'icon-button primary', attributes: { 'aria-pressed': 'false' } },
      this.playIcon,
    );
    this.forward = this.iconButton(id('forward'), 'forward', 'player.forward');
    this.speed = element('select', { id: id('speed') });
    for (const speed of options.speeds)
      this.speed.append(element('option', { text: speed.text, attributes: { value: speed.value } }));
    this.speed.value = options.speed;
    this.root = element(
      'div',
      { className: 'row player', attributes: { role: 'group', 'aria-label': options.words('player.label') } },
      this.restart,
      this.back,
      this.play,
      this.forward,
      element('label', { className: 'speed', text: options.words('player.speed') }, this.speed),
    );
    this.setPlaying(false);
  }

  /** Play becomes Pause while playing, in its icon, label and pressed state. */
  setPlaying(playing: boolean): void {
    const label = this.options.words(playing ? 'player.pause' : 'player.play');
    this.play.setAttribute('aria-label', label);
    this.play.title = label;
    this.play.setAttribute('aria-pressed', String(playing));
    setIcon(this.playIcon, playing ? 'pause' : 'play');
  }

  private iconButton(id: string, name: IconName, label: PlayerWord): HTMLButtonElement {
    const text = this.options.words(label);
    return button(
      { id, className: 'icon-button', attributes: { 'aria-label': text, title: text } },
      icon(name),
    );
  }
}
