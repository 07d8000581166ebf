import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { MENTION_WINDOW, problemNamedIn, ProblemId } from '../../problems';

/** The problem a file names, and where: its text (a comment such as `// Luogu P1379`), or only its name (`hdu1043.cpp`). */
export interface NamedProblem {
  readonly problem: ProblemId;
  readonly by: 'source' | 'file-name';
}

/**
 * The problem a source file names, in its own name (`hdu1043.cpp`) or its
 * head (a comment such as `// Luogu P1379`), as the editor reads it;
 * undefined when it names none, or more than one, or cannot be
 * read (the judge then says why). Only a regular file is opened, and only
 * its head is read, so a FIFO or a huge file costs nothing here.
 */
export function problemNamedInFile(path: string): NamedProblem | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    const head = Buffer.alloc(MENTION_WINDOW * 4);
    const descriptor = openSync(path, 'r');
    try {
      const read = readSync(descriptor, head, 0, head.length, 0);
      const text = head.subarray(0, read).toString('utf8');
      const problem = problemNamedIn(`${basename(path)}\n${text}`);
      if (problem === undefined) return undefined;
      return { problem, by: problemNamedIn(text) === problem ? 'source' : 'file-name' };
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return undefined;
  }
}
