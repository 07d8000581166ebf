import * as vscode from 'vscode';
import { hasTable } from '../../engine';
import {
  BoardState,
  encodeHostMessage,
  HostMessage,
  parseBoardState,
  parseWebviewMessage,
  SolveAnswer,
  WebviewMessage,
} from '../../protocol/messages';
import { onSettingsChanged, readSettings } from '../config';
import { largeSolver } from '../largeBoards';
import { PANEL_TYPES } from '../webviews/panelTypes';
import { PanelKind, PanelSlot, SingletonPanel } from '../webviews/singletonPanel';
import { BOARD_SCRIPTS, boardHtml } from './html';
import { insertMovesBelow, PuzzleSource } from './insert';

const BOARD: PanelKind<WebviewMessage, HostMessage> = {
  ...PANEL_TYPES.board,
  scripts: BOARD_SCRIPTS,
  html: boardHtml,
  parse: parseWebviewMessage,
  encode: encodeHostMessage,
};

/**
 * The one board panel. Opening a board again reuses and reveals it, so the
 * user never collects stale boards.
 */
export class BoardPanel extends SingletonPanel<WebviewMessage, HostMessage> {
  private static readonly slot = new PanelSlot<BoardPanel>();

  private pending: BoardState | undefined;
  private source: PuzzleSource | undefined;
  /** The last state the webview reported. */
  private state: BoardState | undefined;
  /** Counts loads; reports about older ones are stale. */
  private revision = 0;
  /** The webview's search on a large board, under way: its request number and how to stop it. */
  private search: { readonly request: number; readonly abort: AbortController } | undefined;
  /** The state the webview last reported for the current revision: what it really shows. */
  private reported: BoardState | undefined;
  /**
   * The revision the page's HTML carries, until the page says it is ready: a load it needs not be sent again.
   */
  private inPage: number | undefined;

  /**
   * Shows `state` on the board, opening the panel beside the editor if needed.
   * A state to work out (a solution to find, a table to build) is given as a
   * function: a new panel is opened first, so VS Code sets up its webview
   * (the longest wait of a session's first board) while the host works.
   */
  static show(
    extensionUri: vscode.Uri,
    state: BoardState | (() => BoardState),
    source?: PuzzleSource,
  ): BoardPanel {
    const stateNow = (): BoardState => (typeof state === 'function' ? state() : state);
    const open = BoardPanel.slot.current;
    if (open) {
      open.source = source;
      open.load(stateNow());
      open.panel.reveal(undefined, false);
      return open;
    }
    const webviewPanel = SingletonPanel.openPanel(BOARD, extensionUri);
    let shown: BoardState;
    try {
      shown = stateNow();
    } catch (error) {
      webviewPanel.dispose();
      throw error;
    }
    const panel = new BoardPanel(webviewPanel, extensionUri, shown);
    panel.source = source;
    return panel;
  }

  /** Restores a panel after a window reload; VS Code kept the webview's last `setState`. */
  static revive(webviewPanel: vscode.WebviewPanel, extensionUri: vscode.Uri, saved: unknown): BoardPanel {
    BoardPanel.slot.current?.panel.dispose();
    return new BoardPanel(webviewPanel, extensionUri, parseBoardState(saved));
  }

  static get active(): BoardPanel | undefined {
    return BoardPanel.slot.current;
  }

  /** The page starts on `state`, which its HTML carries (the first load's revision, 1). */
  private constructor(panel: vscode.WebviewPanel, extensionUri: vscode.Uri, state: BoardState | undefined) {
    super(
      BoardPanel.slot,
      BOARD,
      panel,
      extensionUri,
      state ? [settingsMessage(), { type: 'load', state, revision: 1 }] : [],
    );
    if (state) {
      this.state = state;
      this.revision = 1;
      this.inPage = 1;
    }
    this.disposables.push(
      onSettingsChanged(() => this.sendSettings()),
      // A closed panel ends the search for its board.
      new vscode.Disposable(() => this.cancelSearch()),
    );
  }

  /** The state the board shows now, as the webview last reported it. */
  get currentState(): BoardState | undefined {
    return this.state ?? this.pending;
  }

  /**
   * The state the webview itself last reported for the board the host last loaded (undefined until it has).
   */
  get reportedState(): BoardState | undefined {
    return this.reported;
  }

  /** Sends moves to where the puzzle came from: below it, or over its old answer. */
  insertMoves(moves: string): Promise<boolean> {
    return insertMovesBelow(this.source, moves);
  }

  private load(state: BoardState): void {
    this.state = state;
    this.reported = undefined;
    this.revision++;
    // A newer board ends the search for the older one.
    this.cancelSearch();
    if (this.isReady) this.post({ type: 'load', state, revision: this.revision });
    else this.pending = state;
  }

  protected receive(message: WebviewMessage): void {
    switch (message.type) {
      case 'ready': {
        // Also after VS Code rebuilt a hidden webview: it restarts from its saved state with no
        // revision, so load what the host knows again, and the revisions agree once more.
        this.markReady();
        this.sendSettings();
        const state = this.pending ?? this.state;
        // The board the page's HTML carries is on screen already, unless a newer one was loaded since.
        if (state && this.inPage !== this.revision)
          this.post({ type: 'load', state, revision: this.revision });
        this.inPage = undefined;
        this.pending = undefined;
        return;
      }
      case 'state':
        if (message.revision === this.revision) {
          this.state = message.state;
          this.reported = message.state;
        }
        return;
      case 'insertMoves':
        this.state = message.state;
        void this.insertMoves(message.state.moves);
        return;
      case 'solve':
        void this.solve(message);
        return;
      case 'cancelSolve':
        if (this.search?.request === message.request) this.cancelSearch();
        return;
    }
  }

  /**
   * The webview's Hint on a board of a size with no distance table: the host's solver
   * searches it off the extension host's thread, with progress; a newer
   * request, a newer board or a closed panel cancels it.
   */
  private async solve(request: Extract<WebviewMessage, { type: 'solve' }>): Promise<void> {
    this.cancelSearch();
    const solveLarge = largeSolver();
    const answer = (value: SolveAnswer): void =>
      this.post({ type: 'solved', request: request.request, answer: value });
    if (hasTable(request.puzzle.size))
      return answer({
        kind: 'failed',
        message: vscode.l10n.t('Boards of 9 cells or fewer are solved on the board itself.'),
      });
    if (!solveLarge)
      return answer({
        kind: 'failed',
        message: vscode.l10n.t('The solver for boards larger than 3×3 is not available here.'),
      });
    const abort = new AbortController();
    const search = { request: request.request, abort };
    this.search = search;
    try {
      const found = await solveLarge(
        { puzzle: request.puzzle, board: request.board },
        {
          signal: abort.signal,
          onProgress: (progress) => {
            if (!abort.signal.aborted)
              this.post({
                type: 'solveProgress',
                request: request.request,
                bound: progress.bound,
                nodes: progress.nodes,
              });
          },
        },
      );
      answer(abort.signal.aborted ? { kind: 'cancelled' } : found);
    } catch (error) {
      answer(
        abort.signal.aborted
          ? { kind: 'cancelled' }
          : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      if (this.search === search) this.search = undefined;
    }
  }

  private cancelSearch(): void {
    this.search?.abort.abort();
    this.search = undefined;
  }

  private sendSettings(): void {
    if (this.isReady) this.post(settingsMessage());
  }
}

function settingsMessage(): HostMessage {
  return { type: 'settings', settings: { stepDuration: readSettings().stepDuration } };
}
