// The large-board solver in a Web Worker (dist/web/solverWorker.js), for
// VS Code in a browser (vscode.dev, github.dev), whose web extension host
// starts it as a nested worker from the extension's own files. The requests
// are answered as in the worker thread (requests.ts); what differs is
// where the databases are kept and what cannot be done here:
// - no disk: the host sends the cached files of a puzzle with the first
//   request for it and writes what this worker builds (the 'store' message),
//   in the extension's global storage;
// - no threads of its own (VS Code's nested workers start none), so no
//   background build: a 4×4 board is answered on the quick databases, which
//   build in about a second, for the worker's life;
// - no shared memory unless the page is cross-origin isolated: then the
//   host cancels by terminating this worker.
// Nothing here may import a Node module: the bundle is built for the browser.
import type { DatabaseFiles } from './files';
import type { CachedFile, FromWorker, SolveMessage, ToWorker } from './protocol';
import { answerRequests, Post } from './requests';

/** The dedicated worker's global scope, as much of it as is used (the project's types have the DOM's, not the worker's). */
const scope = globalThis as unknown as {
  postMessage(message: FromWorker, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

const post: Post = (message, transfer) => scope.postMessage(message, transfer ?? []);

/** The files the host has sent, by name; what the worker builds goes to the host to be written. */
const known = new Map<string, Uint8Array>();

function hostFiles(message: SolveMessage): DatabaseFiles {
  return {
    directory: message.cacheDirectory,
    read: (name) => known.get(name),
    write: (name, bytes) => {
      const file: CachedFile = { name, bytes };
      post({ type: 'store', ...file }, [bytes.buffer as ArrayBuffer]);
      // The host tells of a write that fails; here it is handed on.
      return undefined;
    },
  };
}

const answer = answerRequests({ post, files: hostFiles });
scope.addEventListener('message', (event) => {
  for (const file of event.data.files ?? []) known.set(file.name, file.bytes);
  answer(event.data);
});
