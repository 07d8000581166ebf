// The board's behaviour: one BoardState, changed only through `commit`, which
// saves it, tells the host, and redraws. Everything else turns a user action
// or a host message into a new state.
import {
  Board,
  distanceTable,
  EIGHT_PUZZLE,
  hasDistanceTable,
  hasTable,
  isSolvable,
  MAX_WALK,
  maxDistance,
  Move,
  moveCode,
  moveToward,
  optimalDistance,
  Puzzle,
  puzzleOf,
  randomBoardAt,
  randomWalk,
  sameBoard,
  Size,
  solve,
  target,
} from '../../engine';
import { BoardStringKey } from '../../protocol/boardStrings';
import { BoardSettings, BoardState, HostMessage, MAX_MOVES, WebviewMessage } from '../../protocol/messages';
import { isUnavailable, setText, setUnavailable } from '../kit/dom';
import type { PageHost } from '../kit/host';
import { moveForKey } from '../kit/keyboard';
import { formatLocalCount } from '../kit/numbers';
import { Player } from '../kit/player';
import { BoardStrings } from '../kit/strings';
import { Editor } from './editor';
import { firstMove, Hint, hintFor } from './hint';
import { HostSearch } from './hostSearch';
import { LargeAnswers } from './largeAnswers';
import { freshState, sameState, Timeline, withHandMove, withStep } from './state';
import { View } from './view';

/** The configuration's default, until the host says otherwise. */
const DEFAULT_STEP_DURATION = 350;
/** Difficulty of Shuffle until the user picks another. */
const DEFAULT_DIFFICULTY = 20;
/** A slide never takes longer than this, so hand moves feel immediate. */
const MAX_SLIDE = 160;

/** See markFirstBoard. */
const FIRST_BOARD_MARK = 'eight-puzzle/first-board';

/** The tile always slides the opposite way to the blank. */
const TILE_DIRECTIONS: Readonly<Record<Move, BoardStringKey>> = {
  u: 'direction.down',
  d: 'direction.up',
  l: 'direction.right',
  r: 'direction.left',
};

export class App {
  /** Until the host loads a board, the goal itself, so the page is never empty. */
  private state: BoardState = freshState(EIGHT_PUZZLE, EIGHT_PUZZLE.goal);
  private settings: BoardSettings = { stepDuration: DEFAULT_STEP_DURATION };
  /** The cell the last hint points at, until the board changes. */
  private hintCell: number | undefined;
  private readonly timeline = new Timeline();
  /** Whether a distance table build is already queued. */
  private tablePending = false;
  /** The revision of the host's last load, which every report is based on. */
  private revision = 0;
  /** What the host's searches taught the page about boards with no distance table. */
  private readonly largeAnswers = new LargeAnswers();
  /** The host's search on a large board: a Hint shows its answer's first move, Solve plays them all. */
  private readonly hostSearch: HostSearch;
  private readonly player: Player;

  constructor(
    private readonly view: View,
    private readonly host: PageHost<WebviewMessage, HostMessage, BoardState>,
    private readonly strings: BoardStrings,
  ) {
    this.player = new Player(
      () => this.advance(),
      () => this.stepDuration(),
      (playing) => this.view.setPlaying(playing),
    );
    this.hostSearch = new HostSearch((message) => host.post(message), view, strings, this.largeAnswers, {
      play: (moves, proven) => this.playSolution(moves, proven),
      showHint: (board, hint, proven) => this.presentHint(board, hint, proven),
      redraw: () => this.render(),
    });
    new Editor(
      view,
      strings,
      () => ({ board: this.board(), size: this.state.puzzle.size }),
      (board, size) => this.newBoard(board, size),
    );
    this.listen();
  }

