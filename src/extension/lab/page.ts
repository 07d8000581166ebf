// The search lab's page, as text. No `vscode` here: the extension builds it
// with the webview's sources (html.ts), and the webview tests serve this very
// page, CSP and all. The CSP is the board's, plus what a Web Worker needs in a
// VS Code webview: extension files come from another origin than the page, so
// the page fetches the worker's script from the extension's own resources
// (connect-src cspSource) and starts it from a blob: URL (worker-src blob:).
import { HostSources, webviewPage } from '../../pages/kit/page';

export interface LabPageSources extends HostSources {
  readonly scriptUri: string;
  readonly workerUri: string;
  /** The board's style sheet (tiles) and the lab's own. */
  readonly boardStyleUri: string;
  readonly styleUri: string;
}

export function labPage(sources: LabPageSources): string {
  return webviewPage({
    ...sources,
    title: 'Eight Puzzle: Search Lab',
    styleUris: [sources.boardStyleUri, sources.styleUri],
    moreCsp: [`connect-src ${sources.cspSource}`, 'worker-src blob:'],
    mainAttributes: { class: 'lab', 'data-worker': sources.workerUri },
  });
}
