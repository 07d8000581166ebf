// What the cache files have in common (pattern databases, pdb/file.ts, and
// distance tables, distanceTableFile.ts): a header that starts with a magic
// word, a format version and the board's shape, and a checksum, so a stale
// or damaged file is refused, never trusted.

/** FNV-1a of `data[start, end)`. */
export function checksum(data: Uint8Array, start = 0, end = data.length): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ data[i], 0x01000193);
  return hash >>> 0;
}

export interface FileKind {
  /** The first four bytes, as ASCII letters (`EPDB`). */
  readonly magic: string;
  /** At byte 4, a little-endian u16. */
  readonly version: number;
  /** Bytes before the data. */
  readonly header: number;
  /** `a pattern database`: what the file is, as the refusal says it. */
  readonly what: string;
}

/** Why `bytes` is not a file of this kind for a board of `rows` × `columns` (bytes 6 and 7), or undefined when its header says it is. */
export function headerProblem(
  bytes: Uint8Array,
  kind: FileKind,
  rows: number,
  columns: number,
): string | undefined {
  if (bytes.length < kind.header) return `${bytes.length} bytes is shorter than the header`;
  for (let i = 0; i < 4; i++) if (bytes[i] !== kind.magic.charCodeAt(i)) return `not ${kind.what} file`;
  const version = bytes[4] | (bytes[5] << 8);
  if (version !== kind.version) return `format version ${version}, expected ${kind.version}`;
  if (bytes[6] !== rows || bytes[7] !== columns)
    return `made for ${bytes[6]}×${bytes[7]}, not ${rows}×${columns}`;
  return undefined;
}

/** Writes the eight bytes {@link headerProblem} reads: the magic word, the version, rows and columns. */
export function writeHeader(bytes: Uint8Array, kind: FileKind, rows: number, columns: number): void {
  for (let i = 0; i < 4; i++) bytes[i] = kind.magic.charCodeAt(i);
  bytes[4] = kind.version & 0xff;
  bytes[5] = kind.version >>> 8;
  bytes[6] = rows;
  bytes[7] = columns;
}
