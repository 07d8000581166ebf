// The board's page, as text, from what its host gives it. No `vscode` here:
// the extension builds the page with it (html.ts), and the webview tests serve
// this same page from a plain HTTP server, CSP and all.
import { HostSources, webviewPage } from '../../pages/kit/page';

/**
 * What the host gives the board's page: the kit's sources, and the board's script and style sheet as URIs the
 * page can load.
 */
export interface PageSources extends HostSources {
  readonly scriptUri: string;
  readonly styleUri: string;
  /** The host's messages the page starts with, as data (the kit's webviewPage). */
  readonly initialMessages?: readonly unknown[];
}

/** The board's page: a strict CSP with a nonce; the script builds the DOM itself. */
export function boardPage(sources: PageSources): string {
  return webviewPage({ ...sources, title: 'Eight Puzzle', styleUris: [sources.styleUri] });
}
