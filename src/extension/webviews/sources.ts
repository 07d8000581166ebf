import * as vscode from 'vscode';
import { HostSources, makeNonce } from '../../pages/kit/page';

/** What a webview gives its page: every resource through `asWebviewUri`, a fresh nonce, the display language. */
export interface WebviewSources extends Omit<HostSources, 'strings'> {
  /** A file of the extension, as a URI the page can load. */
  readonly uri: (...path: string[]) => string;
}

export function webviewSources(webview: vscode.Webview, extensionUri: vscode.Uri): WebviewSources {
  return {
    cspSource: webview.cspSource,
    nonce: makeNonce(),
    language: vscode.env.language,
    uri: (...path) => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...path)).toString(),
  };
}
