import * as vscode from 'vscode';
import { Board, EIGHT_PUZZLE, rank, readCells, unrank } from '../../engine';
import { forEachBoardTextInSlices } from '../chunked';

/** Answer files and the input file whose boards they answer: `X.out`, `X.ans`, `X.answer` ↔ `X.in`. */
const ANSWER_EXTENSIONS = ['.out', '.ans', '.answer'];

/** The `X.in` beside an answer file, or undefined when `uri` is not an answer file's. */
export function inputFileFor(uri: vscode.Uri): vscode.Uri | undefined {
  const extension = ANSWER_EXTENSIONS.find((ext) => uri.path.toLowerCase().endsWith(ext));
  return extension ? uri.with({ path: uri.path.slice(0, -extension.length) + '.in' }) : undefined;
}

/**
 * Input files are the judges' inputs of the eight puzzle (HDU 1043's): 3×3 boards, one a line or in grids.
 */
export const INPUT_SIZE = EIGHT_PUZZLE.size;

/** Where a board's text is not a board: no rank reaches it (ranks stop at 9! - 1). */
const NOT_A_BOARD = 0xffff_ffff;

/**
 * The boards of one input file, in order, as ranks: four bytes a board, so
 * a 9! input holds 1.4 MB where arrays of cells held about 60 MB. A board is
 * unranked when asked for, which only the lines an editor shows ever are.
 */
export class InputBoards {
  constructor(private readonly ranks: Uint32Array) {}

  get length(): number {
    return this.ranks.length;
  }

  /** Board `index`, or undefined where the input's text there is not a board, or past its end. */
  at(index: number): Board | undefined {
    const ranked = index >= 0 && index < this.ranks.length ? this.ranks[index] : NOT_A_BOARD;
    return ranked === NOT_A_BOARD ? undefined : unrank(INPUT_SIZE, ranked);
  }

  /** Bytes held. */
  get bytes(): number {
    return this.ranks.byteLength;
  }
}

export interface InputFileStats {
  readonly held: readonly { readonly uri: string; readonly bytes: number }[];
  readonly watchers: number;
}

/** One reading of an input file: its boards (none when it does not exist) and its modification time then. */
interface Reading {
  readonly boards: InputBoards | undefined;
  readonly mtime: number;
}

/** What is held for one input file while an answer file needs it. */
interface HeldInput {
  readonly reading: Promise<Reading>;
  /** When the modification time was last looked at. */
  checked: number;
  readonly watcher: vscode.Disposable;
}

/**
 * The boards of input files, read through `workspace.fs` (so closed files,
 * virtual workspaces and remote folders all work) or from the open document
 * when there is one. Each is held, with one watcher, until it changes or no
 * open answer file needs it any more.
 */
export class InputFiles implements vscode.Disposable {
  private readonly held = new Map<string, HeldInput>();
  /** Watchers alive, counted apart from `held`, so a test can tell a watcher that outlived its input. */
  private watchers = 0;
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires with the input file's uri when its boards may have changed. */
  readonly onDidChange = this.changed.event;

