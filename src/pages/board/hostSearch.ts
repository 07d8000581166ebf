// The host's searches for boards too large for the page's distance table:
// asking, cancelling, showing progress, and checking each answer before the
// board believes it. One search runs at a time; a newer request ends the older one.
import { Board, Puzzle, sameBoard, samePuzzle } from '../../engine';
import { HostMessage, SolveAnswer, WebviewMessage } from '../../protocol/messages';
import { setText } from '../kit/dom';
import { formatLocalCount } from '../kit/numbers';
import { BoardStrings } from '../kit/strings';
import { firstMove, Hint } from './hint';
import { LargeAnswers } from './largeAnswers';
import { View } from './view';

/** Progress from the host's search is shown at most this often, so a screen reader is not flooded. */
const PROGRESS_INTERVAL = 500;

/** Why the page asked the host to search: the answer of a Solve is played, a Hint's only shown. */
export type SearchPurpose = 'hint' | 'solve';

/** What the board does with a search's checked answer. */
export interface SearchResults {
  /** Solve's answer: its moves played from the board. */
  play(moves: string, proven: boolean): void;
  /** Hint's answer, shown on the board it was asked about. */
  showHint(board: Board, hint: Hint, proven: boolean): void;
  /** The board drawn again, with the distances the answer taught it. */
  redraw(): void;
}

/** News of a search from the host. */
export type SearchNews = Extract<HostMessage, { type: 'solveProgress' | 'solved' }>;

export class HostSearch {
  /** The search under way: the request's number, the board it is for, and what its answer is for. */
  private search:
    | { readonly request: number; readonly puzzle: Puzzle; readonly board: Board; purpose: SearchPurpose }
    | undefined;
  private requests = 0;
  private lastProgress = 0;

  constructor(
    /** Sends a message to the host. */
    private readonly post: (message: WebviewMessage) => void,
    private readonly view: View,
    private readonly strings: BoardStrings,
    private readonly largeAnswers: LargeAnswers,
    private readonly results: SearchResults,
  ) {}

  /** Whether a search for `board` of `puzzle` is under way. */
  isFor(puzzle: Puzzle, board: Board): boolean {
    const { search } = this;
    return search !== undefined && sameBoard(search.board, board) && samePuzzle(search.puzzle, puzzle);
  }

  /** Asks the host to search `board`; a search already under way is cancelled first. */
  ask(puzzle: Puzzle, board: Board, purpose: SearchPurpose): void {
    this.cancel();
    const request = ++this.requests;
    this.search = { request, puzzle, board: board.slice(), purpose };
    this.lastProgress = 0;
    setText(this.view.hintText, this.strings.get(purpose === 'solve' ? 'solve.searching' : 'hint.searching'));
    this.busy(true);
    this.post({ type: 'solve', request, puzzle, board: board.slice() });
  }

  /** A Hint's search under way: its answer is played instead of shown. */
  playWhenFound(): void {
    if (!this.search) return;
    this.search.purpose = 'solve';
    setText(this.view.hintText, this.strings.get('solve.searching'));
  }

  /**
   * Tells the host the search is no longer wanted, and forgets it; its answer, if one still comes, is
   * ignored.
   */
  cancel(): void {
    if (!this.search) return;
    this.post({ type: 'cancelSolve', request: this.search.request });
    this.search = undefined;
    this.busy(false);
    setText(this.view.hintText, '');
  }

  /** The host's progress and answer for the page's search; news of an older request is ignored. */
  receive(message: SearchNews): void {
    const { search } = this;
    if (!search || message.request !== search.request) return;
    if (message.type === 'solveProgress') {
      const now = Date.now();
      if (now - this.lastProgress < PROGRESS_INTERVAL) return;
      this.lastProgress = now;
      setText(
        this.view.hintText,
        this.strings.get('hint.progress', message.bound, formatLocalCount(message.nodes)),
      );
      return;
    }
    this.search = undefined;
    this.busy(false);
    this.answer(search.puzzle, search.board, message.answer, search.purpose);
  }

  /** Both buttons that can start a search say while one runs. */
  private busy(busy: boolean): void {
    for (const target of [this.view.hint, this.view.solve]) {
      if (busy) target.setAttribute('aria-busy', 'true');
      else target.removeAttribute('aria-busy');
    }
  }

  private answer(puzzle: Puzzle, board: Board, answer: SolveAnswer, purpose: SearchPurpose): void {
    const failed = purpose === 'solve' ? 'solve.failed' : 'hint.failed';
    switch (answer.kind) {
      case 'shortest':
      case 'unproven': {
        const proven = answer.kind === 'shortest';
        // The host's answer is believed only once it replays to the goal from the board it was asked about.
        if (!this.largeAnswers.learn(puzzle, board, answer.moves, proven)) {
          setText(this.view.hintText, this.strings.get(failed, answer.moves.slice(0, 40)));
          return;
        }
        if (purpose === 'solve') return this.results.play(answer.moves, proven);
        this.results.redraw();
        this.results.showHint(board, firstMove(puzzle.size, board, answer.moves), proven);
        return;
      }
      case 'unsolvable':
        if (purpose === 'solve') return setText(this.view.hintText, this.strings.get('solve.unsolvable'));
        return this.results.showHint(board, { kind: 'unsolvable' }, true);
      case 'cancelled':
        return setText(this.view.hintText, '');
      case 'failed':
        return setText(this.view.hintText, this.strings.get(failed, answer.message));
    }
  }
}
