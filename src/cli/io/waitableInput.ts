// An input read without holding the thread. The command line reads with
// synchronous calls, which is right until a command has a signal handler:
// Node runs a handler only when the event loop turns, and a read of a pipe
// or a terminal with nothing in it holds the thread, so Ctrl+C and SIGTERM
// would go unheard until the input ended (`solve` after a 4×4 answer, its
// input still open). Reading such a descriptor through a stream lets the loop
// turn while it waits. Not Node's fs.read: its thread-pool read of a pipe
// holds process.exit until the pipe ends.
import { fstatSync } from 'node:fs';
import { Socket } from 'node:net';
import { isatty, ReadStream } from 'node:tty';

export interface WaitableInput {
  /** The next bytes, or undefined at the end; the event loop turns while none have come. */
  next(): Promise<Buffer | undefined>;
  /** Done with it: the stream is destroyed (closing the descriptor), so nothing keeps the process. */
  stop(): void;
}

/** Whether a read of `fd` can wait for ever: a pipe, a FIFO, a socket or a terminal (a file's or a device's read returns at once). */
export function readCanWait(fd: number): boolean {
  try {
    const stats = fstatSync(fd);
    return stats.isFIFO() || stats.isSocket() || isatty(fd);
  } catch {
    return false;
  }
}

/**
 * The descriptor (one {@link readCanWait} said yes of) as a stream, read a chunk at a time; from now on it is
 * read through this alone.
 */
export function waitableInput(fd: number): WaitableInput {
  // As Node makes process.stdin; half open, so the end of the input does not shut the other side of a socket.
  const stream = isatty(fd)
    ? new ReadStream(fd)
    : new Socket({ fd, readable: true, writable: false, allowHalfOpen: true });
  // The stream holds the process only while someone waits for it: a command that stops reading can end.
  stream.unref();
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer, undefined>;
  return {
    next: async () => {
      stream.ref();
      try {
        const got = await chunks.next();
        return got.done ? undefined : got.value;
      } finally {
        stream.unref();
      }
    },
    stop: () => stream.destroy(),
  };
}
