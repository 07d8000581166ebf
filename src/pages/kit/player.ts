// Plays a solution one step per interval. A timer, not an animation frame
// loop: between steps the page does nothing, and CSS slides the tiles.

export class Player {
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param advance plays one step and says whether there is another to play.
   * @param interval milliseconds until the next step, asked again each time
   *   so a speed change takes effect at once.
   * @param changed told when playing starts or stops, to update the button.
   */
  constructor(
    private readonly advance: () => boolean,
    private readonly interval: () => number,
    private readonly changed: (playing: boolean) => void,
  ) {}

  get playing(): boolean {
    return this.timer !== undefined;
  }

  play(): void {
    if (this.playing) return;
    this.schedule();
    this.changed(true);
  }

  pause(): void {
    if (!this.playing) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.changed(false);
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.advance()) this.schedule();
      else this.changed(false);
    }, this.interval());
  }
}
