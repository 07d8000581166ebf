// The only way out of the webview. VS Code allows one `acquireVsCodeApi()`
// per page, so this module owns it, and only protocol messages go through.
import { BoardState, parseBoardState, WebviewMessage } from '../protocol/messages';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** A page's way out: its messages, and the state it keeps across being torn down. */
export interface PageHost<Message, State> {
  post(message: Message): void;
  /** The state saved before the page was last torn down, if it is still valid. */
  saved(): State | undefined;
  save(state: State): void;
}

export type Host = PageHost<WebviewMessage, BoardState>;

export function connectToHost(): Host {
  return connectPage<WebviewMessage, BoardState>(parseBoardState);
}

/** Owns the page's one `acquireVsCodeApi()`; `parseState` checks what was saved, which may come from an older version of the page. */
export function connectPage<Message, State>(parseState: (data: unknown) => State | undefined): PageHost<Message, State> {
  const api = acquireVsCodeApi();
  return {
    post: (message) => api.postMessage(message),
    saved: () => parseState(api.getState()),
    save: (state) => api.setState(state),
  };
}
