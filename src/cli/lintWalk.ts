import { CommandError, FileTree } from './io';

/** Folders never linted: other people's packages and the repository's own store, as linters skip them. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** What the walk finds, in order. */
export interface WalkEvents {
  /** A file to lint; `given` when it was named on the command line, not found in a folder. */
  file(path: string, given: boolean): void;
  /** A path that cannot be read: said, and the walk goes on. */
  unreadable(error: CommandError): void;
}

/**
 * Every file under the paths given, depth first, in sorted order, one at a
 * time: the walk holds only the folders it is inside (their names), never
 * the tree. Links are followed, but a folder that is one of the folders the
 * walk is already inside (a link back up) is not entered again, so a loop of
 * links ends. `node_modules` and `.git` are skipped where they are found, not
 * when named: `lint node_modules/x` lints it.
 */
export function walkPaths(tree: FileTree, paths: readonly string[], events: WalkEvents): void {
  for (const path of paths) {
    const kind = kindOf(tree, path, events);
    if (kind?.kind === 'file') events.file(path, true);
    else if (kind?.kind === 'directory') walkFolder(tree, path, [kind.id], events);
    else if (kind) events.unreadable(new CommandError(`${path}: not a file or a folder`));
  }
}

function walkFolder(tree: FileTree, folder: string, inside: string[], events: WalkEvents): void {
  let names: string[];
  try {
    names = tree.names(folder);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    events.unreadable(error);
    return;
  }
  for (const name of names) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const path = tree.join(folder, name);
    const kind = kindOf(tree, path, events);
    if (kind?.kind === 'file') events.file(path, false);
    else if (kind?.kind === 'directory' && !inside.includes(kind.id)) {
      inside.push(kind.id);
      walkFolder(tree, path, inside, events);
      inside.pop();
    }
    // Devices, sockets and pipes found in a folder are no text: passed over, as linters do.
  }
}

function kindOf(tree: FileTree, path: string, events: WalkEvents): ReturnType<FileTree['kind']> | undefined {
  try {
    return tree.kind(path);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    events.unreadable(error);
    return undefined;
  }
}
