import * as vscode from 'vscode';
import { cellCount } from '../../engine';
import { BoardState, HostMessage, parseBoardState, parseWebviewMessage, SolveAnswer, WebviewMessage } from '../../protocol/messages';
import { onSettingsChanged, readSettings } from '../config';
import { boardHtml } from './html';
import { insertMovesBelow, PuzzleSource } from './insert';
import { largeSolver } from '../largeBoards';
import { webviewStrings } from './strings';

export const BOARD_VIEW_TYPE = 'eightPuzzle.board';

/**
 * The one board panel. Opening a board again reuses and reveals it, so the
 * user never collects stale boards.
 */
export class BoardPanel {
  private static current: BoardPanel | undefined;

  private readonly disposables: vscode.Disposable[] = [];
  private ready = false;
  private pending: BoardState | undefined;
  private source: PuzzleSource | undefined;
  /** The last state the webview reported. */
  private state: BoardState | undefined;
  private readonly readyWaiters: (() => void)[] = [];
  /** Counts loads; reports about older ones are stale. */
  private revision = 0;
  /** The webview's search on a large board, under way: its request number and how to stop it. */
  private search: { readonly request: number; readonly abort: AbortController } | undefined;
  /** The state the webview last reported for the current revision: what it really shows. */
  private reported: BoardState | undefined;

  /** Shows `state` on the board, opening the panel beside the editor if needed. */
  static show(extensionUri: vscode.Uri, state: BoardState, source?: PuzzleSource): BoardPanel {
    const panel =
      BoardPanel.current ??
      new BoardPanel(
        vscode.window.createWebviewPanel(BOARD_VIEW_TYPE, vscode.l10n.t('Eight Puzzle'), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false }, webviewOptions(extensionUri)),
        extensionUri,
      );
    panel.source = source;
    panel.load(state);
    panel.panel.reveal(undefined, false);
    return panel;
  }

  /** Restores a panel after a window reload; VS Code kept the webview's last `setState`. */
  static revive(webviewPanel: vscode.WebviewPanel, extensionUri: vscode.Uri, saved: unknown): BoardPanel {
    BoardPanel.current?.panel.dispose();
    const panel = new BoardPanel(webviewPanel, extensionUri);
    const state = parseBoardState(saved);
    if (state) panel.load(state);
    return panel;
  }

  static get active(): BoardPanel | undefined {
    return BoardPanel.current;
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
  ) {
    BoardPanel.current = this;
    panel.webview.options = webviewOptions(extensionUri);
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.webview.html = boardHtml(panel.webview, extensionUri, webviewStrings());
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((data: unknown) => this.receive(data)),
      onSettingsChanged(() => this.sendSettings()),
    );
  }

  /** The state the board shows now, as the webview last reported it. */
  get currentState(): BoardState | undefined {
    return this.state ?? this.pending;
  }

  /** The state the webview itself last reported for the board the host last loaded (undefined until it has). */
  get reportedState(): BoardState | undefined {
    return this.reported;
  }

  /** Resolves once the webview has loaded and asked for its board. */
  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
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
    if (this.ready) this.post({ type: 'load', state, revision: this.revision });
    else this.pending = state;
  }

  private receive(data: unknown): void {
    const message = parseWebviewMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'ready': {
        // Also after VS Code rebuilt a hidden webview: it restarts from its saved state with no
        // revision, so load what the host knows again, and the revisions agree once more.
        this.ready = true;
        this.sendSettings();
        const state = this.pending ?? this.state;
        if (state) this.post({ type: 'load', state, revision: this.revision });
        this.pending = undefined;
        this.readyWaiters.splice(0).forEach((resolve) => resolve());
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
   * The webview's Hint on a board of more than 9 cells: the host's solver
   * searches it off the extension host's thread, with progress; a newer
   * request, a newer board or a closed panel cancels it.
   */
  private async solve(request: Extract<WebviewMessage, { type: 'solve' }>): Promise<void> {
    this.cancelSearch();
    const solveLarge = largeSolver();
    const answer = (value: SolveAnswer): void => this.post({ type: 'solved', request: request.request, answer: value });
    if (cellCount(request.shape) <= 9) return answer({ kind: 'failed', message: vscode.l10n.t('Boards of 9 cells or fewer are solved on the board itself.') });
    if (!solveLarge) return answer({ kind: 'failed', message: vscode.l10n.t('The solver for boards larger than 3×3 is not available here.') });
    const abort = new AbortController();
    const search = { request: request.request, abort };
    this.search = search;
    try {
      const found = await solveLarge(
        { board: request.board, goal: request.goal, shape: request.shape },
        {
          signal: abort.signal,
          onProgress: (progress) => {
            if (!abort.signal.aborted) this.post({ type: 'solveProgress', request: request.request, bound: progress.bound, nodes: progress.nodes });
          },
        },
      );
      answer(abort.signal.aborted ? { kind: 'cancelled' } : found);
    } catch (error) {
      answer(abort.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (this.search === search) this.search = undefined;
    }
  }

  private cancelSearch(): void {
    this.search?.abort.abort();
    this.search = undefined;
  }

  private sendSettings(): void {
    if (this.ready) this.post({ type: 'settings', settings: { stepDuration: readSettings().stepDuration } });
  }

  private post(message: HostMessage): void {
    void this.panel.webview.postMessage(message);
  }

  private dispose(): void {
    this.cancelSearch();
    if (BoardPanel.current === this) BoardPanel.current = undefined;
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** Scripts on, and only the two folders the page loads from: its script's and its style's. */
function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'dist', 'webview')],
  };
}
