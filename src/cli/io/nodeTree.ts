import { lstatSync, readdirSync, realpathSync, statfsSync, statSync, Stats } from 'node:fs';
import { join } from 'node:path';
import { explainReadError, FileTree, PathKind } from './io';
import { kernelFileSystemNamed } from './kernelFiles';
import { nameFromBytes, systemPath } from './pathBytes';

/**
 * The real folders, for `lint`: names read as bytes (so a name that is not
 * UTF-8 is one lint can open), a link told from what it leads to, and
 * loops told by device and inode.
 */
export const NODE_TREE: FileTree = {
  kind: (path: string): PathKind => {
    try {
      const own = lstatSync(systemPath(path));
      if (!own.isSymbolicLink()) return kindOf(own, false);
      // A link whose target has gone (or a loop of links, ELOOP) is a path that cannot be read.
      return kindOf(statSync(systemPath(path)), true);
    } catch (error) {
      throw explainReadError(path, error);
    }
  },
  names: (path: string): string[] => {
    try {
      return readdirSync(systemPath(path), { encoding: 'buffer' }).map(nameFromBytes).sort();
    } catch (error) {
      throw explainReadError(path, error);
    }
  },
  join: (folder, name) => join(folder, name),
  real: (path: string): string => {
    try {
      return nameFromBytes(realpathSync(systemPath(path), { encoding: 'buffer' }));
    } catch (error) {
      throw explainReadError(path, error);
    }
  },
  kernelFileSystem: (path: string): string | undefined => {
    if (process.platform !== 'linux') return undefined;
    try {
      return kernelFileSystemNamed(statfsSync(systemPath(path)).type);
    } catch {
      // What cannot be asked about is read or refused by the calls that follow, with their own words.
      return undefined;
    }
  },
};

function kindOf(stats: Stats, link: boolean): PathKind {
  if (stats.isFile()) return { kind: 'file', link };
  if (stats.isDirectory()) return { kind: 'directory', link, id: `${stats.dev}:${stats.ino}` };
  return { kind: 'other', link };
}
