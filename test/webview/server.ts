// A stand-in for VS Code's webview host: serves the board's page as the
// extension builds it (src/extension/board/page.ts, the same function, CSP
// and all), adding only what VS Code's webview host adds to every page: the
// theme (variables and body class) and `acquireVsCodeApi`, here a fake that
// records what the page posts and keeps its saved state across reloads.
import { readFile } from 'node:fs/promises';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { boardPage } from '../../src/extension/board/page';
import { makeNonce, STRINGS_ELEMENT_ID } from '../../src/pages/kit/page';
import { themeClass, themeCss, ThemeKind } from './themes';

export interface PageOptions {
  readonly theme?: ThemeKind;
  readonly reduceMotion?: boolean;
  /** The text of the strings block: JSON as the host writes it, or anything else to see the page cope. */
  readonly strings?: string;
  /** The messages the host puts in the page to start with (SingletonPanel), as data; anything at all, to see the page check them. */
  readonly initial?: readonly unknown[];
}

const SCRIPT_PATH = '/dist/webview/webview.js';
const STYLE_PATH = '/media/board.css';

export class BoardServer {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(root: string): Promise<BoardServer> {
    let origin = '';
    const files: Record<string, [string, string]> = {
      [SCRIPT_PATH]: [join(root, 'dist', 'webview', 'webview.js'), 'text/javascript'],
      [STYLE_PATH]: [join(root, 'media', 'board.css'), 'text/css'],
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
        send(200, 'text/html', hostedPage(origin, url.searchParams));
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
    if (options.initial !== undefined) query.set('initial', JSON.stringify(options.initial));
    return `${this.origin}/board?${query.toString()}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The extension's page, with what VS Code's webview host adds to it. */
function hostedPage(origin: string, query: URLSearchParams): string {
  const theme = (query.get('theme') ?? 'dark') as ThemeKind;
  const raw = query.get('strings');
  const parsed = raw === null ? {} : parseJson(raw);
  let page = boardPage({
    cspSource: origin,
    scriptUri: `${origin}${SCRIPT_PATH}`,
    styleUri: `${origin}${STYLE_PATH}`,
    nonce: makeNonce(),
    language: 'en',
    // The page must cope with whatever arrives, wrong types included, so they are passed on as they are.
    strings: (parsed ?? {}) as Record<string, string>,
    initialMessages: query.has('initial')
      ? (JSON.parse(query.get('initial') ?? '[]') as unknown[])
      : undefined,
  });
  if (raw !== null && parsed === undefined) {
    // Not JSON at all: the host never writes that, but the page must still come up (in English).
    const block = new RegExp(`(<script type="application/json" id="${STRINGS_ELEMENT_ID}">)[^<]*(</script>)`);
    page = replaceOnce(
      page,
      block,
      (_, open: string, close: string) => `${open}${raw.replace(/</g, '\\u003c')}${close}`,
    );
  }
  // VS Code puts its own script (acquireVsCodeApi) and the theme first in <head>, ahead of the page's CSP,
  // and the theme's class on <body>.
  const classes = [themeClass(theme), ...(query.get('reduce') ? ['vscode-reduce-motion'] : [])].join(' ');
  page = replaceOnce(
    page,
    /<head>/,
    `<head>\n<link rel="stylesheet" href="${origin}/theme/${theme}.css">\n<script>${FAKE_VSCODE_API}</script>`,
  );
  return replaceOnce(page, /<body>/, `<body class="${classes}">`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Replaces the one match of `pattern`, and fails loudly if the page no longer has it. */
function replaceOnce(
  page: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): string {
  if (!pattern.test(page))
    throw new Error(`the board page has no ${pattern.source}: update test/webview/server.ts`);
  return typeof replacement === 'string'
    ? page.replace(pattern, () => replacement)
    : page.replace(pattern, replacement);
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
