// The board's behaviour: one BoardState, changed only through `commit`, which
// saves it, tells the host, and redraws. Everything else turns a user action
// or a host message into a new state.
import { BLANK, Board, DEFAULT_GOAL, distanceTable, hasDistanceTable, maxDistance, Move, moveCode, moveToward, optimalDistance, randomBoardAt, sameBoard, target } from '../engine';
import { BoardSettings, BoardState, MAX_MOVES, parseHostMessage } from '../protocol/messages';
import { isUnavailable, setText, setUnavailable } from './dom';
import { Editor } from './editor';
import { hintFor } from './hint';
import { Host } from './host';
import { moveForKey } from './keyboard';
import { Player } from './player';
import { freshState, sameState, Timeline, withHandMove, withStep } from './state';
import { StringKey, Strings } from './strings';
import { View } from './view';

/** The configuration's default, until the host says otherwise. */
const DEFAULT_STEP_DURATION = 350;
/** Difficulty of Shuffle until the user picks another. */
const DEFAULT_DIFFICULTY = 20;
/** A slide never takes longer than this, so hand moves feel immediate. */
const MAX_SLIDE = 160;

/** The tile always slides the opposite way to the blank. */
const TILE_DIRECTIONS: Readonly<Record<Move, StringKey>> = { u: 'direction.down', d: 'direction.up', l: 'direction.right', r: 'direction.left' };

export class App {
  /** Until the host loads a board, the goal itself, so the page is never empty. */
  private state: BoardState = freshState(DEFAULT_GOAL);
  private settings: BoardSettings = { stepDuration: DEFAULT_STEP_DURATION };
  /** The cell the last hint points at, until the board changes. */
  private hintCell: number | undefined;
  private readonly timeline = new Timeline();
  /** Whether a distance table build is already queued. */
  private tablePending = false;
  /** The revision of the host's last load, which every report is based on. */
  private revision = 0;
  private readonly player: Player;

  constructor(
    private readonly view: View,
    private readonly host: Host,
    private readonly strings: Strings,
  ) {
    this.player = new Player(
      () => this.advance(),
      () => this.stepDuration(),
      (playing) => this.view.setPlaying(playing),
    );
    new Editor(view, strings, () => this.board(), (board) => this.newBoard(board));
    this.listen();
  }

  start(): void {
    const saved = this.host.saved();
    this.host.post({ type: 'ready' });
    this.updateSlideDuration();
    if (saved) this.commit(saved, { force: true });
    else this.render();
  }

