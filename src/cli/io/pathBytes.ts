// File names as the system holds them, bytes, kept in JavaScript strings:
// a name that is not UTF-8 would otherwise be decoded to U+FFFD and then
// name no file. Each byte that is not part of a UTF-8 character is held as
// the lone surrogate U+DC80 + byte (Python's `surrogateescape`), which no
// UTF-8 text decodes to, so every name goes there and back unchanged; only
// the calls into the system see bytes.
import { isUtf8 } from 'node:buffer';

const ESCAPED_BYTE = 0xdc00;

/** A directory entry's name as a string that gives back its bytes through {@link systemPath}. */
export function nameFromBytes(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let name = '';
  for (let at = 0; at < bytes.length;) {
    const length = sequenceLength(bytes[at]);
    const character = bytes.subarray(at, at + length);
    if (length > 0 && character.length === length && isUtf8(character)) {
      name += character.toString('utf8');
      at += length;
    } else {
      name += String.fromCharCode(ESCAPED_BYTE + bytes[at]);
      at++;
    }
  }
  return name;
}

/**
 * The path for a call into the system: the string itself, or its bytes when it holds a byte that is not
 * UTF-8.
 */
export function systemPath(path: string): string | Buffer {
  if (!/[\udc80-\udcff]/.test(path)) return path;
  const parts: Buffer[] = [];
  let text = '';
  for (let at = 0; at < path.length; at++) {
    const code = path.charCodeAt(at);
    const paired =
      code >= 0xd800 &&
      code <= 0xdbff &&
      at + 1 < path.length &&
      (path.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
    if (paired) {
      text += path.slice(at, at + 2);
      at++;
    } else if (code >= 0xdc80 && code <= 0xdcff) {
      parts.push(Buffer.from(text, 'utf8'), Buffer.of(code - ESCAPED_BYTE));
      text = '';
    } else {
      text += path[at];
    }
  }
  parts.push(Buffer.from(text, 'utf8'));
  return Buffer.concat(parts);
}

/** The bytes of the UTF-8 character a lead byte starts; 0 for a byte that starts none. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}
