import * as vscode from 'vscode';
import type { AnswerSink } from '../../engine';
import { openUntitled } from '../untitled';

/** What Solve All returns, for scripts and tests. */
export interface SolveAllResult {
  readonly boards: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly document?: vscode.TextDocument;
  readonly cancelled: boolean;
  /** Boards of the sizes without a table left without an answer (cancelled, or no solver in the browser), by 1-based line. */
  readonly leftLines?: readonly number[];
}

/** Bytes gathered before they are decoded: a few thousand answers at a time. */
const PIECE_BYTES = 64 * 1024;

/**
 * Solve All's answers, gathered in memory for a new document: written as
 * bytes by the answer sheet, decoded a piece at a time, joined once.
 */
export class GatheredAnswers implements AnswerSink {
  readonly bytes = new Uint8Array(PIECE_BYTES);
  at = 0;
  private readonly pieces: string[] = [];
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  reserve(count: number): void {
    if (this.at + count > this.bytes.length) this.flush();
  }

  text(text: string): void {
    // At most three bytes of UTF-8 per UTF-16 unit.
    const most = text.length * 3;
    if (most > this.bytes.length - this.at) this.flush();
    if (most <= this.bytes.length)
      this.at += this.encoder.encodeInto(text, this.bytes.subarray(this.at)).written;
    else this.pieces.push(text);
  }

  flush(): void {
    if (this.at === 0) return;
    this.pieces.push(this.decoder.decode(this.bytes.subarray(0, this.at)));
    this.at = 0;
  }

  /** Every answer line so far, each with its line end. */
  toString(): string {
    this.flush();
    return this.pieces.join('');
  }
}

/** The answers in a new plain-text document beside the file. */
export async function showAnswers(answers: GatheredAnswers): Promise<vscode.TextDocument> {
  const document = await openUntitled(answers.toString(), 'plaintext');
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: false });
  return document;
}