  start(): void {
    const saved = this.host.saved();
    this.host.post({ type: 'ready' });
    this.updateSlideDuration();
    // The host's settings and the board it opened the page on come in the page itself, so
    // the board is drawn now, with no round trip. A page VS Code rebuilt (or restored after a
    // reload) shows its saved state instead, newer than its HTML, under the revision the HTML
    // carries: the host takes it as what that load became, or loads a newer board of its own.
    for (const message of this.host.initial()) {
      if (saved && message.type === 'load') this.revision = message.revision;
      else this.receive(message);
    }
    if (saved) this.commit(saved, { force: true });
    else if (this.revision === 0) this.render();
    if (saved || this.revision > 0) markFirstBoard();
  }

  private listen(): void {
    const { view } = this;
    this.host.onMessage((message) => this.receive(message));
    document.addEventListener('keydown', (event) => {
      const move = moveForKey(event);
      if (!move) return;
      event.preventDefault();
      this.handMove(move);
    });
    view.board.onCell((cell) => {
      const move = moveToward(this.state.puzzle.size, this.board(), cell);
      if (move) this.handMove(move);
    });
    view.moves.onStep((step) => this.goTo(step, true));
    this.onPress(view.restart, () => this.goTo(0, true));
    this.onPress(view.back, () => this.goTo(this.state.step - 1, true));
    this.onPress(view.forward, () => this.goTo(this.state.step + 1, true));
    this.onPress(view.play, () => this.togglePlay());
    this.onPress(view.hint, () => this.showHint());
    this.onPress(view.solve, () => this.solveBoard());
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

  private receive(message: HostMessage): void {
    if (message.type === 'settings') {
      this.settings = message.settings;
      this.updateSlideDuration();
      return;
    }
    if (message.type === 'solveProgress' || message.type === 'solved') {
      this.hostSearch.receive(message);
      return;
    }
    this.player.pause();
    this.revision = message.revision;
    // A note about the last goal's distances may not hold for this one.
    setText(this.view.shuffleNote, '');
    // Always report a load, even one that changes nothing here, so the host hears this revision.
    this.commit(message.state, { force: true });
    markFirstBoard();
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
    // A search for a board no longer on screen is of no use: the newer board cancels it.
    if (!this.hostSearch.isFor(state.puzzle, this.board())) this.hostSearch.cancel();
    this.host.save(state);
    this.host.post({ type: 'state', state, revision: this.revision });
    this.render();
    if (options.announce !== undefined) setText(this.view.announcer, options.announce);
  }

  private render(): void {
    const { view, state } = this;
    const { puzzle } = state;
    const board = this.board();
    const solved = sameBoard(board, puzzle.goal);
    view.board.render(board, puzzle.size, this.hintCell);
    view.moves.render(state.moves, state.step);
    view.renderGoal(puzzle);
    // The farthest distance comes from the goal's table, once it is built (it is not needed for the first
    // paint).
    if (!hasTable(puzzle.size)) view.setDifficultyKind('walk', MAX_WALK);
    else if (hasDistanceTable(puzzle)) view.setDifficultyKind('distance', maxDistance(puzzle));
    else view.setDifficultyKind('distance', Number(view.difficulty.max) || DEFAULT_DIFFICULTY);
    setText(view.step, this.stepWords(state));
    view.progressSeparator.hidden = state.moves.length === 0;
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
    const { puzzle } = this.state;
    if (!hasTable(puzzle.size)) return this.largeRemainingText(board);
    if (!hasDistanceTable(puzzle) && !sameBoard(board, puzzle.goal)) {
      // The first board paints at once; the table behind the distance (tens of ms) follows a moment later.
      if (!this.tablePending) {
        this.tablePending = true;
        // After the next frame, so the board is on screen before the build.
        requestAnimationFrame(() =>
          setTimeout(() => {
            distanceTable(puzzle);
            this.tablePending = false;
            this.render();
          }, 0),
        );
      }
      return '';
    }
    return this.distanceWords(optimalDistance(puzzle, board));
  }

  private distanceWords(distance: number | undefined): string {
    if (distance === undefined) return this.strings.get('progress.unsolvable');
    return distance === 1
      ? this.strings.get('progress.remainingOne')
      : this.strings.get('progress.remaining', distance);
  }

  /**
   * A board with no distance table: its distance is known only when the
   * host has searched it (or a board before it on the same solution), and
   * whether it can be reached at all, from the parity rule.
   */
  private largeRemainingText(board: Board): string {
    const { puzzle } = this.state;
    if (sameBoard(board, puzzle.goal)) return this.distanceWords(0);
    if (!isSolvable(puzzle, board)) return this.distanceWords(undefined);
    const known = this.largeAnswers.lookUp(puzzle, board);
    if (!known) return '';
    return known.proven
      ? this.distanceWords(known.moves.length)
      : this.strings.get('progress.atMost', known.moves.length);
  }

  private goTo(step: number, byUser: boolean): void {
    if (byUser) this.player.pause();
    const next = withStep(this.state, step);
    this.commit(next, { announce: byUser ? this.progressWords(next) : undefined });
  }

  /**
   * "step 0 of 0" says nothing: with no moves there is no step to name (the move list says how to get some).
   */
  private stepWords(state: BoardState): string {
    return state.moves.length === 0
      ? ''
      : this.strings.get('progress.step', this.count(state.step), this.count(state.moves.length));
  }

  private progressWords(state: BoardState): string {
    const remaining = this.remainingText(this.timeline.boardAt(state));
    const step = this.stepWords(state);
    return step === '' ? remaining : this.strings.get('progress.spoken', step, remaining);
  }

  /** A number as the page's language writes it (5,000 in English), like every other number on the page. */
  private count(value: number): string {
    return formatLocalCount(value);
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
      if (result.reason === 'too-long')
        setText(this.view.announcer, this.strings.get('announce.tooLong', this.count(MAX_MOVES)));
      return;
    }
    const { size } = this.state.puzzle;
    const tile = board[target(size, board.indexOf(size.blank), moveCode(move))];
    const words = this.strings.get('announce.move', tile, this.strings.get(TILE_DIRECTIONS[move]));
    this.commit(result.state, { announce: `${words} ${this.progressWords(result.state)}` });
  }

