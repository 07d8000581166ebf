import * as vscode from 'vscode';
import { labPage, makeNonce } from './page';

/** The lab's page for this webview: every resource through `asWebviewUri`, a fresh nonce. */
export function labHtml(webview: vscode.Webview, extensionUri: vscode.Uri, strings: Record<string, string>): string {
  const uri = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...path)).toString();
  return labPage({
    cspSource: webview.cspSource,
    scriptUri: uri('dist', 'lab', 'lab.js'),
    workerUri: uri('dist', 'lab', 'labWorker.js'),
    boardStyleUri: uri('media', 'board.css'),
    styleUri: uri('media', 'lab.css'),
    nonce: makeNonce(),
    language: vscode.env.language,
    strings,
  });
}
