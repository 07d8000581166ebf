// The lab page's only way out: VS Code allows one `acquireVsCodeApi()` per
// page, and only the lab's protocol messages go through it.
import { LabPageMessage } from '../protocol/labMessages';

interface VsCodeApi {
  postMessage(message: LabPageMessage): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface LabHost {
  post(message: LabPageMessage): void;
}

export function connectToLabHost(): LabHost {
  const api = acquireVsCodeApi();
  return { post: (message) => api.postMessage(message) };
}
