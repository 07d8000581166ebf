// The search lab's page in the fake webview host (webviewHost.ts): served as
// the extension builds it (src/extension/lab/page.ts, CSP and all), with its
// script, its worker and its styles.
import { labPage } from '../../src/extension/lab/page';
import { makeNonce } from '../../src/pages/kit/page';
import { ThemeKind } from './themes';
import { WebviewHost, withHostAdditions } from './webviewHost';

export interface LabPageOptions {
  readonly theme?: ThemeKind;
  readonly strings?: Record<string, string>;
}

export class LabServer {
  private constructor(private readonly host: WebviewHost) {}

  static async start(root: string): Promise<LabServer> {
    const host = await WebviewHost.start(root, {
      path: '/lab',
      html: hostedLab,
      files: {
        '/dist/lab/lab.js': [['dist', 'lab', 'lab.js'], 'text/javascript'],
        '/dist/lab/labWorker.js': [['dist', 'lab', 'labWorker.js'], 'text/javascript'],
        '/media/board.css': [['media', 'board.css'], 'text/css'],
        '/media/lab.css': [['media', 'lab.css'], 'text/css'],
      },
    });
    return new LabServer(host);
  }

  url(options: LabPageOptions = {}): string {
    const query = new URLSearchParams({ theme: options.theme ?? 'dark' });
    if (options.strings) query.set('strings', JSON.stringify(options.strings));
    return `${this.host.origin}/lab?${query.toString()}`;
  }

  close(): Promise<void> {
    return this.host.close();
  }
}

function hostedLab(origin: string, query: URLSearchParams): string {
  const page = labPage({
    cspSource: origin,
    scriptUri: `${origin}/dist/lab/lab.js`,
    workerUri: `${origin}/dist/lab/labWorker.js`,
    boardStyleUri: `${origin}/media/board.css`,
    styleUri: `${origin}/media/lab.css`,
    nonce: makeNonce(),
    language: 'en',
    strings: JSON.parse(query.get('strings') ?? '{}') as Record<string, string>,
  });
  return withHostAdditions(page, {
    origin,
    theme: (query.get('theme') ?? 'dark') as ThemeKind,
    stateKey: 'eight-puzzle-lab-state',
    server: 'test/webview/labServer.ts',
  });
}
