// The large-board solver in a Web Worker (dist/web/solverWorker.js), for
// VS Code in a browser (vscode.dev, github.dev), whose web extension host
// starts it as a nested worker from the extension's own files. The requests
// are answered as in the worker thread (requests.ts); what differs is
// where the databases are kept and what cannot be done here:
// - no disk: the host sends the cached files of a puzzle with the first
//   request for it and writes what this worker builds (the 'store' message),
//   in the extension's global storage;
// - the full databases' builders are workers this worker starts from its
//   own script (webBackground.ts), where the browser lets it; where it
//   cannot, a 4×4 board is answered on the quick databases, which build in
//   about a second, for the worker's life;
// - no shared memory unless the page is cross-origin isolated: then the
//   host cancels by terminating this worker.
// Nothing here may import a Node module: the bundle is built for the browser.
import { buildPatternDatabase } from '../engine/pdb';
import type { DatabaseFiles } from './files';
import type { BuildOrder, CachedFile, FromBuilder, FromSolverWorker, ToSolverWorker } from './protocol';
import { puzzleFromData } from './puzzleData';
import { Post, SolverRequests } from './requests';
import { canBuildInBackground, webBuildInBackground } from './webBackground';

/**
 * The dedicated worker's global scope, as much of it as is used (the project's types have the DOM's, not the
 * worker's).
 */
const scope = globalThis as unknown as {
  postMessage(message: FromSolverWorker | FromBuilder, transfer: ArrayBuffer[]): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ToSolverWorker | BuildOrder>) => void,
  ): void;
};

const post: Post = (message, transfer) => scope.postMessage(message, transfer ?? []);

/** The files the host has sent, by name; what the worker builds goes to the host to be written. */
const known = new Map<string, Uint8Array>();

function hostFiles(cacheDirectory: string): DatabaseFiles {
  return {
    directory: cacheDirectory,
    read: (name) => known.get(name),
    write: (name, bytes) => {
      const file: CachedFile = { name, bytes };
      post({ type: 'store', ...file }, [bytes.buffer as ArrayBuffer]);
      // The host tells of a write that fails; here it is handed on.
      return undefined;
    },
  };
}

/** A builder's work: its group's database, sent back (transferred), and the builder is done. */
function build(order: BuildOrder): void {
  const database = buildPatternDatabase(puzzleFromData(order), order.tiles);
  if (database)
    scope.postMessage({ type: 'built', table: database.table }, [database.table.buffer as ArrayBuffer]);
}

const script = canBuildInBackground();
const requests = new SolverRequests({
  post,
  files: (message) => hostFiles(message.cacheDirectory),
  buildInBackground:
    script === undefined
      ? undefined
      : (puzzle, cacheDirectory, events) =>
          webBuildInBackground(puzzle, hostFiles(cacheDirectory), events, script),
});
scope.addEventListener('message', (event) => {
  const message = event.data;
  if ('role' in message) return build(message);
  if (message.type === 'solve') for (const file of message.files ?? []) known.set(file.name, file.bytes);
  requests.answer(message);
});
