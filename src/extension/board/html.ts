import * as vscode from 'vscode';

/**
 * The board's page: a strict CSP with a nonce, and every resource through
 * `asWebviewUri`. The script builds the DOM itself.
 */
export function boardHtml(webview: vscode.Webview, extensionUri: vscode.Uri, strings: Record<string, string>): string {
  const nonce = makeNonce();
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'board.css'));
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'webview.js'));
  const csp = [
    "default-src 'none'",
    `style-src ${webview.cspSource}`,
    `img-src ${webview.cspSource} data:`,
    `font-src ${webview.cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
  // JSON inside a script element: only `<` could end it early, so escape it.
  const stringsJson = JSON.stringify(strings).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="${vscode.env.language}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}">
<title>Eight Puzzle</title>
</head>
<body>
<main id="app"></main>
<script type="application/json" id="eight-puzzle-strings">${stringsJson}</script>
<script nonce="${nonce}" src="${script}"></script>
</body>
</html>`;
}

function makeNonce(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
