/**
 * Where the answer lines go: a byte buffer the sheet writes into directly
 * (the 9! batch allocates nothing per board), and text for the rest. The
 * sheet reads `bytes` again after each `reserve`, which may replace it.
 */
export interface AnswerSink {
  readonly bytes: Uint8Array;
  /** Where the next byte goes. */
  at: number;
  /** Makes room for `count` more bytes at `at`. */
  reserve(count: number): void;
  /** Text of any length. */
  text(text: string): void;
  /** Sends on what is written so far: called after each answer that took a search. */
  flush(): void;
}