  constructor() {
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((event) => this.forget(event.document.uri)),
      vscode.workspace.onDidCloseTextDocument((document) => {
        // An input that was open is read from disk next time; an answer file that closed may leave inputs
        // unneeded.
        this.forget(document.uri);
        this.dropUnneeded();
      }),
    );
  }

  /** The boards of `uri`, or undefined when the file does not exist. */
  async boards(uri: vscode.Uri): Promise<InputBoards | undefined> {
    const key = uri.toString();
    // Watchers miss changes in some places (outside the workspace, some remote file systems),
    // so a file read more than a moment ago is checked by its modification time too.
    const known = this.held.get(key);
    if (known && Date.now() - known.checked > RECHECK_MS) {
      known.checked = Date.now();
      const [then, now] = await Promise.all([known.reading, modified(uri)]);
      if (now !== then.mtime) this.forget(uri);
    }
    let input = this.held.get(key);
    if (!input) {
      input = { reading: read(uri), checked: Date.now(), watcher: this.watch(uri) };
      this.held.set(key, input);
    }
    return (await input.reading).boards;
  }

  /**
   * The input files held, with the bytes their boards take, and how many watchers are alive: for tests and
   * figures.
   */
  async stats(): Promise<InputFileStats> {
    const watchers = this.watchers;
    const entries = [...this.held.entries()];
    const held = await Promise.all(
      entries.map(async ([uri, input]) => ({ uri, bytes: (await input.reading).boards?.bytes ?? 0 })),
    );
    return { held, watchers };
  }

  /** One watcher per input file, since the file may lie outside the workspace folders. */
  private watch(uri: vscode.Uri): vscode.Disposable {
    const folder = vscode.Uri.joinPath(uri, '..');
    const watcher = vscode.workspace.createFileSystemWatcher(
      new vscode.RelativePattern(folder, uri.path.slice(folder.path.length + 1)),
    );
    // A watcher made just after the file was written may still report that write: only a new modification
    // time is a change.
    const forgetIfModified = (): void => void this.forgetIfModified(uri);
    this.watchers++;
    const counted = new vscode.Disposable(() => this.watchers--);
    return vscode.Disposable.from(
      watcher,
      watcher.onDidChange(forgetIfModified),
      watcher.onDidCreate(forgetIfModified),
      watcher.onDidDelete(forgetIfModified),
      counted,
    );
  }

  private async forgetIfModified(uri: vscode.Uri): Promise<void> {
    const input = this.held.get(uri.toString());
    if (!input) return;
    const [then, now] = await Promise.all([input.reading, modified(uri)]);
    // Still the same reading: another may have replaced it meanwhile.
    if (now !== then.mtime && this.held.get(uri.toString()) === input) this.forget(uri);
  }

  /** Drops what is held for `uri`, and its watcher, and says its boards may have changed. */
  private forget(uri: vscode.Uri): void {
    if (this.drop(uri.toString())) this.changed.fire(uri);
  }

  private drop(key: string): boolean {
    const input = this.held.get(key);
    if (!input) return false;
    this.held.delete(key);
    input.watcher.dispose();
    return true;
  }

  /** Drops the inputs that no open answer file needs any more. */
  private dropUnneeded(): void {
    const needed = new Set<string>();
    for (const document of vscode.workspace.textDocuments) {
      if (document.isClosed) continue;
      const input = inputFileFor(document.uri);
      if (input) needed.add(input.toString());
    }
    for (const key of [...this.held.keys()]) if (!needed.has(key)) this.drop(key);
  }

  dispose(): void {
    for (const key of [...this.held.keys()]) this.drop(key);
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** How often a held input file's modification time is looked at, at most. */
const RECHECK_MS = 1000;

async function read(uri: vscode.Uri): Promise<Reading> {
  const mtime = await modified(uri);
  const open = vscode.workspace.textDocuments.find((document) => document.uri.toString() === uri.toString());
  let text: string;
  if (open) {
    text = open.getText();
  } else {
    try {
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch {
      return { boards: undefined, mtime };
    }
  }
  return { boards: await rankInSlices(text), mtime };
}

async function modified(uri: vscode.Uri): Promise<number> {
  try {
    return (await vscode.workspace.fs.stat(uri)).mtime;
  } catch {
    return -1;
  }
}

/**
 * The same boards as `readBoardList`, as ranks, read a slice at a time so a
 * 9! input never stalls the host. The ranks grow by doubling and are cut to
 * size at the end, so what is held is four bytes a board.
 */
async function rankInSlices(text: string): Promise<InputBoards> {
  let ranks = new Uint32Array(1024);
  let count = 0;
  const cells = new Array<number>(INPUT_SIZE.cells).fill(0);
  await forEachBoardTextInSlices(INPUT_SIZE, text, (slice, start, stop) => {
    if (count === ranks.length) {
      const grown = new Uint32Array(ranks.length * 2);
      grown.set(ranks);
      ranks = grown;
    }
    ranks[count++] = readCells(slice, start, stop, cells) ? rank(cells) : NOT_A_BOARD;
  });
  return new InputBoards(ranks.slice(0, count));
}
