import * as vscode from 'vscode';
import { BOARD_ENGLISH } from '../../protocol/boardStrings';
import { localizedStrings } from '../webviews/strings';
import { webviewSources } from '../webviews/sources';
import { boardPage } from './page';

/** The folder of the board's script (scripts/build.mjs): the one folder of scripts its page may load from. */
export const BOARD_SCRIPTS = ['dist', 'webview'] as const;

/**
 * The board's page for this webview, in the user's language, with the messages it starts with (its settings
 * and first board).
 */
export function boardHtml(
  webview: vscode.Webview,
  extensionUri: vscode.Uri,
  initialMessages: readonly unknown[],
): string {
  const { cspSource, nonce, language, uri } = webviewSources(webview, extensionUri);
  return boardPage({
    cspSource,
    scriptUri: uri(...BOARD_SCRIPTS, 'webview.js'),
    styleUri: uri('media', 'board.css'),
    nonce,
    language,
    strings: localizedStrings(BOARD_ENGLISH),
    initialMessages,
  });
}
