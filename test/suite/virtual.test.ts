import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAll, eventually, show } from './util';

/**
 * A file system that lives in memory, as virtual workspaces (github.dev,
 * remote repositories) do: nothing here is on disk, so everything must go
 * through `workspace.fs`.
 */
class MemoryFiles implements vscode.FileSystemProvider {
  private readonly files = new Map<string, { data: Uint8Array; mtime: number }>();
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }
  stat(uri: vscode.Uri): vscode.FileStat {
    const file = this.files.get(uri.path);
    if (file) return { type: vscode.FileType.File, ctime: 0, mtime: file.mtime, size: file.data.length };
    if ([...this.files.keys()].some((path) => path.startsWith(`${uri.path}/`)) || uri.path === '/')
      return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    throw vscode.FileSystemError.FileNotFound(uri);
  }
  readDirectory(): [string, vscode.FileType][] {
    return [];
  }
  createDirectory(): void {}
  readFile(uri: vscode.Uri): Uint8Array {
    const file = this.files.get(uri.path);
    if (!file) throw vscode.FileSystemError.FileNotFound(uri);
    return file.data;
  }
  writeFile(uri: vscode.Uri, content: Uint8Array): void {
    const existed = this.files.has(uri.path);
    this.files.set(uri.path, { data: content, mtime: Date.now() + this.files.size });
    this.changed.fire([
      { type: existed ? vscode.FileChangeType.Changed : vscode.FileChangeType.Created, uri },
    ]);
  }
  delete(uri: vscode.Uri): void {
    this.files.delete(uri.path);
  }
  rename(): void {
    throw vscode.FileSystemError.NoPermissions('read-only test file system');
  }
}

describe('in a virtual file system (as in virtual workspaces)', () => {
  // The scheme of VS Code's own in-memory file systems (its web playground and sample), which the extension
  // serves.
  const scheme = 'memfs';
  const files = new MemoryFiles();
  let registration: vscode.Disposable;
  before(() => {
    registration = vscode.workspace.registerFileSystemProvider(scheme, files);
  });
  after(() => {
    registration.dispose();
  });
  afterEach(closeAll);

  it('checks an answer file against its input file, both read through workspace.fs', async () => {
    const input = vscode.Uri.from({ scheme, path: '/contest/case.in' });
    const output = vscode.Uri.from({ scheme, path: '/contest/case.out' });
    await vscode.workspace.fs.writeFile(
      input,
      new TextEncoder().encode('2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 x 8\n'),
    );
    await vscode.workspace.fs.writeFile(
      output,
      new TextEncoder().encode('ullddrurdllurdruldr\nunsolvable\n'),
    );
    const document = await vscode.workspace.openTextDocument(output);
    await show(document);
    const ours = (): vscode.Diagnostic[] =>
      vscode.languages.getDiagnostics(output).filter((d) => d.source === 'eight puzzle');
    await eventually(() => ours().length === 1, 'one diagnostic', 10_000);
    assert.equal(ours()[0].message, 'this board is solvable (in 1 move)');
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      output,
      new vscode.Position(0, 3),
    );
    assert.match(
      hovers
        .map((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : '')).join(''))
        .join(''),
      /After move 4 of 19/,
    );
  });
});