  private listen(): void {
    const { view } = this;
    window.addEventListener('message', (event: MessageEvent<unknown>) => this.receive(event.data));
    document.addEventListener('keydown', (event) => {
      const move = moveForKey(event);
      if (!move) return;
      event.preventDefault();
      this.handMove(move);
    });
    view.board.onCell((cell) => {
      const move = moveToward(this.board(), cell);
      if (move) this.handMove(move);
    });
    view.moves.onStep((step) => this.goTo(step, true));
    this.onPress(view.restart, () => this.goTo(0, true));
    this.onPress(view.back, () => this.goTo(this.state.step - 1, true));
    this.onPress(view.forward, () => this.goTo(this.state.step + 1, true));
    this.onPress(view.play, () => this.togglePlay());
    this.onPress(view.hint, () => this.showHint());
    this.onPress(view.insert, () => this.host.post({ type: 'insertMoves', state: this.state }));
    this.onPress(view.shuffle, () => this.shuffle());
    view.speed.addEventListener('change', () => this.updateSlideDuration());
    view.difficulty.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') this.shuffle();
    });
    view.difficulty.addEventListener('change', () => this.difficulty());
    view.difficulty.addEventListener('input', () => setText(view.shuffleNote, ''));
  }

  /** Clicks on a button marked unavailable do nothing (it stays focusable, see setUnavailable). */
  private onPress(target: HTMLButtonElement, action: () => void): void {
    target.addEventListener('click', () => {
      if (!isUnavailable(target)) action();
    });
  }

  private receive(data: unknown): void {
    const message = parseHostMessage(data);
    if (!message) return;
    if (message.type === 'settings') {
      this.settings = message.settings;
      this.updateSlideDuration();
      return;
    }
    this.player.pause();
    this.revision = message.revision;
    // A note about the last goal's distances may not hold for this one.
    setText(this.view.shuffleNote, '');
    // Always report a load, even one that changes nothing here, so the host hears this revision.
    this.commit(message.state, { force: true });
  }

  private board(): Board {
    return this.timeline.boardAt(this.state);
  }

  /**
   * The one way the state changes. `force` saves and sends even an unchanged
   * state, so a restored page tells the host what it shows.
   */
  private commit(state: BoardState, options: { force?: boolean; announce?: string } = {}): void {
    if (!options.force && sameState(state, this.state)) return;
    this.state = state;
    this.hintCell = undefined;
    this.host.save(state);
    this.host.post({ type: 'state', state, revision: this.revision });
    this.render();
    if (options.announce !== undefined) setText(this.view.announcer, options.announce);
  }

  private render(): void {
    const { view, state } = this;
    const board = this.board();
    const solved = sameBoard(board, state.goal);
    view.board.render(board, this.hintCell);
    view.moves.render(state.moves, state.step);
    view.renderGoal(state.goal);
    // The farthest distance comes from the goal's table, once it is built (it is not needed for the first paint).
    if (hasDistanceTable(state.goal)) view.setFarthest(maxDistance(state.goal));
    setText(view.step, this.strings.get('progress.step', state.step, state.moves.length));
    setText(view.remaining, this.remainingText(board));
    setText(view.status, solved ? this.strings.get('status.solved') : '');
    document.body.classList.toggle('solved', solved);
    if (this.hintCell === undefined) setText(view.hintText, '');
    setUnavailable(view.restart, state.step === 0);
    setUnavailable(view.back, state.step === 0);
    setUnavailable(view.forward, state.step === state.moves.length);
    setUnavailable(view.play, state.moves.length === 0);
  }

  private remainingText(board: Board): string {
    const { goal } = this.state;
    if (!hasDistanceTable(goal) && !sameBoard(board, goal)) {
      // The first board paints at once; the table behind the distance (tens of ms) follows a moment later.
      if (!this.tablePending) {
        this.tablePending = true;
        setTimeout(() => {
          distanceTable(goal);
          this.tablePending = false;
          this.render();
        }, 0);
      }
      return '';
    }
    const distance = optimalDistance(board, goal);
    if (distance === undefined) return this.strings.get('progress.unsolvable');
    return distance === 1 ? this.strings.get('progress.remainingOne') : this.strings.get('progress.remaining', distance);
  }

  private goTo(step: number, byUser: boolean): void {
    if (byUser) this.player.pause();
    const next = withStep(this.state, step);
    this.commit(next, { announce: byUser ? this.progressWords(next) : undefined });
  }

  private progressWords(state: BoardState): string {
    return this.strings.get('progress.spoken', this.strings.get('progress.step', state.step, state.moves.length), this.remainingText(this.timeline.boardAt(state)));
  }

  /** One step of playing; says whether another follows. */
  private advance(): boolean {
    this.goTo(this.state.step + 1, false);
    return this.state.step < this.state.moves.length;
  }

  private togglePlay(): void {
    if (this.player.playing) {
      this.player.pause();
      return;
    }
    // Play at the end plays the whole solution again.
    if (this.state.step === this.state.moves.length) this.goTo(0, false);
    this.player.play();
  }

  private stepDuration(): number {
    return this.settings.stepDuration / Number(this.view.speed.value || 1);
  }

  private updateSlideDuration(): void {
    this.view.board.setSlideDuration(Math.min(MAX_SLIDE, this.stepDuration() * 0.8));
  }

  private handMove(move: Move): void {
    this.player.pause();
    const board = this.board();
    const result = withHandMove(this.state, board, move);
    if (!result.ok) {
      if (result.reason === 'too-long') setText(this.view.announcer, this.strings.get('announce.tooLong', MAX_MOVES));
      return;
    }
    const tile = board[target(board.indexOf(BLANK), moveCode(move))];
    const words = this.strings.get('announce.move', tile, this.strings.get(TILE_DIRECTIONS[move]));
    this.commit(result.state, { announce: `${words} ${this.progressWords(result.state)}` });
  }

  private showHint(): void {
    // A hint is for thinking about the board as it is now.
    this.player.pause();
    const board = this.board();
    const hint = hintFor(board, this.state.goal);
    if (hint.kind === 'move') {
      this.hintCell = hint.cell;
      this.view.board.render(board, hint.cell);
      setText(this.view.hintText, this.strings.get('hint.move', hint.move, hint.tile, this.strings.get(TILE_DIRECTIONS[hint.move])));
    } else {
      setText(this.view.hintText, this.strings.get(hint.kind === 'solved' ? 'hint.solved' : 'hint.unsolvable'));
    }
  }

  private newBoard(start: Board): void {
    this.player.pause();
    this.commit(freshState(start, this.state.goal));
  }

  /**
   * The difficulty field's value, put back in range so the field shows what
   * Shuffle uses. The range comes from the goal: 31 moves at most for
   * 12345678x, 30 for a goal with the blank in the centre. A distance that
   * does not exist for the goal is said so, beside the field.
   */
  private difficulty(): number {
    const field = this.view.difficulty;
    const farthest = maxDistance(this.state.goal);
    this.view.setFarthest(farthest);
    const typed = Math.round(field.valueAsNumber);
    let difficulty = Math.min(DEFAULT_DIFFICULTY, farthest);
    if (Number.isFinite(typed)) {
      difficulty = Math.max(0, Math.min(farthest, typed));
      // Typing clears the note; bringing the value into range (on change, or on Shuffle) says why.
      if (difficulty !== typed) setText(this.view.shuffleNote, this.strings.get('shuffle.noSuchDistance', typed, farthest));
    }
    if (field.value !== String(difficulty)) field.value = String(difficulty);
    return difficulty;
  }

  private shuffle(): void {
    const start = randomBoardAt(this.difficulty(), Math.random, this.state.goal);
    if (start) this.newBoard(start);
  }
}
