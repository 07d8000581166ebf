// The board webview's entry point: builds the page inside the host's
// `<main id="app">`, connects it to its host through the kit's page host, in
// the board's protocol (src/protocol/messages.ts) with its saved BoardState,
// then asks the host for a board.
import {
  boardStateData,
  encodeWebviewMessage,
  parseBoardState,
  parseHostMessage,
} from '../../protocol/messages';
import { connectPage } from '../kit/host';
import { BoardStrings, translationsInPage } from '../kit/strings';
import { App } from './app';
import { View } from './view';

const strings = new BoardStrings(translationsInPage(document));
const view = new View(strings);
const app = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
view.mount(app);
const host = connectPage({
  encodeMessage: encodeWebviewMessage,
  parseMessage: parseHostMessage,
  encodeState: boardStateData,
  parseState: parseBoardState,
});
new App(view, host, strings).start();
