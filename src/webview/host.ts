// The only way out of the webview. VS Code allows one `acquireVsCodeApi()`
// per page, so this module owns it, and only protocol messages go through.
import { BoardState, parseBoardState, WebviewMessage } from '../protocol/messages';

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): unknown;
  setState(state: BoardState): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface Host {
  post(message: WebviewMessage): void;
  /** The state saved before the page was last torn down, if it is still a valid board. */
  saved(): BoardState | undefined;
  save(state: BoardState): void;
}

export function connectToHost(): Host {
  const api = acquireVsCodeApi();
  return {
    post: (message) => api.postMessage(message),
    // What was saved may come from an older version of this webview: check it like any input.
    saved: () => parseBoardState(api.getState()),
    save: (state) => api.setState(state),
  };
}
