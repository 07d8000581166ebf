// Where the pattern databases are kept between sessions, as the loader sees
// it: files by name in one place. A worker thread reaches the disk itself
// (nodeFiles.ts); a Web Worker has no disk, so its host reads the files for
// it and writes what it builds (webWorker.ts). Pure, so both can use it.

export interface DatabaseFiles {
  /** The place, as a person reads it: the directory, or the storage's URI. */
  readonly directory: string;
  /**
   * The file's bytes, or undefined when there is none (or it cannot be read,
   * or is refused: longer than `mostBytes`, which its kind never is, or on
   * disk anything this process did not write).
   */
  read(name: string, mostBytes: number): Uint8Array | undefined;
  /**
   * Best effort: undefined when the file is in place (or handed on to be written), else why not (an error
   * code). Never throws.
   */
  write(name: string, bytes: Uint8Array): string | undefined;
}
