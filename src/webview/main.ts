// The board webview's entry point: builds the page inside the host's
// `<main id="app">`, then asks the host for a board.
import { App } from './app';
import { connectToHost } from './host';
import { stringsFromPage } from './strings';
import { View } from './view';

const strings = stringsFromPage(document);
const view = new View(strings);
const app = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
view.mount(app);
new App(view, connectToHost(), strings).start();
