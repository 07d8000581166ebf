// A stand-in for VS Code's webview host for the search lab: serves the lab's
// page as the extension builds it (src/extension/lab/page.ts, CSP and all),
// its script, its worker and its styles, plus what VS Code adds to every
// page: the theme and a fake `acquireVsCodeApi` that records what the page posts
// and keeps its saved state across reloads, as VS Code does across a window reload.
import { readFile } from 'node:fs/promises';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { labPage } from '../../src/extension/lab/page';
import { makeNonce } from '../../src/pages/kit/page';
import { themeClass, themeCss, ThemeKind } from './themes';

export interface LabPageOptions {
  readonly theme?: ThemeKind;
  readonly strings?: Record<string, string>;
}

const FILES: Record<string, [string[], string]> = {
  '/dist/lab/lab.js': [['dist', 'lab', 'lab.js'], 'text/javascript'],
  '/dist/lab/labWorker.js': [['dist', 'lab', 'labWorker.js'], 'text/javascript'],
  '/media/board.css': [['media', 'board.css'], 'text/css'],
  '/media/lab.css': [['media', 'lab.css'], 'text/css'],
};

export class LabServer {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(root: string): Promise<LabServer> {
    let origin = '';
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const send = (status: number, type: string, body: string | Buffer): void => {
        response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
        response.end(body);
      };
      const theme = /^\/theme\/([a-z-]+)\.css$/.exec(url.pathname)?.[1];
      if (url.pathname === '/lab') {
        send(200, 'text/html', hostedLab(origin, url.searchParams));
      } else if (theme === 'light' || theme === 'dark' || theme === 'high-contrast') {
        send(200, 'text/css', themeCss(theme));
      } else if (Object.hasOwn(FILES, url.pathname)) {
        const [path, type] = FILES[url.pathname];
        readFile(join(root, ...path)).then(
          (body) => send(200, type, body),
          () => send(404, 'text/plain', 'not built'),
        );
      } else {
        response
          .writeHead(url.pathname.endsWith('.map') || url.pathname === '/favicon.ico' ? 204 : 404)
          .end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return new LabServer(server, origin);
  }

  url(options: LabPageOptions = {}): string {
    const query = new URLSearchParams({ theme: options.theme ?? 'dark' });
    if (options.strings) query.set('strings', JSON.stringify(options.strings));
    return `${this.origin}/lab?${query.toString()}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function hostedLab(origin: string, query: URLSearchParams): string {
  const theme = (query.get('theme') ?? 'dark') as ThemeKind;
  const strings = JSON.parse(query.get('strings') ?? '{}') as Record<string, string>;
  const page = labPage({
    cspSource: origin,
    scriptUri: `${origin}/dist/lab/lab.js`,
    workerUri: `${origin}/dist/lab/labWorker.js`,
    boardStyleUri: `${origin}/media/board.css`,
    styleUri: `${origin}/media/lab.css`,
    nonce: makeNonce(),
    language: 'en',
    strings,
  });
  if (!page.includes('<head>') || !page.includes('<body>'))
    throw new Error('the lab page has no <head> or <body>: update test/webview/labServer.ts');
  return page
    .replace(
      '<head>',
      () =>
        `<head>\n<link rel="stylesheet" href="${origin}/theme/${theme}.css">\n<script>${FAKE_VSCODE_API}</script>`,
    )
    .replace('<body>', () => `<body class="${themeClass(theme)}">`);
}

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
      const saved = sessionStorage.getItem('eight-puzzle-lab-state');
      return saved === null ? undefined : JSON.parse(saved);
    },
    setState: (state) => {
      sessionStorage.setItem('eight-puzzle-lab-state', JSON.stringify(state));
      return state;
    },
  };
};`;
