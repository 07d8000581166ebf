// The search lab page's entry point: builds the page inside the host's
// `<main id="app">`, whose data-worker names the worker's script.
import { translationsInPage } from '../kit/strings';
import { LabApp } from './app';
import { connectToLabHost } from './host';
import { LabStrings } from './strings';

const root = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
new LabApp(
  root,
  connectToLabHost(),
  root.dataset.worker ?? '',
  new LabStrings(translationsInPage(document)),
).start();
