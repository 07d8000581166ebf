import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { constants } from 'node:fs';
import { Board, BoardReader, parseBoard, readBoardCells, Size } from '../../engine';

export type FileBoards =
  { readonly ok: true; readonly boards: Board[] } | { readonly ok: false; readonly message: string };

/** The largest test file read: the 9! input is 6.5 MB, and a larger one is a mistake (or `/dev/zero`). */
export const MOST_TEST_FILE_BYTES = 64 * 1024 * 1024;
const CHUNK = 1 << 20;

/**
 * The boards of a judges' input file, read as `eight-puzzle solve --size`
 * reads it (a leading case count skipped); a malformed board is an error
 * that says where. Only a regular file of at most 64 MiB is read: a FIFO,
 * a device (`/dev/zero`, `/dev/urandom`) or a directory is refused at once,
 * opened without blocking so a FIFO with no writer cannot hang the judge.
 */
export function readCaseFile(path: string, size: Size): FileBoards {
  let descriptor: number;
  try {
    descriptor = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, message: `${path}: ${readProblem(error)}` };
  }
  try {
    const stat = fstatSync(descriptor);
    if (stat.isDirectory()) return { ok: false, message: `${path}: is a directory` };
    if (!stat.isFile())
      return { ok: false, message: `${path}: not a regular file (a pipe or a device cannot be a test file)` };
    if (stat.size > MOST_TEST_FILE_BYTES)
      return {
        ok: false,
        message: `${path}: ${stat.size.toLocaleString('en-US')} bytes, more than a test file of ${MOST_TEST_FILE_BYTES / (1024 * 1024)} MiB`,
      };
    return readBoards(path, descriptor, size);
  } catch (error) {
    return { ok: false, message: `${path}: ${readProblem(error)}` };
  } finally {
    closeSync(descriptor);
  }
}

function readBoards(path: string, descriptor: number, size: Size): FileBoards {
  const boards: Board[] = [];
  const cells = new Array<number>(size.cells).fill(0);
  let problem: string | undefined;
  const reader = new BoardReader(
    {
      board: (chunk, start, end, line) => {
        if (problem !== undefined) return;
        if (readBoardCells(chunk, start, end, cells, size)) {
          boards.push(cells.slice());
          return;
        }
        const parsed = parseBoard(chunk.slice(start, end), size);
        problem = `${path}, line ${line + 1}: ${parsed.ok ? 'not a board' : parsed.error.message}`;
      },
      longLine: (line) => (problem ??= `${path}, line ${line + 1}: too long for a board`),
    },
    size,
    4096,
  );
  const decoder = new TextDecoder('utf-8');
  const buffer = new Uint8Array(CHUNK);
  let read = 0;
  // Read to the size the file had when opened, at most: a file that grows while read is not read forever.
  for (
    let bytes = readSync(descriptor, buffer);
    bytes > 0 && read <= MOST_TEST_FILE_BYTES;
    bytes = readSync(descriptor, buffer)
  ) {
    read += bytes;
    reader.push(decoder.decode(buffer.subarray(0, bytes), { stream: true }));
    if (problem !== undefined) break;
  }
  reader.push(decoder.decode());
  reader.end();
  if (problem !== undefined) return { ok: false, message: problem };
  if (boards.length === 0) return { ok: false, message: `${path}: no boards in it` };
  return { ok: true, boards };
}

function readProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EAGAIN') return 'not a regular file (a pipe or a device cannot be a test file)';
  return `cannot be read (${typeof code === 'string' ? code : String(error)})`;
}
