import type { SolveLarge } from '../../solver';

/** An input read a piece at a time, so no command ever holds a whole file. */
export interface TextSource {
  /**
   * The next piece of text, or undefined at the end. Throws {@link CommandError} when the input cannot be
   * read.
   */
  read(): string | undefined;
  /**
   * Lets go of the file before its end has been read (lint stops at a binary file's first piece); reading
   * afterwards gives nothing.
   */
  close?(): void;
  /**
   * The input's next bytes, undecoded, into `bytes` from `at` to its end:
   * how many were read, 0 at the end. For a reader of plain ASCII lines
   * (`solve`'s 9! road), which gives back with {@link unread} whatever it
   * does not take, and reads the rest with {@link read}. A source may not
   * have it: then everything is read as text.
   */
  readBytes?(bytes: Uint8Array, at: number): number;
  /**
   * Bytes got from {@link readBytes} that {@link read} is to give first, decoded as the rest of the input;
   * they are copied.
   */
  unread?(bytes: Uint8Array): void;
  /**
   * {@link read}, but while it waits for a pipe or a terminal the event
   * loop turns, so signal handlers run: for a command that has them. Once
   * called, the source is read with it alone. A source may not have it.
   */
  readSoon?(): Promise<string | undefined>;
}

/** What a path is, as `lint` walks a tree: the kind of what it leads to, and whether it is a symbolic link. */
export type PathKind =
  | { readonly kind: 'file'; readonly link: boolean }
  /** `id` is the same for every path that leads to this directory (its device and inode), so a link back up is seen as a loop. */
  | { readonly kind: 'directory'; readonly link: boolean; readonly id: string }
  /** A device, a socket, a pipe: nothing to read as text. */
  | { readonly kind: 'other'; readonly link: boolean };

/** Folders as `lint` reads them. */
export interface FileTree {
  /** What `path` is, links followed. Throws {@link CommandError} when it does not exist or cannot be looked at. */
  kind(path: string): PathKind;
  /** The names in a directory, sorted so every run reports in the same order. Throws {@link CommandError}. */
  names(path: string): string[];
  /** `name` inside the directory `folder`, written the platform's way. */
  join(folder: string, name: string): string;
  /** Where `path` really is: absolute, every link resolved. Throws {@link CommandError}. */
  real(path: string): string;
  /** The kernel's file system `path` is on (`proc`, `sysfs`, …), wherever it is mounted; undefined for any other. */
  kernelFileSystem(path: string): string | undefined;
}

/** What a command may touch, so tests run commands in-process with made-up files. */
export interface Io {
  /** Folders, for the commands that walk them; tests without folders leave it out. */
  readonly tree?: FileTree;
  /** A file, or standard input for `-` or no name. Throws {@link CommandError} when it cannot be opened. */
  open(file: string | undefined): TextSource;
  /**
   * Writes to standard output before returning (the bytes may be reused
   * afterwards). Throws {@link OutputClosed} when the reader has gone, and
   * {@link WriteFailed} for any other failure.
   */
  out(text: string | Uint8Array): void;
  /** Writes to standard error; never throws: when it cannot be written there is no one left to tell. */
  err(text: string): void;
  /** Progress is only worth drawing for a person watching a terminal. */
  readonly errIsTerminal: boolean;
  /** When the answers themselves scroll by on the terminal, they are the progress. */
  readonly outIsTerminal: boolean;
  /** The optimal solver for boards of more than 9 cells (3×4, 4×3, 4×4), when this build has one. */
  readonly solveLarge?: SolveLarge;
  /** How many large boards a batch asks `solveLarge` about ahead (a few per worker), its answers written in order: 1 unless said. */
  readonly largeSearchesAtOnce?: number;
  /** Cancels a long search (Ctrl+C), when the caller can tell. */
  readonly signal?: AbortSignal;
}

/** Erases a progress line on the terminal: back to its start, then clear to the end of the line. */
export const CLEAR_LINE = '\r\x1b[K';

/** `eight-puzzle: <text>` on standard error, from outside a command's UnreadableLineReport: a progress line that may be showing is erased first. */
export function notice(stderr: Pick<Io, 'err' | 'errIsTerminal'>, text: string): void {
  stderr.err(`${stderr.errIsTerminal ? CLEAR_LINE : ''}eight-puzzle: ${text}\n`);
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, wrong: 1, badInput: 2, writeFailed: 3, interrupted: 130 } as const;

/** A problem with how the command was called: the message is followed by the usage. */
export class UsageError extends Error {}

/** A problem with a whole command (an unreadable file, a board that does not exist): one line, exit 2. */
export class CommandError extends Error {}

/** Standard output's reader has gone (`eight-puzzle gen --all | head`): not an error, there is just no one to write to. */
export class OutputClosed extends Error {}

/** Standard output cannot be written (a full disk): said in one line, exit 3. */
export class WriteFailed extends Error {}

/** The name users know an input by. */
export function inputName(file: string | undefined): string {
  return file === undefined || file === '-' ? 'standard input' : file;
}

/** Why a file cannot be read, in words, from a system error. */
export function explainReadError(file: string | undefined, error: unknown): CommandError {
  const code = (error as { code?: unknown } | null)?.code;
  const name = inputName(file);
  switch (code) {
    case 'ENOENT':
      return new CommandError(`${name}: no such file`);
    case 'EISDIR':
      return new CommandError(`${name}: is a directory`);
    case 'ELOOP':
      return new CommandError(`${name}: a loop of symbolic links`);
    case 'EACCES':
    case 'EPERM':
      return new CommandError(`${name}: permission denied`);
    default:
      return new CommandError(`${name}: cannot be read (${typeof code === 'string' ? code : String(error)})`);
  }
}

const WRITE_ERRORS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EIO: 'input/output error',
  EBADF: 'it is closed',
  EROFS: 'read-only file system',
};

/** Why standard output cannot be written, in words, from a system error. */
export function explainWriteError(error: unknown): WriteFailed {
  const code = (error as { code?: unknown } | null)?.code;
  const reason =
    typeof code === 'string' ? `${WRITE_ERRORS[code] ?? 'system error'} (${code})` : String(error);
  return new WriteFailed(`cannot write standard output: ${reason}`);
}

/**
 * The longest line read as a board or an answer (1 MiB of characters): any
 * real one is a few dozen. A longer line is reported by its start and length
 * and never held, so one huge line cannot take the memory of the whole run.
 */
export const MOST_LINE_CHARACTERS = 1024 * 1024;
