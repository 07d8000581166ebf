// A page's only way out. VS Code allows one `acquireVsCodeApi()` per page, so
// this module owns it; only a page's protocol goes through it, encoded on the
// way out and checked on the way in, and the state it saves likewise.
import { INITIAL_ELEMENT_ID } from './page';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** A page's protocol with its host (src/protocol): how its messages and its saved state cross as data. */
export interface PageProtocol<ToHost, FromHost, State> {
  /** A message to the host, as data for postMessage. */
  readonly encodeMessage: (message: ToHost) => unknown;
  /** A message from the host, checked: the host is untrusted input like any other. */
  readonly parseMessage: (data: unknown) => FromHost | undefined;
  /** The state as data, for setState. */
  readonly encodeState: (state: State) => unknown;
  /** What was saved, checked: it may come from an older version of the page, or have been tampered with. */
  readonly parseState: (data: unknown) => State | undefined;
}

/** A page's way out: its messages both ways, and the state it keeps across being torn down. */
export interface PageHost<ToHost, FromHost, State> {
  post(message: ToHost): void;
  /** Calls `listener` with every message from the host that is one; anything else is dropped. */
  onMessage(listener: (message: FromHost) => void): void;
  /**
   * The messages the host put in the page's HTML to start with (page.ts), checked as every message is; the
   * invalid ones dropped.
   */
  initial(): FromHost[];
  /** The state saved before the page was last torn down, if it is still valid. */
  saved(): State | undefined;
  save(state: State): void;
}

/** Owns the page's one `acquireVsCodeApi()`. */
export function connectPage<ToHost, FromHost, State>(
  protocol: PageProtocol<ToHost, FromHost, State>,
): PageHost<ToHost, FromHost, State> {
  const api = acquireVsCodeApi();
  return {
    post: (message) => api.postMessage(protocol.encodeMessage(message)),
    onMessage: (listener) =>
      window.addEventListener('message', (event: MessageEvent<unknown>) => {
        const message = protocol.parseMessage(event.data);
        if (message !== undefined) listener(message);
      }),
    initial: () => initialMessages(document).flatMap((data) => protocol.parseMessage(data) ?? []),
    saved: () => protocol.parseState(api.getState()),
    save: (state) => api.setState(protocol.encodeState(state)),
  };
}

/** The data of the page's initial messages, or none when the block is missing or is not a JSON array. */
function initialMessages(document: Document): unknown[] {
  const text = document.getElementById(INITIAL_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const data = JSON.parse(text) as unknown;
    return Array.isArray(data) ? (data as unknown[]) : [];
  } catch {
    return [];
  }
}
