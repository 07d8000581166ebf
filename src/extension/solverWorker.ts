// Where the large solver's worker comes from in this extension host: a
// Node worker thread on the desktop (and code-server's Node host), or in the
// browser (vscode.dev, github.dev: the web-worker extension host) a Web
// Worker started from the extension's own files. The browser has no disk for
// the worker to cache its databases in, so the host keeps them for it in the
// extension's global storage, through vscode.workspace.fs.
import * as vscode from 'vscode';
import { HostFiles, nodeWorkerPort, webWorkerPort } from '../solver';
import { LargeSolverPoolOptions, poolSize } from '../solver/pool';
import { nodeCores, nodeWorkerThreads } from './nodeThreads';

/**
 * Workers for a batch (Solve All) at most, on a desktop: the cores but one,
 * which VS Code's own work keeps, as the background builds do.
 */
const MOST_WORKERS = 4;

/**
 * How this host starts the solver's workers and reaches its cache; undefined where it can start no worker at
 * all.
 */
export function solverWorkerHere(
  context: vscode.ExtensionContext,
): Pick<LargeSolverPoolOptions, 'cacheDirectory' | 'startWorker' | 'files' | 'workers'> | undefined {
  const threads = nodeWorkerThreads();
  if (threads) {
    const script = vscode.Uri.joinPath(context.extensionUri, 'dist', 'solverWorker.js').fsPath;
    const node = nodeCores();
    const workers = poolSize(node?.workersAsked, (node?.cores ?? 1) - 1, MOST_WORKERS);
    return {
      cacheDirectory: context.globalStorageUri.fsPath,
      startWorker: () => nodeWorkerPort(new threads.Worker(script)),
      workers,
    };
  }
  if (typeof Worker !== 'function') return undefined;
  const script = vscode.Uri.joinPath(context.extensionUri, 'dist', 'web', 'solverWorker.js');
  let url: Promise<string> | undefined;
  // One Web Worker: its full databases reach the storage through the host, written after it is told they are
  // ready,
  // so a second worker started then would find none and build its own.
  return {
    workers: 1,
    cacheDirectory: context.globalStorageUri.toString(true),
    startWorker: async () => {
      url ??= loadableUrl(script).catch((error: unknown) => {
        url = undefined;
        throw error;
      });
      return webWorkerPort(new Worker(await url, { name: 'Eight Puzzle solver' }));
    },
    files: storageFiles(context.globalStorageUri),
  };
}

/**
 * A URL the web extension host's Worker can start the script from, made once
 * a session. Served over http(s) (vscode.dev's gallery), the file's own URL,
 * as VS Code's own web extensions start theirs. Elsewhere, a remote
 * (code-server, Codespaces) among them, that Worker refuses the URI
 * ("Creating workers from remote extensions is currently not supported"):
 * there the script is read through VS Code's file system into a blob: URL.
 */
async function loadableUrl(script: vscode.Uri): Promise<string> {
  if (script.scheme === 'https' || script.scheme === 'http') return script.toString();
  const source = await vscode.workspace.fs.readFile(script);
  return URL.createObjectURL(new Blob([new TextDecoder().decode(source)], { type: 'text/javascript' }));
}

/**
 * The databases' files in `folder`, through VS Code's file system (the
 * browser's storage on vscode.dev). Written under a temporary name and then
 * renamed, so a reload halfway leaves no short file under the real name
 * (one would fail its header's check and be built again anyway).
 */
function storageFiles(folder: vscode.Uri): HostFiles {
  const { fs } = vscode.workspace;
  return {
    read: async (name) => {
      try {
        return await fs.readFile(vscode.Uri.joinPath(folder, name));
      } catch {
        return undefined;
      }
    },
    write: async (name, bytes) => {
      const temporary = vscode.Uri.joinPath(folder, `${name}.${Date.now()}.tmp`);
      try {
        await fs.createDirectory(folder);
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, vscode.Uri.joinPath(folder, name), { overwrite: true });
        return undefined;
      } catch (error) {
        await Promise.resolve(fs.delete(temporary)).catch(() => undefined);
        return error instanceof vscode.FileSystemError
          ? error.code
          : error instanceof Error
            ? error.message
            : String(error);
      }
    },
  };
}
