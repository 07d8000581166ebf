// The board webview's entry point: builds the page inside the host's
// `<main id="app">`, then asks the host for a board.
import { BoardStrings, translationsInPage } from '../kit/strings';
import { App } from './app';
import { connectToHost } from './host';
import { View } from './view';

const strings = new BoardStrings(translationsInPage(document));
const view = new View(strings);
const app = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
view.mount(app);
new App(view, connectToHost(), strings).start();
