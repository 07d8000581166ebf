import * as vscode from 'vscode';
import { BOARD_ENGLISH } from '../../protocol/boardStrings';
import { LAB_ENGLISH } from '../../protocol/labStrings';
import { localizedStrings } from '../webviews/strings';
import { webviewSources } from '../webviews/sources';
import { labPage } from './page';

/**
 * The folder of the lab's script and its worker's (scripts/build.mjs): the one folder of scripts its page may
 * load from.
 */
export const LAB_SCRIPTS = ['dist', 'lab'] as const;

/**
 * The lab's page for this webview, in the user's language: the board's strings (tiles, parse errors) and the
 * lab's own.
 */
export function labHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const { cspSource, nonce, language, uri } = webviewSources(webview, extensionUri);
  return labPage({
    cspSource,
    scriptUri: uri(...LAB_SCRIPTS, 'lab.js'),
    workerUri: uri(...LAB_SCRIPTS, 'labWorker.js'),
    boardStyleUri: uri('media', 'board.css'),
    styleUri: uri('media', 'lab.css'),
    nonce,
    language,
    strings: { ...localizedStrings(BOARD_ENGLISH), ...localizedStrings(LAB_ENGLISH) },
  });
}
