import { readFileSync } from 'node:fs';

/** What a command may touch, so tests run commands in-process with fake files. */
export interface Io {
  /** The whole text of a file, or of standard input for `-` or no name. */
  read(file: string | undefined): string;
  out(text: string | Uint8Array): void;
  err(text: string): void;
  /** Progress is only worth drawing for a person watching a terminal. */
  readonly errIsTerminal: boolean;
}

export const nodeIo: Io = {
  read: (file) => readFileSync(file === undefined || file === '-' ? 0 : file, 'utf8'),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  errIsTerminal: process.stderr.isTTY === true,
};

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, wrong: 1, badInput: 2 } as const;

/** Thrown only for a problem with a whole command (usage, unreadable file); never for one bad board. */
export class UsageError extends Error {}

export function readOrExplain(io: Io, file: string | undefined): string {
  try {
    return io.read(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const name = file === undefined || file === '-' ? 'standard input' : file;
    throw new UsageError(code === 'ENOENT' ? `${name}: no such file` : code === 'EISDIR' ? `${name}: is a directory` : `${name}: cannot be read (${code ?? String(error)})`);
  }
}
