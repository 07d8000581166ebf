import { StringDecoder } from 'node:string_decoder';

/** The byte-order marks that say a text is UTF-16; any other text is read as UTF-8. */
const LITTLE_ENDIAN_MARK = [0xff, 0xfe];
const BIG_ENDIAN_MARK = [0xfe, 0xff];

/**
 * Decodes an input a piece at a time, across pieces' ends: UTF-16 when it
 * starts with UTF-16's byte-order mark (Windows' editors and PowerShell's
 * `>` write it), little- or big-endian, else UTF-8. The mark is decoded as
 * U+FEFF, like UTF-8's, and left for the readers, which skip it; so a line
 * and a column are the same whatever the encoding.
 */
export class InputDecoder {
  private decoder: StringDecoder | undefined;
  private bigEndian = false;
  /**
   * Bytes not yet decoded: a first piece too short to tell the mark by, or a big-endian unit's first half.
   */
  private held: Buffer | undefined;

  write(bytes: Buffer): string {
    let piece = this.held === undefined ? bytes : Buffer.concat([this.held, bytes]);
    this.held = undefined;
    if (!this.decoder) {
      if (piece.length < 2) {
        this.held = Buffer.from(piece);
        return '';
      }
      this.choose(piece);
    }
    if (this.bigEndian) piece = this.swapped(piece);
    return this.decoder?.write(piece) ?? '';
  }

  /** What is left at the input's end; a last half of a UTF-16 unit is dropped, as Node's decoder drops it. */
  end(): string {
    if (!this.decoder && this.held !== undefined) this.choose(this.held);
    const rest = this.bigEndian || this.held === undefined ? '' : (this.decoder?.write(this.held) ?? '');
    this.held = undefined;
    return rest + (this.decoder?.end() ?? '');
  }

  private choose(start: Buffer): void {
    const marked = (mark: readonly number[]): boolean => start[0] === mark[0] && start[1] === mark[1];
    this.bigEndian = marked(BIG_ENDIAN_MARK);
    this.decoder = new StringDecoder(this.bigEndian || marked(LITTLE_ENDIAN_MARK) ? 'utf16le' : 'utf8');
  }

  /**
   * Big-endian units as little-endian ones, for Node's UTF-16 decoder; an odd last byte waits for its other
   * half.
   */
  private swapped(piece: Buffer): Buffer {
    const even = piece.length - (piece.length % 2);
    if (even < piece.length) this.held = Buffer.from(piece.subarray(even));
    // A copy: the piece may be the reader's buffer, which it reads into again.
    return Buffer.from(piece.subarray(0, even)).swap16();
  }
}
