// A stand-in for the webview host: serves the board page over 127.0.0.1 with
// the same strict CSP the extension uses, and a fake `acquireVsCodeApi` that
// records what the page posts and keeps its saved state across reloads.
import { readFile } from 'node:fs/promises';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { themeClass, themeCss, ThemeKind } from './themes';

export interface PageOptions {
  readonly theme?: ThemeKind;
  readonly reduceMotion?: boolean;
  /** The text of the `#eight-puzzle-strings` block, or none. */
  readonly strings?: string;
}

const NONCE = 'b0a4d7c2e9f14a6a8f3c5e7d9b1a2c4e';

export class BoardServer {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(root: string): Promise<BoardServer> {
    let origin = '';
    const files: Record<string, [string, string]> = {
      '/dist/webview.js': [join(root, 'dist', 'webview', 'webview.js'), 'text/javascript'],
      '/media/board.css': [join(root, 'media', 'board.css'), 'text/css'],
    };
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const send = (status: number, type: string, body: string | Buffer): void => {
        response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
        response.end(body);
      };
      const theme = /^\/theme\/([a-z-]+)\.css$/.exec(url.pathname)?.[1];
      if (url.pathname === '/favicon.ico') {
        response.writeHead(204).end();
      } else if (url.pathname === '/board') {
        send(200, 'text/html', boardPage(origin, url.searchParams));
      } else if (theme === 'light' || theme === 'dark' || theme === 'high-contrast') {
        send(200, 'text/css', themeCss(theme));
      } else if (Object.hasOwn(files, url.pathname)) {
        const [file, type] = files[url.pathname];
        readFile(file).then(
          (body) => send(200, type, body),
          () => send(404, 'text/plain', 'not built'),
        );
      } else {
        send(404, 'text/plain', 'not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return new BoardServer(server, origin);
  }

  url(options: PageOptions = {}): string {
    const query = new URLSearchParams({ theme: options.theme ?? 'dark' });
    if (options.reduceMotion) query.set('reduce', '1');
    if (options.strings !== undefined) query.set('strings', options.strings);
    return `${this.origin}/board?${query}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function boardPage(origin: string, query: URLSearchParams): string {
  const theme = (query.get('theme') ?? 'dark') as ThemeKind;
  const classes = [themeClass(theme), ...(query.get('reduce') ? ['vscode-reduce-motion'] : [])].join(' ');
  const strings = query.get('strings');
  const csp = [`default-src 'none'`, `style-src ${origin}`, `img-src ${origin} data:`, `font-src ${origin}`, `script-src 'nonce-${NONCE}'`].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${origin}/theme/${theme}.css">
<link rel="stylesheet" href="${origin}/media/board.css">
<title>Eight Puzzle</title>
</head>
<body class="${classes}">
<main id="app"></main>
${strings === null ? '' : `<script type="application/json" id="eight-puzzle-strings">${strings.replace(/</g, '\\u003c')}</script>`}
<script nonce="${NONCE}">${FAKE_VSCODE_API}</script>
<script nonce="${NONCE}" src="${origin}/dist/webview.js"></script>
</body>
</html>`;
}

/**
 * Runs in the page before the board's script. Messages are copied as JSON,
 * as VS Code's structured clone would, so the page cannot keep references.
 */
const FAKE_VSCODE_API = `
window.__posted = [];
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
let acquired = false;
window.acquireVsCodeApi = () => {
  if (acquired) throw new Error('acquireVsCodeApi may be called only once');
  acquired = true;
  return {
    postMessage: (message) => window.__posted.push(JSON.parse(JSON.stringify(message))),
    getState: () => {
      const saved = sessionStorage.getItem('eight-puzzle-state');
      return saved === null ? undefined : JSON.parse(saved);
    },
    setState: (state) => {
      sessionStorage.setItem('eight-puzzle-state', JSON.stringify(state));
      return state;
    },
  };
};`;
