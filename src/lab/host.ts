// The lab page's only way out: VS Code allows one `acquireVsCodeApi()` per
// page, and only the lab's protocol messages and saved state go through it.
import { LabPageMessage, LabSavedState, parseLabSavedState } from '../protocol/labMessages';

interface VsCodeApi {
  postMessage(message: LabPageMessage): void;
  getState(): unknown;
  setState(state: LabSavedState): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface LabHost {
  post(message: LabPageMessage): void;
  /** What the page saved before it was last torn down (a window reload), if it is still valid. */
  saved(): LabSavedState | undefined;
  save(state: LabSavedState): void;
}

export function connectToLabHost(): LabHost {
  const api = acquireVsCodeApi();
  return {
    post: (message) => api.postMessage(message),
    // What was saved may come from an older version of this page: check it like any input.
    saved: () => parseLabSavedState(api.getState()),
    save: (state) => api.setState(state),
  };
}
