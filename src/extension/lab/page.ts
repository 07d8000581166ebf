// The search lab's page, as text. No `vscode` here: the extension builds it
// with the webview's sources (html.ts), and the webview tests serve this very
// page, CSP and all. The CSP is the board's, plus what a Web Worker needs in a
// VS Code webview: extension files come from another origin than the page, so
// the page fetches the worker's script from the extension's own resources
// (connect-src cspSource) and starts it from a blob: URL (worker-src blob:).
import { makeNonce, STRINGS_ELEMENT_ID } from '../board/page';

export { makeNonce };

export interface LabPageSources {
  readonly cspSource: string;
  readonly scriptUri: string;
  readonly workerUri: string;
  /** The board's style sheet (tiles) and the lab's own. */
  readonly boardStyleUri: string;
  readonly styleUri: string;
  readonly nonce: string;
  readonly language: string;
  readonly strings: Readonly<Record<string, string>>;
}

export function labPage(sources: LabPageSources): string {
  const { cspSource, nonce } = sources;
  const csp = [
    "default-src 'none'",
    `style-src ${cspSource}`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    `connect-src ${cspSource}`,
    'worker-src blob:',
  ].join('; ');
  const stringsJson = JSON.stringify(sources.strings).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(sources.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeAttribute(sources.boardStyleUri)}">
<link rel="stylesheet" href="${escapeAttribute(sources.styleUri)}">
<title>Eight Puzzle: Search Lab</title>
</head>
<body>
<main id="app" class="lab" data-worker="${escapeAttribute(sources.workerUri)}"></main>
<script type="application/json" id="${STRINGS_ELEMENT_ID}">${stringsJson}</script>
<script nonce="${nonce}" src="${escapeAttribute(sources.scriptUri)}"></script>
</body>
</html>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
