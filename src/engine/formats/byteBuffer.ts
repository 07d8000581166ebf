import type { AnswerSink } from './answerSink';

/**
 * Bytes gathered before they are sent on: few system calls or decodes, and memory that does not grow with the
 * input.
 */
const BUFFER_BYTES = 64 * 1024;

/** What the buffer needs of a TextEncoder: the engine's types have none, every runtime it runs in has one. */
export interface Utf8Encoder {
  encodeInto(text: string, into: Uint8Array): { readonly written: number };
}

/**
 * Text gathered as UTF-8 in one fixed buffer, sent on whenever it fills:
 * the answer sheet writes answers into `bytes` directly, so hundreds of
 * thousands of them cost no allocation each. Where they are sent,
 * standard output or a document's text, is the subclass's.
 */
export abstract class ByteBuffer implements AnswerSink {
  readonly bytes = new Uint8Array(BUFFER_BYTES);
  /** Where the next byte goes. */
  at = 0;

  constructor(private readonly encoder: Utf8Encoder) {}

  /** Makes room for `count` more bytes (at most the buffer's size). */
  reserve(count: number): void {
    if (this.at + count > this.bytes.length) this.flush();
  }

  /** Text of any length. */
  text(text: string): void {
    // At most three bytes of UTF-8 per UTF-16 unit.
    const most = text.length * 3;
    if (most > this.bytes.length - this.at) this.flush();
    // Most text is short and goes into the buffer; a long one goes on by itself.
    if (most <= this.bytes.length)
      this.at += this.encoder.encodeInto(text, this.bytes.subarray(this.at)).written;
    else this.sendText(text);
  }

  /** Sends on the bytes written so far. */
  flush(): void {
    if (this.at === 0) return;
    const full = this.bytes.subarray(0, this.at);
    // Emptied first, so a failed send is not sent again by a later flush.
    this.at = 0;
    this.sendBytes(full);
  }

  /** The buffer's bytes so far: read before the next write into the buffer. */
  protected abstract sendBytes(bytes: Uint8Array): void;

  /** A text too long for the buffer, after the bytes before it. */
  protected abstract sendText(text: string): void;
}
