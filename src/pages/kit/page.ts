// The HTML of every one of our webview pages, as text. No `vscode` and no DOM
// here: the extension fills it in with a webview's sources
// (src/extension/<page>/html.ts), and the webview tests serve the very same
// page, CSP and all, from a plain HTTP server. It is the one file of the kit
// the host reads: the skeleton that host and page agree on (`<main id="app">`,
// the strings block), not page code.

/** What every page is given by its host: VS Code's webview, or the test server standing in for it. */
export interface HostSources {
  /** Where styles, images and fonts may come from (the webview's `cspSource`). */
  readonly cspSource: string;
  /** Fresh for every page: only the script that carries it runs. */
  readonly nonce: string;
  /** The display language, for `<html lang>`. */
  readonly language: string;
  /** The page's translated strings; the page falls back to English for any it lacks. */
  readonly strings: Readonly<Record<string, string>>;
}

/** The element that carries the strings; the kit's strings reader (strings.ts) reads it by this id. */
export const STRINGS_ELEMENT_ID = 'eight-puzzle-strings';
/**
 * The element that carries the messages a page starts with; the kit's page host (host.ts) reads it by this
 * id.
 */
export const INITIAL_ELEMENT_ID = 'eight-puzzle-initial';

/** What differs from one of our webviews' pages to another. */
export interface WebviewPage extends HostSources {
  readonly title: string;
  /** The page's one script, as a URI it can load. */
  readonly scriptUri: string;
  /** Style sheets, in order. */
  readonly styleUris: readonly string[];
  /**
   * CSP directives beyond the strict base (which allows only our styles, images, fonts and the nonce's
   * script).
   */
  readonly moreCsp?: readonly string[];
  /** Attributes of the `<main>` the script builds in, such as a worker's URI. */
  readonly mainAttributes?: Readonly<Record<string, string>>;
  /**
   * Messages to the page (as data, encoded by its protocol) that it takes as
   * if the host had sent them: the board it opens on, so the first paint needs
   * no round trip to the host. The page checks them as it checks every message.
   */
  readonly initialMessages?: readonly unknown[];
}

/** A page for one of our webviews: a strict CSP with a nonce, the translated strings as JSON, one script. */
export function webviewPage(page: WebviewPage): string {
  const { cspSource, nonce } = page;
  const csp = [
    "default-src 'none'",
    `style-src ${cspSource}`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    ...(page.moreCsp ?? []),
  ].join('; ');
  const stringsJson = scriptJson(page.strings);
  const initial =
    page.initialMessages === undefined || page.initialMessages.length === 0
      ? ''
      : `\n<script type="application/json" id="${INITIAL_ELEMENT_ID}">${scriptJson(page.initialMessages)}</script>`;
  const styles = page.styleUris
    .map((uri) => `<link rel="stylesheet" href="${escapeAttribute(uri)}">`)
    .join('\n');
  const attributes = Object.entries(page.mainAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(page.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${styles}
<title>${escapeAttribute(page.title)}</title>
</head>
<body>
<main id="app"${attributes}></main>
<script type="application/json" id="${STRINGS_ELEMENT_ID}">${stringsJson}</script>${initial}
<script nonce="${nonce}" src="${escapeAttribute(page.scriptUri)}"></script>
</body>
</html>`;
}

/** A nonce of 24 random bytes, in hex. */
export function makeNonce(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** JSON inside a script element: only `<` could end it early, so it is escaped. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
