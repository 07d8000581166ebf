// Why the pattern databases could not be kept on disk: plain data, so the
// worker can post it and each front end words it in its own language.

export interface CacheProblem {
  /** The cache directory the databases were to be written to. */
  readonly directory: string;
  /** The system's error code (ENOTDIR, ENOENT, EISDIR, ENOSPC …), or the error's message when it has none. */
  readonly code: string;
}

const CAUSES: Readonly<Record<string, string>> = {
  ENOTDIR: 'a part of the path is a file, not a directory',
  ENOENT: 'no file can be made there',
  EISDIR: 'a directory stands where a database file goes',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EEXIST: 'a file stands where the directory goes',
};

/** The problem in one line of English, for the command line's standard error. */
export function describeCacheProblem(problem: CacheProblem): string {
  const cause = CAUSES[problem.code];
  return `the pattern databases cannot be cached in ${problem.directory} (${cause ? `${cause}, ${problem.code}` : problem.code}): they are built again on every run`;
}

/**
 * A cache file that was not read because this process did not write it, or
 * reading it could block or exhaust memory (a FIFO, a device, a link, a file
 * of another user's or one longer than its kind can be): its data is built
 * again instead. Plain data, like {@link CacheProblem}.
 */
export interface RefusedFile {
  readonly path: string;
  /** Why, as the line says it: `it is a named pipe (FIFO)`. */
  readonly why: string;
}

/** The refusal in one line of English, for the command line's standard error. */
export function describeRefusedFile(refused: RefusedFile): string {
  return `not reading the cache file ${refused.path}: ${refused.why}; built again instead`;
}
