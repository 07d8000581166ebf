// A stand-in for VS Code's webview host, for every page: serves a page as the
// extension builds it (CSP and all), its scripts and styles, and adds only what
// VS Code's webview host adds to every page: the theme (variables and body
// class) and `acquireVsCodeApi`, here a fake that records what the page posts
// and keeps its saved state across reloads, as VS Code does across a window reload.
import { readFile } from 'node:fs/promises';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { themeClass, themeCss, ThemeKind } from './themes';

/**
 * The files a page loads besides itself: the path it asks for, the file's path in the repository, its type.
 */
export type PageFiles = Readonly<Record<string, readonly [readonly string[], string]>>;

/** A page: the path it is served at, and its HTML as the extension builds it for this origin and query. */
export interface HostedPage {
  readonly path: string;
  readonly html: (origin: string, query: URLSearchParams) => string;
  readonly files: PageFiles;
}

export class WebviewHost {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(root: string, page: HostedPage): Promise<WebviewHost> {
    let origin = '';
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const send = (status: number, type: string, body: string | Buffer): void => {
        response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
        response.end(body);
      };
      const theme = /^\/theme\/([a-z-]+)\.css$/.exec(url.pathname)?.[1];
      if (url.pathname === page.path) {
        send(200, 'text/html', page.html(origin, url.searchParams));
      } else if (theme === 'light' || theme === 'dark' || theme === 'high-contrast') {
        send(200, 'text/css', themeCss(theme));
      } else if (Object.hasOwn(page.files, url.pathname)) {
        const [path, type] = page.files[url.pathname];
        readFile(join(root, ...path)).then(
          (body) => send(200, type, body),
          () => send(404, 'text/plain', 'not built'),
        );
      } else if (url.pathname.endsWith('.map') || url.pathname === '/favicon.ico') {
        response.writeHead(204).end();
      } else {
        send(404, 'text/plain', 'not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return new WebviewHost(server, origin);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** What VS Code's webview host adds to a page. */
export interface HostAdditions {
  readonly origin: string;
  readonly theme: ThemeKind;
  /** Classes VS Code puts on <body> besides the theme's. */
  readonly bodyClasses?: readonly string[];
  /** Where the fake keeps the page's saved state (sessionStorage survives a reload, as VS Code's does). */
  readonly stateKey: string;
  /** The test file that serves the page, named when the page no longer has what it adds to. */
  readonly server: string;
}

/**
 * The page with VS Code's own script (acquireVsCodeApi) and the theme first in <head>,
 * ahead of the page's CSP, and the theme's class on <body>.
 */
export function withHostAdditions(page: string, additions: HostAdditions): string {
  const { origin, theme, stateKey, server } = additions;
  const classes = [themeClass(theme), ...(additions.bodyClasses ?? [])].join(' ');
  const head = replaceOnce(
    page,
    /<head>/,
    `<head>\n<link rel="stylesheet" href="${origin}/theme/${theme}.css">\n<script>${fakeVsCodeApi(stateKey)}</script>`,
    server,
  );
  return replaceOnce(head, /<body>/, `<body class="${classes}">`, server);
}

/** Replaces the one match of `pattern`, and fails loudly if the page no longer has it. */
export function replaceOnce(
  page: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  server: string,
): string {
  if (!pattern.test(page)) throw new Error(`the page has no ${pattern.source}: update ${server}`);
  return typeof replacement === 'string'
    ? page.replace(pattern, () => replacement)
    : page.replace(pattern, replacement);
}

/**
 * Runs in the page before its script. Messages are copied as JSON,
 * as VS Code's structured clone would, so the page cannot keep references.
 */
function fakeVsCodeApi(stateKey: string): string {
  const key = JSON.stringify(stateKey);
  return `
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
      const saved = sessionStorage.getItem(${key});
      return saved === null ? undefined : JSON.parse(saved);
    },
    setState: (state) => {
      sessionStorage.setItem(${key}, JSON.stringify(state));
      return state;
    },
  };
};`;
}
