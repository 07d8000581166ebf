// Every webview panel of the extension, declared once: what the manifest and
// the serializers must agree on. No `vscode` at run time, so the manifest's
// unit test reads the same list the extension registers its panels from.
import { CommandId } from '../commandIds';

/** What a panel's title is asked of: `vscode.l10n` in the extension, any `t` in a test. */
export interface Localizer {
  t(message: string): string;
}

/** One panel type: what package.json names it by, and what it is called. */
export interface PanelType {
  /** The webview's view type: package.json's `onWebviewPanel:` activation event names it, so a reload restores the panel. */
  readonly viewType: string;
  /** The contributed command that opens the panel. */
  readonly command: CommandId;
  /** The tab's title, in the user's language, asked when a panel opens. */
  readonly title: (l10n: Localizer) => string;
}

/** Every panel type, by name: webviews/registration.ts registers a serializer for each. */
export const PANEL_TYPES = {
  board: {
    viewType: 'eightPuzzle.board',
    command: CommandId.openBoard,
    title: (l10n) => l10n.t('Eight Puzzle'),
  },
  searchLab: {
    viewType: 'eightPuzzle.searchLab',
    command: CommandId.openSearchLab,
    title: (l10n) => l10n.t('Eight Puzzle: Search Lab'),
  },
} as const satisfies Record<string, PanelType>;

export type PanelTypeName = keyof typeof PANEL_TYPES;
