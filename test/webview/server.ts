// The board's page in the fake webview host (webviewHost.ts): served as the
// extension builds it (src/extension/board/page.ts, the same function, CSP and all).
import { boardPage } from '../../src/extension/board/page';
import { makeNonce, STRINGS_ELEMENT_ID } from '../../src/pages/kit/page';
import { ThemeKind } from './themes';
import { replaceOnce, WebviewHost, withHostAdditions } from './webviewHost';

export interface PageOptions {
  readonly theme?: ThemeKind;
  readonly reduceMotion?: boolean;
  /** The text of the strings block: JSON as the host writes it, or anything else to see the page cope. */
  readonly strings?: string;
  /**
   * The messages the host puts in the page to start with (SingletonPanel), as data; anything at all, to see
   * the page check them.
   */
  readonly initial?: readonly unknown[];
}

const SCRIPT_PATH = '/dist/webview/webview.js';
const STYLE_PATH = '/media/board.css';
const SERVER = 'test/webview/server.ts';

export class BoardServer {
  private constructor(private readonly host: WebviewHost) {}

  static async start(root: string): Promise<BoardServer> {
    const host = await WebviewHost.start(root, {
      path: '/board',
      html: hostedPage,
      files: {
        [SCRIPT_PATH]: [['dist', 'webview', 'webview.js'], 'text/javascript'],
        [STYLE_PATH]: [['media', 'board.css'], 'text/css'],
      },
    });
    return new BoardServer(host);
  }

  url(options: PageOptions = {}): string {
    const query = new URLSearchParams({ theme: options.theme ?? 'dark' });
    if (options.reduceMotion) query.set('reduce', '1');
    if (options.strings !== undefined) query.set('strings', options.strings);
    if (options.initial !== undefined) query.set('initial', JSON.stringify(options.initial));
    return `${this.host.origin}/board?${query.toString()}`;
  }

  close(): Promise<void> {
    return this.host.close();
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
      SERVER,
    );
  }
  return withHostAdditions(page, {
    origin,
    theme,
    bodyClasses: query.get('reduce') ? ['vscode-reduce-motion'] : [],
    stateKey: 'eight-puzzle-state',
    server: SERVER,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
