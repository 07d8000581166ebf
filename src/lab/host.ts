// The lab page's only way out: VS Code allows one `acquireVsCodeApi()` per
// page, and only the lab's protocol messages and saved state go through it.
import { LabPageMessage, LabSavedState, parseLabSavedState } from '../protocol/labMessages';
import { connectPage, PageHost } from '../webview/host';

export type LabHost = PageHost<LabPageMessage, LabSavedState>;

export function connectToLabHost(): LabHost {
  return connectPage<LabPageMessage, LabSavedState>(parseLabSavedState);
}
