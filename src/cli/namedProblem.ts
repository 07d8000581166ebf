import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { MENTION_WINDOW, problemNamedIn, ProblemId } from '../problems';

/**
 * The problem a source file names, in its own name (`hdu1043.cpp`) or its
 * head (a comment such as `// Luogu P1379`), as the editor reads it;
 * undefined when it names none, or more than one, or cannot be
 * read (the judge then says why). Only a regular file is opened, and only
 * its head is read, so a FIFO or a huge file costs nothing here.
 */
export function problemNamedInFile(path: string): ProblemId | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    const head = Buffer.alloc(MENTION_WINDOW * 4);
    const descriptor = openSync(path, 'r');
    try {
      const read = readSync(descriptor, head, 0, head.length, 0);
      return problemNamedIn(`${basename(path)}\n${head.subarray(0, read).toString('utf8')}`);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return undefined;
  }
}
