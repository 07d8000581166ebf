// The panels' serializers, registered from the one list of panel types
// (panelTypes.ts): a new panel type is a compile error here until it says how
// its panel comes back after a window reload.
import * as vscode from 'vscode';
import { BoardPanel } from '../board/panel';
import { LabPanel } from '../lab/panel';
import { PANEL_TYPES, PanelTypeName } from './panelTypes';

/**
 * How a panel comes back after a window reload: the webview VS Code kept, and the state its page last saved
 * (untrusted).
 */
type Revive = (webviewPanel: vscode.WebviewPanel, extensionUri: vscode.Uri, saved: unknown) => void;

const REVIVE: { readonly [name in PanelTypeName]: Revive } = {
  board: (panel, uri, saved) => BoardPanel.revive(panel, uri, saved),
  searchLab: (panel, uri, saved) => LabPanel.revive(panel, uri, saved),
};

/** A serializer for every panel type, so each panel VS Code restores on a reload is ours again. */
export function registerPanelSerializers(extensionUri: vscode.Uri): vscode.Disposable[] {
  return (Object.keys(PANEL_TYPES) as PanelTypeName[]).map((name) =>
    vscode.window.registerWebviewPanelSerializer(PANEL_TYPES[name].viewType, {
      deserializeWebviewPanel: (panel, state: unknown) => {
        REVIVE[name](panel, extensionUri, state);
        return Promise.resolve();
      },
    }),
  );
}
