import * as vscode from 'vscode';
import { ByteBuffer } from '../../engine';
import { openUntitled } from '../untitled';

/** What Solve All returns, for scripts and tests. */
export interface SolveAllResult {
  readonly boards: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly document?: vscode.TextDocument;
  readonly cancelled: boolean;
  /**
   * Boards of the sizes without a table left without an answer (cancelled, or no solver in the browser), by
   * 1-based line.
   */
  readonly leftLines?: readonly number[];
}

/**
 * Solve All's answers, gathered in memory for a new document: written as
 * bytes by the answer sheet, decoded a piece at a time, joined once.
 */
export class GatheredAnswers extends ByteBuffer {
  private readonly pieces: string[] = [];
  private readonly decoder = new TextDecoder();

  constructor() {
    super(new TextEncoder());
  }

  protected sendBytes(bytes: Uint8Array): void {
    this.pieces.push(this.decoder.decode(bytes));
  }

  protected sendText(text: string): void {
    this.pieces.push(text);
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