  private showHint(): void {
    // A hint is for thinking about the board as it is now.
    this.player.pause();
    const board = this.board();
    const { puzzle } = this.state;
    if (hasTable(puzzle.size)) {
      this.presentHint(board, hintFor(puzzle, board), true);
      return;
    }
    // No table for this size: the parity rule and what the host already found answer at once, the host's
    // search otherwise.
    if (sameBoard(board, puzzle.goal)) return this.presentHint(board, { kind: 'solved' }, true);
    if (!isSolvable(puzzle, board)) return this.presentHint(board, { kind: 'unsolvable' }, true);
    const known = this.largeAnswers.lookUp(puzzle, board);
    if (known) return this.presentHint(board, firstMove(puzzle.size, board, known.moves), known.proven);
    if (this.hostSearch.isFor(puzzle, board)) return;
    this.hostSearch.ask(puzzle, board, 'hint');
  }

  /**
   * Solve: a shortest solution from the board as it stands, played at once.
   * It follows the moves already played (what came after the current step
   * is replaced, as a hand move replaces it), so Restart still goes back to
   * where the board started. Sizes with a table solve here; larger ones ask the host.
   */
  private solveBoard(): void {
    this.player.pause();
    const board = this.board();
    const { puzzle } = this.state;
    if (sameBoard(board, puzzle.goal)) return setText(this.view.hintText, this.strings.get('solve.solved'));
    if (hasTable(puzzle.size)) {
      const solution = solve(puzzle, board);
      if (solution.solvable) return this.playSolution(solution.moves, true);
      return setText(this.view.hintText, this.strings.get('solve.unsolvable'));
    }
    if (!isSolvable(puzzle, board)) return setText(this.view.hintText, this.strings.get('solve.unsolvable'));
    const known = this.largeAnswers.lookUp(puzzle, board);
    if (known) return this.playSolution(known.moves, known.proven);
    if (this.hostSearch.isFor(puzzle, board)) return this.hostSearch.playWhenFound();
    this.hostSearch.ask(puzzle, board, 'solve');
  }

