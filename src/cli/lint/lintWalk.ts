import { resolve, sep } from 'node:path';
import { CommandError, FileTree, PathKind } from '../io/io';
import { kernelFolderOf } from '../io/kernelFiles';

/** Folders never linted: other people's packages and the repository's own store, as linters skip them. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** How far the walk goes. */
export interface WalkOptions {
  /** Follow links that lead out of the tree they are found in (`--follow-links`); links inside it are always followed. */
  readonly followLinks: boolean;
}

/** What the walk finds, in order. */
export interface WalkEvents {
  /** A file to lint; `given` when it was named on the command line, not found in a folder. */
  file(path: string, given: boolean): void;
  /**
   * A path that cannot be read, or may not be (the kernel's files named on the command line): said, and the
   * walk goes on.
   */
  unreadable(error: CommandError): void;
  /** A folder of the kernel's files met in a folder: passed over, `why` in words. */
  passedOver(path: string, why: string): void;
  /** A link out of the tree, not followed without `--follow-links`: counted, not said one by one (a Python venv has several). */
  linkNotFollowed(path: string): void;
}

/**
 * Every file under the paths given, depth first, in sorted order, one at a
 * time. Each path given is a tree: a link found in it is followed when it
 * leads to a place inside that tree, and out of it only with
 * `followLinks`, so a repository holding a link to `/` is not the whole
 * disk. Nothing under /proc, /sys or /dev is read, nor any of the kernel's
 * file systems wherever mounted. A folder the walk is inside is never
 * entered again (a link back up), and a link never leads into a folder
 * already walked, so neither loops nor many links to one place multiply
 * the walk. `node_modules` and `.git` are skipped where they are found,
 * not when named: `lint node_modules/x` lints it.
 */
export function walkPaths(
  tree: FileTree,
  paths: readonly string[],
  options: WalkOptions,
  events: WalkEvents,
): void {
  const walk = new Walk(tree, options, events);
  for (const path of paths) walk.given(path);
}

class Walk {
  /** The folders entered in this run, by id; the memory of a walk, one short string a folder. */
  private readonly entered = new Set<string>();

  constructor(
    private readonly tree: FileTree,
    private readonly options: WalkOptions,
    private readonly events: WalkEvents,
  ) {}

  /** A path named on the command line: read even where a walk would not go, but never the kernel's files. */
  given(path: string): void {
    const kind = this.kindOf(path);
    if (!kind) return;
    if (kind.kind === 'other')
      return this.events.unreadable(new CommandError(`${path}: not a file or a folder`));
    const real = this.realOf(path);
    if (real === undefined) return;
    // As named too: /proc/self/root really is /, and is still the way in through /proc.
    const kernel = this.kernelFiles(path, resolve(path)) ?? this.kernelFiles(path, real);
    if (kernel !== undefined) return this.events.unreadable(new CommandError(`${path}: not read: ${kernel}`));
    if (kind.kind === 'file') return this.events.file(path, true);
    this.entered.add(kind.id);
    this.folder(path, real, real, [kind.id]);
  }

  /** `path`, which really is `real`, in the tree whose real root is `root`; `inside`: the ids of the folders the walk is in. */
  private folder(path: string, real: string, root: string, inside: string[]): void {
    let names: string[];
    try {
      names = this.tree.names(path);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      this.events.unreadable(error);
      return;
    }
    for (const name of names) {
      if (SKIPPED_FOLDERS.has(name)) continue;
      const child = this.tree.join(path, name);
      const kind = this.kindOf(child);
      // Devices, sockets and pipes found in a folder are no text: passed over, as linters do.
      if (!kind || kind.kind === 'other') continue;
      const childReal = kind.link ? this.realOf(child) : this.tree.join(real, name);
      if (childReal === undefined) continue;
      if (kind.link && !this.options.followLinks && !within(childReal, root)) {
        this.events.linkNotFollowed(child);
        continue;
      }
      if (kind.kind === 'directory' || kind.link) {
        const kernel = this.kernelFiles(child, childReal);
        if (kernel !== undefined) {
          this.events.passedOver(child, kernel);
          continue;
        }
      }
      if (kind.kind === 'file') this.events.file(child, false);
      else if (this.enters(kind, inside)) {
        this.entered.add(kind.id);
        inside.push(kind.id);
        this.folder(child, childReal, root, inside);
        inside.pop();
      }
    }
  }

  /**
   * A folder is entered unless the walk is inside it already; through a link, only if no walk has been in it.
   */
  private enters(kind: PathKind & { kind: 'directory' }, inside: readonly string[]): boolean {
    return !inside.includes(kind.id) && !(kind.link && this.entered.has(kind.id));
  }

  /** Why `path` (really `real`) holds the kernel's files, in words; undefined when it does not. */
  private kernelFiles(path: string, real: string): string | undefined {
    const folder = kernelFolderOf(real);
    if (folder !== undefined)
      return `${folder} holds the kernel's files, not text (lint never reads /proc, /sys or /dev)`;
    const fileSystem = this.tree.kernelFileSystem(path);
    return fileSystem === undefined
      ? undefined
      : `a ${fileSystem} file system holds the kernel's files, not text`;
  }

  private kindOf(path: string): PathKind | undefined {
    return this.attempt(() => this.tree.kind(path));
  }

  private realOf(path: string): string | undefined {
    return this.attempt(() => this.tree.real(path));
  }

  private attempt<T>(look: () => T): T | undefined {
    try {
      return look();
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      this.events.unreadable(error);
      return undefined;
    }
  }
}

/** Whether the real path `real` is the folder `root` or inside it. */
function within(real: string, root: string): boolean {
  return real === root || real.startsWith(root.endsWith(sep) ? root : root + sep);
}
