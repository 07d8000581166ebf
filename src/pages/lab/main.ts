// The search lab page's entry point: builds the page inside the host's
// `<main id="app">`, whose data-worker names the worker's script, and connects
// it to its host through the kit's page host, in the lab's protocol
// (src/protocol/labMessages.ts) with its saved state.
import {
  labSavedStateData,
  LabPageMessage,
  parseLabHostMessage,
  parseLabSavedState,
} from '../../protocol/labMessages';
import { connectPage } from '../kit/host';
import { translationsInPage } from '../kit/strings';
import { LabApp } from './app';
import { LabStrings } from './strings';

const root = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
const host = connectPage({
  // The page's messages are plain data already: they carry no puzzle.
  encodeMessage: (message: LabPageMessage) => message,
  parseMessage: parseLabHostMessage,
  encodeState: labSavedStateData,
  parseState: parseLabSavedState,
});
new LabApp(root, host, root.dataset.worker ?? '', new LabStrings(translationsInPage(document))).start();