  /** The moves played up to the current step, then `moves`, played from here; a string too long for a board starts afresh from this one. */
  private playSolution(moves: string, proven: boolean): void {
    const { state } = this;
    const kept = state.moves.slice(0, state.step);
    const next: BoardState =
      kept.length + moves.length <= MAX_MOVES
        ? { ...state, moves: kept + moves }
        : { ...freshState(state.puzzle, this.board()), moves };
    const words = this.strings.get(
      proven ? 'solve.playing' : 'solve.playingUnproven',
      this.count(moves.length),
    );
    this.commit(next, { announce: words });
    this.player.play();
  }

  private presentHint(board: Board, hint: Hint, proven: boolean): void {
    if (hint.kind === 'move') {
      this.hintCell = hint.cell;
      this.view.board.render(board, this.state.puzzle.size, hint.cell);
      setText(
        this.view.hintText,
        this.strings.get(
          proven ? 'hint.move' : 'hint.unproven',
          hint.move,
          hint.tile,
          this.strings.get(TILE_DIRECTIONS[hint.move]),
        ),
      );
    } else {
      setText(
        this.view.hintText,
        this.strings.get(hint.kind === 'solved' ? 'hint.solved' : 'hint.unsolvable'),
      );
    }
  }

  private newBoard(start: Board, size: Size = this.state.puzzle.size): void {
    this.player.pause();
    this.commit(freshState(this.puzzleFor(size), start));
  }

  /**
   * The puzzle a new board of `size` plays: the one on screen for its size,
   * and that size's own goal for another. The other orientation of the same
   * cells (2×3 and 3×2, 2×4 and 4×2, 3×4 and 4×3) keeps the goal's cells.
   */
  private puzzleFor(size: Size): Puzzle {
    const { puzzle } = this.state;
    if (size === puzzle.size) return puzzle;
    return puzzleOf(size, size.cells === puzzle.size.cells ? puzzle.goal : undefined);
  }

  /**
   * The difficulty field's value, put back in range so the field shows what
   * Shuffle uses. The range comes from the goal: 31 moves at most for
   * 12345678x, 30 for a goal with the blank in the centre. A distance that
   * does not exist for the goal is said so, beside the field.
   */
  private difficulty(): number {
    const field = this.view.difficulty;
    const { puzzle } = this.state;
    const table = hasTable(puzzle.size);
    const farthest = table ? maxDistance(puzzle) : MAX_WALK;
    this.view.setDifficultyKind(table ? 'distance' : 'walk', farthest);
    const typed = Math.round(field.valueAsNumber);
    let difficulty = Math.min(DEFAULT_DIFFICULTY, farthest);
    if (Number.isFinite(typed)) {
      difficulty = Math.max(0, Math.min(farthest, typed));
      // Typing clears the note; bringing the value into range (on change, or on Shuffle) says why.
      if (difficulty !== typed)
        setText(
          this.view.shuffleNote,
          this.strings.get(table ? 'shuffle.noSuchDistance' : 'shuffle.walkRange', typed, farthest),
        );
    }
    if (field.value !== String(difficulty)) field.value = String(difficulty);
    return difficulty;
  }

  /**
   * A board at the chosen distance for sizes with a table; for larger ones a
   * walk of that many random moves from the goal, so it is solvable and at
   * most that far.
   */
  private shuffle(): void {
    const { puzzle } = this.state;
    const difficulty = this.difficulty();
    const start = hasTable(puzzle.size)
      ? randomBoardAt(puzzle, difficulty, Math.random)
      : randomWalk(puzzle, difficulty, Math.random);
    if (start) this.newBoard(start);
  }
}

/**
 * The first board the page shows, as a mark on its performance timeline: the bench
 * (scripts/benchCodeServer.ts) times a first webview by it.
 */
function markFirstBoard(): void {
  if (performance.getEntriesByName(FIRST_BOARD_MARK).length === 0) performance.mark(FIRST_BOARD_MARK);
}
