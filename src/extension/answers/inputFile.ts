import * as vscode from 'vscode';
import { Board, parseBoard } from '../../engine';
import { forEachBoardTextInSlices } from '../chunked';

/** Answer files and the input file whose boards they answer: `X.out`, `X.ans`, `X.answer` ↔ `X.in`. */
const ANSWER_EXTENSIONS = ['.out', '.ans', '.answer'];

/** The `X.in` beside an answer file, or undefined when `uri` is not an answer file's. */
export function inputFileFor(uri: vscode.Uri): vscode.Uri | undefined {
  const extension = ANSWER_EXTENSIONS.find((ext) => uri.path.toLowerCase().endsWith(ext));
  return extension ? uri.with({ path: uri.path.slice(0, -extension.length) + '.in' }) : undefined;
}

/** Board i of an input file, or undefined where line i is not a board. */
export type InputBoards = readonly (Board | undefined)[];

/**
 * The boards of input files, read through `workspace.fs` (so closed files,
 * virtual workspaces and remote folders all work) or from the open document
 * when there is one, kept until the file changes.
 */
export class InputFiles implements vscode.Disposable {
  private readonly cache = new Map<string, Promise<InputBoards | undefined>>();
  /** When each cached file was read, by its modification time, so a change the watcher missed is still seen. */
  private readonly readAt = new Map<string, { mtime: number; checked: number }>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires with the input file's uri when its boards may have changed. */
  readonly onDidChange = this.changed.event;

  private readonly watched = new Set<string>();

  constructor() {
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((event) => this.forget(event.document.uri)),
      vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri)),
    );
  }

  private forget(uri: vscode.Uri): void {
    this.readAt.delete(uri.toString());
    if (this.cache.delete(uri.toString())) this.changed.fire(uri);
  }

  /** One watcher per input file, since the file may lie outside the workspace folders. */
  private watch(uri: vscode.Uri): void {
    if (this.watched.has(uri.toString())) return;
    this.watched.add(uri.toString());
    const folder = vscode.Uri.joinPath(uri, '..');
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, uri.path.slice(folder.path.length + 1)));
    this.disposables.push(watcher, watcher.onDidChange(() => this.forget(uri)), watcher.onDidCreate(() => this.forget(uri)), watcher.onDidDelete(() => this.forget(uri)));
  }

  /** The boards of `uri`, or undefined when the file does not exist. */
  async boards(uri: vscode.Uri): Promise<InputBoards | undefined> {
    const key = uri.toString();
    // Watchers miss changes in some places (outside the workspace, some remote file systems),
    // so a file read more than a moment ago is checked by its modification time too.
    const read = this.readAt.get(key);
    if (read && Date.now() - read.checked > RECHECK_MS) {
      read.checked = Date.now();
      if ((await modified(uri)) !== read.mtime) this.forget(uri);
    }
    let boards = this.cache.get(key);
    if (!boards) {
      this.watch(uri);
      boards = this.read(uri);
      this.cache.set(key, boards);
    }
    return boards;
  }

  private async read(uri: vscode.Uri): Promise<InputBoards | undefined> {
    this.readAt.set(uri.toString(), { mtime: await modified(uri), checked: Date.now() });
    const open = vscode.workspace.textDocuments.find((document) => document.uri.toString() === uri.toString());
    let text: string;
    if (open) {
      text = open.getText();
    } else {
      try {
        text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
      } catch {
        return undefined;
      }
    }
    return readInSlices(text);
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** How often a cached input file's modification time is looked at, at most. */
const RECHECK_MS = 1000;

async function modified(uri: vscode.Uri): Promise<number> {
  try {
    return (await vscode.workspace.fs.stat(uri)).mtime;
  } catch {
    return -1;
  }
}

/** The same boards as `readBoardList`, read a slice at a time so a 9! input never stalls the host. */
async function readInSlices(text: string): Promise<InputBoards> {
  const boards: (Board | undefined)[] = [];
  await forEachBoardTextInSlices(text, (slice, start, stop) => {
    const parsed = parseBoard(slice.slice(start, stop));
    boards.push(parsed.ok ? parsed.board : undefined);
  });
  return boards;
}
