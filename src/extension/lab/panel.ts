import * as vscode from 'vscode';
import { encodeLabHostMessage, LabBoard, LabHostMessage, LabPageMessage, parseLabPageMessage, parseLabSavedState } from '../../protocol/labMessages';
import { PanelKind, PanelSlot, SingletonPanel } from '../webviews/singletonPanel';
import { LAB_SCRIPTS, labHtml } from './html';

export const LAB_VIEW_TYPE = 'eightPuzzle.searchLab';

const LAB: PanelKind<LabPageMessage, LabHostMessage> = {
  viewType: LAB_VIEW_TYPE,
  title: () => vscode.l10n.t('Eight Puzzle: Search Lab'),
  scripts: LAB_SCRIPTS,
  // A search runs in the page's worker, and the steps live in the page: VS Code
  // tearing a hidden page down would stop the one and lose the other.
  retainContextWhenHidden: true,
  html: labHtml,
  parse: parseLabPageMessage,
  encode: encodeLabHostMessage,
};

/** The one search lab. Opening it again loads the new board into it and reveals it. */
export class LabPanel extends SingletonPanel<LabPageMessage, LabHostMessage> {
  private static readonly slot = new PanelSlot<LabPanel>();

  static show(extensionUri: vscode.Uri, lab: LabBoard): LabPanel {
    const existing = LabPanel.slot.current;
    if (existing) {
      existing.load(lab);
      existing.panel.reveal(undefined, false);
      return existing;
    }
    return new LabPanel(SingletonPanel.openPanel(LAB, extensionUri), extensionUri, lab);
  }

  /**
   * Restores the lab after a window reload from what its page last saved
   * (untrusted: checked by the protocol). The page shows its saved board and
   * figures itself; the host keeps the board to load it again when asked.
   * With nothing valid saved, the panel shows an empty lab, as the board does.
   */
  static revive(webviewPanel: vscode.WebviewPanel, extensionUri: vscode.Uri, saved: unknown): LabPanel {
    LabPanel.slot.current?.panel.dispose();
    return new LabPanel(webviewPanel, extensionUri, parseLabSavedState(saved)?.lab);
  }

  static get active(): LabPanel | undefined {
    return LabPanel.slot.current;
  }

  private constructor(
    panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    private lab: LabBoard | undefined,
  ) {
    super(LabPanel.slot, LAB, panel, extensionUri);
  }

  private load(lab: LabBoard): void {
    this.lab = lab;
    if (this.isReady) this.post({ type: 'load', lab });
  }

  protected receive(message: LabPageMessage): void {
    switch (message.type) {
      case 'ready':
        this.markReady();
        if (this.lab) this.post({ type: 'load', lab: this.lab });
        return;
      case 'copyMarkdown':
        void this.copy(message.markdown);
        return;
    }
  }

  private async copy(markdown: string): Promise<void> {
    try {
      await vscode.env.clipboard.writeText(markdown);
      this.post({ type: 'copied', ok: true });
    } catch {
      this.post({ type: 'copied', ok: false });
    }
  }
}
