// What every one of our webview panels does the same way: there is at most
// one of each kind (opening it again reuses and reveals it, so the user never
// collects stale pages), it loads only from media/ and its own scripts' folder,
// it says when its page is ready, and every message it sends or receives goes
// through its protocol: encoded on the way out, checked on the way in, since
// the page is untrusted input.
import * as vscode from 'vscode';
import type { PanelType } from './panelTypes';

/** One kind of panel: its type (panelTypes.ts), and what else differs from one of our webviews to another. */
export interface PanelKind<FromPage, ToPage> extends PanelType {
  /**
   * The folder of the page's scripts, relative to the extension (scripts/build.mjs writes it): with media/,
   * all the page may load.
   */
  readonly scripts: readonly string[];
  /** Keep the page running while its tab is hidden, for a page whose work lives in it. */
  readonly retainContextWhenHidden?: boolean;
  /**
   * The page, for this webview, with the messages it starts with (as data) in it: see SingletonPanel's
   * constructor.
   */
  readonly html: (
    webview: vscode.Webview,
    extensionUri: vscode.Uri,
    initialMessages: readonly unknown[],
  ) => string;
  /** A message from the page, checked: undefined for anything that is not one. */
  readonly parse: (data: unknown) => FromPage | undefined;
  /** A message to the page, as data for postMessage. */
  readonly encode: (message: ToPage) => unknown;
}

/** Where a kind's one open panel is kept: one per kind, as a static of its class. */
export class PanelSlot<Panel> {
  private open: Panel | undefined;

  get current(): Panel | undefined {
    return this.open;
  }

  /** For SingletonPanel: a panel of the kind opened, or closed. */
  hold(panel: Panel): void {
    this.open = panel;
  }

  release(panel: Panel): void {
    if (this.open === panel) this.open = undefined;
  }
}

export abstract class SingletonPanel<FromPage, ToPage> {
  protected readonly disposables: vscode.Disposable[] = [];
  private ready = false;
  private readonly readyWaiters: (() => void)[] = [];

  /** A new panel of `kind`, beside the editor, for a subclass to take over. */
  protected static openPanel(kind: PanelKind<unknown, never>, extensionUri: vscode.Uri): vscode.WebviewPanel {
    return vscode.window.createWebviewPanel(
      kind.viewType,
      kind.title(vscode.l10n),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      {
        ...webviewOptions(kind, extensionUri),
        ...(kind.retainContextWhenHidden ? { retainContextWhenHidden: true } : {}),
      },
    );
  }

  /**
   * Takes over `panel` (new, or restored by VS Code after a window reload) as
   * the one of its kind, and gives it its page. `initial` are messages the
   * page would otherwise wait for until it said it was ready (its first
   * board): they go in its HTML, encoded and checked as any message is, so
   * the page draws at once instead of after a round trip to the host.
   */
  protected constructor(
    private readonly slot: PanelSlot<SingletonPanel<FromPage, ToPage>>,
    private readonly kind: PanelKind<FromPage, ToPage>,
    readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    initial: readonly ToPage[] = [],
  ) {
    slot.hold(this);
    panel.webview.options = webviewOptions(kind, extensionUri);
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.webview.html = kind.html(
      panel.webview,
      extensionUri,
      initial.map((message) => kind.encode(message)),
    );
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((data: unknown) => {
        const message = kind.parse(data);
        if (message !== undefined) this.receive(message);
      }),
    );
  }

  /** Resolves once the page has loaded and said it is ready. */
  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Whether the page has said it is ready, so messages to it are heard. */
  protected get isReady(): boolean {
    return this.ready;
  }

  /**
   * The page said it is ready: also after VS Code rebuilt a hidden page, which starts again from its saved
   * state.
   */
  protected markReady(): void {
    this.ready = true;
    this.readyWaiters.splice(0).forEach((resolve) => resolve());
  }

  /** A checked message from the page. */
  protected abstract receive(message: FromPage): void;

  protected post(message: ToPage): void {
    void this.panel.webview.postMessage(this.kind.encode(message));
  }

  private dispose(): void {
    this.slot.release(this);
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** Scripts on, and only the two folders the page loads from: its scripts' and the styles' (media/). */
function webviewOptions(kind: PanelKind<unknown, never>, extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [
      vscode.Uri.joinPath(extensionUri, 'media'),
      vscode.Uri.joinPath(extensionUri, ...kind.scripts),
    ],
  };
}
