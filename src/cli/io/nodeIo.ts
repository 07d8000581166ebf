import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { errnoCode } from '../../solver/errnoCode';
import { InputDecoder } from './inputDecoder';
import { explainReadError, explainWriteError, Io, OutputClosed, TextSource } from './io';
import { NODE_TREE } from './nodeTree';
import { systemPath } from './pathBytes';
import { readCanWait, WaitableInput, waitableInput } from './waitableInput';

/**
 * Bytes read per system call: big enough that reading costs little next to solving, small enough that each
 * piece dies young (larger ones survive into the old heap and make it grow).
 */
const READ_BYTES = 16 * 1024;

/**
 * The real streams, by file descriptor and synchronous calls: a write error
 * is then an exception where the write is, not an 'error' event after the
 * command has finished, and nothing waits in memory for a slow reader.
 * process.stdout and process.stderr are never touched, so Node never makes
 * the descriptors non-blocking under us.
 */
export function nodeIo(): Io {
  let errBroken = false;
  return {
    open: (file) => openSource(file),
    tree: NODE_TREE,
    out: (text) => {
      try {
        writeAll(1, typeof text === 'string' ? Buffer.from(text) : text);
      } catch (error) {
        if (errnoCode(error) === 'EPIPE') throw new OutputClosed();
        throw explainWriteError(error);
      }
    },
    err: (text) => {
      if (errBroken) return;
      try {
        writeAll(2, Buffer.from(text));
      } catch {
        // A closed or full standard error changes nothing else: the exit code still tells.
        errBroken = true;
      }
    },
    errIsTerminal: isatty(2),
    outIsTerminal: isatty(1),
  };
}

/**
 * Read buffers of sources that have ended, for the next to open: `lint`
 * opens tens of thousands of files one after another, and a buffer made for
 * each is memory the collector only gives back late. A source not yet
 * ended keeps its own.
 */
const FREE_BUFFERS: Buffer[] = [];

function openSource(file: string | undefined): TextSource {
  const stdin = file === undefined || file === '-';
  let fd: number;
  try {
    fd = stdin ? 0 : openSync(systemPath(file), 'r');
  } catch (error) {
    throw explainReadError(file, error);
  }
  const buffer = FREE_BUFFERS.pop() ?? Buffer.allocUnsafe(READ_BYTES);
  // UTF-8, or UTF-16 after its byte-order mark, decoded across chunk ends (the mark is left for the readers,
  // which skip it).
  const decoder = new InputDecoder();
  let done = false;
  /**
   * The descriptor has given its last byte: it is never read again (a terminal would wait for another
   * Ctrl+D).
   */
  let ended = false;
  /** Bytes given back by the reader of bytes, decoded before any more are read. */
  let unread: Buffer | undefined;
  const readInto = (bytes: Uint8Array, at: number): number => {
    if (at >= bytes.length) throw new RangeError('no room to read into: 0 bytes would read as the end');
    if (ended) return 0;
    for (;;) {
      try {
        const count = readSync(fd, bytes, at, bytes.length - at, null);
        if (count === 0) ended = true;
        return count;
      } catch (error) {
        if (errnoCode(error) !== 'EAGAIN') throw explainReadError(file, error);
        pause();
      }
    }
  };
  /**
   * The descriptor as a stream, once a read has had to wait with the event loop turning: it is read through
   * that alone, and closed by it.
   */
  let waiting: WaitableInput | undefined;
  let canWait: boolean | undefined;
  const finish = (): void => {
    done = true;
    if (waiting) waiting.stop();
    else if (!stdin) closeSync(fd);
    FREE_BUFFERS.push(buffer);
  };
  /** The bytes given back, decoded ('' when there are none, or they stop inside a character). */
  const takeUnread = (): string => {
    const text = unread === undefined ? '' : decoder.write(unread);
    unread = undefined;
    return text;
  };
  /**
   * Bytes just read as text ('' while a character is cut short); at the end (none) what the decoder held,
   * undefined for nothing, the source finished.
   */
  const take = (bytes: Buffer | undefined): string | undefined => {
    if (bytes !== undefined) return decoder.write(bytes);
    finish();
    const rest = decoder.end();
    return rest === '' ? undefined : rest;
  };
  const source: TextSource = {
    read: () => {
      const given = takeUnread();
      if (given !== '') return given;
      while (!done) {
        const count = readInto(buffer, 0);
        const text = take(count === 0 ? undefined : buffer.subarray(0, count));
        if (text !== '') return text;
      }
      return undefined;
    },
    // Only a pipe's or a terminal's read can wait; the others read as ever.
    readSoon: async () => {
      canWait ??= readCanWait(fd);
      if (!canWait) return source.read();
      const given = takeUnread();
      if (given !== '') return given;
      while (!done) {
        waiting ??= waitableInput(fd);
        const text = take(
          ended
            ? undefined
            : await waiting.next().catch((error: unknown) => Promise.reject(explainReadError(file, error))),
        );
        if (text !== '') return text;
      }
      return undefined;
    },
    close: () => {
      if (!done) finish();
    },
    readBytes: (bytes, at) => (done ? 0 : readInto(bytes, at)),
    unread: (bytes) => {
      unread = unread === undefined ? Buffer.from(bytes) : Buffer.concat([unread, bytes]);
    },
  };
  return source;
}

function writeAll(fd: number, bytes: Uint8Array): void {
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (error) {
      // A descriptor left non-blocking by whoever started us: wait for the reader.
      if (errnoCode(error) !== 'EAGAIN') throw error;
      pause();
    }
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** A millisecond's wait without spinning, for a descriptor that is not ready. */
function pause(): void {
  Atomics.wait(sleeper, 0, 0, 1);
}
