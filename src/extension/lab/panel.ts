import * as vscode from 'vscode';
import { LabBoard, LabHostMessage, parseLabPageMessage, parseLabSavedState } from '../../protocol/labMessages';
import { labHtml } from './html';
import { labStrings } from './strings';

export const LAB_VIEW_TYPE = 'eightPuzzle.searchLab';

/** The one search lab. Opening it again loads the new board into it and reveals it. */
export class LabPanel {
  private static current: LabPanel | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private ready = false;
  private lab: LabBoard | undefined;
  private readonly readyWaiters: (() => void)[] = [];

  static show(extensionUri: vscode.Uri, lab: LabBoard): LabPanel {
    const existing = LabPanel.current;
    if (existing) {
      existing.load(lab);
      existing.panel.reveal(undefined, false);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(LAB_VIEW_TYPE, vscode.l10n.t('Eight Puzzle: Search Lab'), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false }, {
      ...webviewOptions(extensionUri),
      // A search runs in the page's worker, and the steps live in the page: VS Code
      // tearing a hidden page down would stop the one and lose the other.
      retainContextWhenHidden: true,
    });
    return new LabPanel(panel, extensionUri, lab);
  }

  /**
   * Restores the lab after a window reload from what its page last saved
   * (untrusted: checked by the protocol). The page shows its saved board and
   * figures itself; the host keeps the board to load it again when asked.
   * With nothing valid saved, the panel shows an empty lab, as the board does.
   */
  static revive(webviewPanel: vscode.WebviewPanel, extensionUri: vscode.Uri, saved: unknown): LabPanel {
    LabPanel.current?.panel.dispose();
    return new LabPanel(webviewPanel, extensionUri, parseLabSavedState(saved)?.lab);
  }

  static get active(): LabPanel | undefined {
    return LabPanel.current;
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    lab: LabBoard | undefined,
  ) {
    LabPanel.current = this;
    this.lab = lab;
    panel.webview.options = webviewOptions(extensionUri);
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.webview.html = labHtml(panel.webview, extensionUri, labStrings());
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((data: unknown) => void this.receive(data)),
    );
  }

  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  private load(lab: LabBoard): void {
    this.lab = lab;
    if (this.ready) this.post({ type: 'load', lab });
  }

  private async receive(data: unknown): Promise<void> {
    const message = parseLabPageMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        if (this.lab) this.post({ type: 'load', lab: this.lab });
        this.readyWaiters.splice(0).forEach((resolve) => resolve());
        return;
      case 'copyMarkdown':
        try {
          await vscode.env.clipboard.writeText(message.markdown);
          this.post({ type: 'copied', ok: true });
        } catch {
          this.post({ type: 'copied', ok: false });
        }
        return;
    }
  }

  private post(message: LabHostMessage): void {
    void this.panel.webview.postMessage(message);
  }

  private dispose(): void {
    if (LabPanel.current === this) LabPanel.current = undefined;
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** Scripts on, and only the two folders the page loads from: the styles' and the lab's scripts'. */
function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'dist', 'lab')],
  };
}
