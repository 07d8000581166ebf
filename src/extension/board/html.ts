import * as vscode from 'vscode';
import { boardPage, makeNonce } from './page';

/** The board's page for this webview: every resource through `asWebviewUri`, a fresh nonce. */
export function boardHtml(webview: vscode.Webview, extensionUri: vscode.Uri, strings: Record<string, string>): string {
  return boardPage({
    cspSource: webview.cspSource,
    scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'webview.js')).toString(),
    styleUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'board.css')).toString(),
    nonce: makeNonce(),
    language: vscode.env.language,
    strings,
  });
}
