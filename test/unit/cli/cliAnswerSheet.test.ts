// The one "answer every board of a file" (src/engine/formats/answerSheet.ts) that the
// command line's `solve` and the editor's Solve All share: answers in order,
// from the tables at once and from an injected solver for the sizes without
// one, the counts, and a board left without an answer.
import assert from 'node:assert/strict';
import {
  Board,
  EIGHT_PUZZLE,
  findBoards,
  optimalDistance,
  parseBoard,
  Puzzle,
  puzzleOf,
  replay,
  Size,
  sizeByKey,
} from '../../../src/engine';
import {
  AnswerSheet,
  AnswerSheetOptions,
  LargeBoard,
  otherSizeByCells,
} from '../../../src/engine/formats/answerSheet';
import { AnswerSink } from '../../../src/engine/formats/answerSink';
import type { LargeAnswer } from '../../../src/engine/pdb/answer';

/** A sink with a small buffer, so answers cross its ends often. */
class Lines implements AnswerSink {
  bytes = new Uint8Array(64);
  at = 0;
  flushes = 0;
  private text_ = '';
  private readonly decoder = new TextDecoder();

  reserve(count: number): void {
    if (this.at + count > this.bytes.length) this.drainBytes();
  }

  text(text: string): void {
    this.drainBytes();
    this.text_ += text;
  }

  flush(): void {
    this.flushes++;
    this.drainBytes();
  }

  lines(): string[] {
    this.drainBytes();
    return this.text_.split('\n').slice(0, -1);
  }

  private drainBytes(): void {
    this.text_ += this.decoder.decode(this.bytes.subarray(0, this.at));
    // A fresh buffer each time: the sheet must read `bytes` again after reserving.
    this.bytes = new Uint8Array(64);
    this.at = 0;
  }
}

const FOUR_BY_FOUR = sizeByKey('4x4');
const NEAR_GOAL_16 = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15';
const TWO_AWAY_16 = '1 2 3 4 5 6 7 8 9 10 11 12 13 x 14 15';
const UNSOLVABLE_16 = '2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0';

function options(extra: Partial<AnswerSheetOptions> = {}): AnswerSheetOptions {
  return {
    puzzleFor: (size: Size): Puzzle => puzzleOf(size),
    steps: false,
    upperCase: false,
    unsolvable: 'unsolvable',
    invalid: 'invalid',
    solveLarge: () => Promise.reject(new Error('no large board expected')),
    ...extra,
  };
}

/** Each line of `text` read as a BoardReader gives it (one board a line). */
function readLines(sheet: AnswerSheet, text: string): void {
  text.split('\n').forEach((line, number) => sheet.read(line, 0, line.length, number));
}

function board(text: string, size?: Size): Board {
  const parsed = parseBoard(text, size);
  assert.ok(parsed.ok, text);
  return parsed.board;
}

describe('the answer sheet', () => {
  it('answers eight puzzles in bytes, shortest, in order, and counts what is not a board', () => {
    const sink = new Lines();
    const sheet = new AnswerSheet(sink, options({ size: EIGHT_PUZZLE.size }));
    readLines(
      sheet,
      ['2 3 4 1 5 x 7 6 8', '1 2 3 4 5 6 8 7 x', 'hello', '1 2 3 4 5 6 7 8 x', '1 2 3 4 5 6 7 x 8'].join(
        '\n',
      ),
    );
    const lines = sink.lines();
    assert.equal(lines.length, 5);
    assert.ok(replay(EIGHT_PUZZLE, board('2 3 4 1 5 x 7 6 8'), lines[0]).solved);
    assert.equal(lines[0].length, optimalDistance(EIGHT_PUZZLE, board('2 3 4 1 5 x 7 6 8')));
    assert.deepEqual(lines.slice(1), ['unsolvable', 'invalid', '', 'r']);
    assert.deepEqual([sheet.boards, sheet.unsolvable, sheet.invalid, sheet.waits], [5, 1, 1, false]);
  });

  it('writes numbers of moves, capitals and its own words for an unsolvable board, in any text', () => {
    const words = '无解 — no 🧩';
    const sink = new Lines();
    const sheet = new AnswerSheet(sink, options({ steps: true, unsolvable: words }));
    readLines(sheet, '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x');
    assert.deepEqual(sink.lines(), ['19', words]);
    const upper = new Lines();
    readLines(new AnswerSheet(upper, options({ upperCase: true })), '1 2 3 4 5 6 7 x 8\n1 2 x 3');
    assert.deepEqual(upper.lines(), ['R', 'R']);
  });

  it('waits for the large solver, keeping the answers after a large board behind it', async () => {
    const sink = new Lines();
    const asked: LargeBoard[] = [];
    const sheet = new AnswerSheet(
      sink,
      options({
        solveLarge: (large) => {
          asked.push(large);
          return Promise.resolve<LargeAnswer>({
            kind: asked.length === 1 ? 'shortest' : 'unproven',
            moves: asked.length === 1 ? 'r' : 'rr',
            nodes: 1,
          });
        },
      }),
    );
    readLines(
      sheet,
      [NEAR_GOAL_16, '1 2 3 4 5 6 7 x 8', UNSOLVABLE_16, 'what', TWO_AWAY_16, '1 2 x 3'].join('\n'),
    );
    assert.equal(sheet.waits, true);
    assert.deepEqual(sink.lines(), []);
    assert.equal(await sheet.drain(), true);
    assert.deepEqual(sink.lines(), ['r', 'r', 'unsolvable', 'invalid', 'rr', 'r']);
    assert.deepEqual(
      asked.map((large) => [large.line, large.number, large.nth, large.puzzle.size.key]),
      [
        [0, 1, 1, '4x4'],
        [4, 5, 3, '4x4'],
      ],
    );
    assert.deepEqual(
      [sheet.boards, sheet.unsolvable, sheet.invalid, sheet.unproven, sheet.large],
      [6, 1, 1, 1, 3],
    );
    assert.ok(sink.flushes >= 2, 'each searched answer is sent on');
  });

  it('answers the scanner’s boards of every size, and leaves a board the solver did not answer with its own text', async () => {
    const sink = new Lines();
    const sheet = new AnswerSheet(
      sink,
      options({ left: '?', solveLarge: () => Promise.resolve<LargeAnswer>({ kind: 'cancelled' }) }),
    );
    const text = ['[[4,1,2],[5,0,3]]', NEAR_GOAL_16, '2 3 4 1 5 x 7 6 8', TWO_AWAY_16];
    for (const found of findBoards(text, 0)) {
      assert.ok(found.result.ok);
      sheet.board(found.result.board, found.size, found.line);
    }
    assert.equal(await sheet.drain(), true);
    const lines = sink.lines();
    assert.equal(lines[0].length, 5);
    assert.equal(lines[2].length, 19);
    assert.deepEqual([lines[1], lines[3]], ['?', '?']);
    assert.deepEqual(sheet.left, [1, 3]);
    assert.equal(sheet.stoppedAt, undefined);
  });

  it('stops at a board left without an answer when it has no text for one', async () => {
    const sink = new Lines();
    const sheet = new AnswerSheet(
      sink,
      options({ solveLarge: () => Promise.resolve<LargeAnswer>({ kind: 'cancelled' }) }),
    );
    sheet.board(board(NEAR_GOAL_16, FOUR_BY_FOUR), FOUR_BY_FOUR, 0);
    sheet.board(board('1 2 3 4 5 6 7 x 8'), EIGHT_PUZZLE.size, 1);
    assert.equal(await sheet.drain(), false);
    assert.equal(sheet.stoppedAt?.line, 0);
    assert.equal(sheet.waits, false);
    assert.deepEqual(sink.lines(), []);
  });

  it('asks about several large boards at once when told to, and writes their answers in order however they come', async () => {
    const sink = new Lines();
    const pending: { large: LargeBoard; answer: (answer: LargeAnswer) => void }[] = [];
    const sheet = new AnswerSheet(
      sink,
      options({
        searchesAtOnce: 3,
        solveLarge: (large) =>
          new Promise<LargeAnswer>((resolve) => {
            pending.push({ large, answer: resolve });
          }),
      }),
    );
    const lines = [
      NEAR_GOAL_16,
      '1 2 3 4 5 6 7 x 8',
      TWO_AWAY_16,
      NEAR_GOAL_16,
      'what',
      TWO_AWAY_16,
      NEAR_GOAL_16,
    ];
    readLines(sheet, lines.join('\n'));
    const drained = sheet.drain();
    const answered = new Set<number>();
    let most = 0;
    // The newest asked is answered first each time, so the answers come back out of order.
    for (let turn = 0; turn < 20 && answered.size < 5; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      const open = pending.filter((p) => !answered.has(p.large.line));
      most = Math.max(most, open.length);
      const last = open.at(-1);
      if (!last) continue;
      answered.add(last.large.line);
      last.answer({
        kind: 'shortest',
        moves: lines[last.large.line] === NEAR_GOAL_16 ? 'r' : 'rr',
        nodes: 1,
      });
    }
    assert.equal(await drained, true);
    assert.deepEqual(sink.lines(), ['r', 'r', 'rr', 'r', 'invalid', 'rr', 'r']);
    assert.deepEqual(
      pending.map((p) => p.large.line),
      [0, 2, 3, 5, 6],
      'each board asked about once, in order',
    );
    assert.equal(most, 3, 'boards asked about at once, at most');
  });

  it('stops at the first board in order left without an answer, when boards ahead of it were asked about too', async () => {
    const sink = new Lines();
    const asked: LargeBoard[] = [];
    const sheet = new AnswerSheet(
      sink,
      options({
        searchesAtOnce: 2,
        solveLarge: (large) => {
          asked.push(large);
          return Promise.resolve<LargeAnswer>(
            asked.length === 1 ? { kind: 'shortest', moves: 'r', nodes: 1 } : { kind: 'cancelled' },
          );
        },
      }),
    );
    readLines(sheet, [NEAR_GOAL_16, TWO_AWAY_16, NEAR_GOAL_16, NEAR_GOAL_16].join('\n'));
    assert.equal(await sheet.drain(), false);
    assert.equal(sheet.stoppedAt?.line, 1);
    assert.equal(sheet.waits, false);
    assert.deepEqual(sink.lines(), ['r']);
    assert.deepEqual(
      asked.map((large) => large.line),
      [0, 1, 2],
    );
  });

  it('answers each size toward the goal its caller gives it', () => {
    const luogu = puzzleOf(EIGHT_PUZZLE.size, board('123804765'));
    const sink = new Lines();
    const sheet = new AnswerSheet(
      sink,
      options({ steps: true, puzzleFor: (size) => (size === EIGHT_PUZZLE.size ? luogu : puzzleOf(size)) }),
    );
    readLines(sheet, '283104765\n1 2 x 3');
    assert.deepEqual(sink.lines(), [String(optimalDistance(luogu, board('283104765'))), '1']);
  });

  it('parses a line whole only when its cells alone name another size', () => {
    const has = (text: string): boolean => otherSizeByCells(text, 0, text.length);
    assert.equal(has('1 2 x 3'), true);
    assert.equal(has(NEAR_GOAL_16), true);
    assert.equal(has('1 2 3 4 5 6 7 8 x'), false);
    assert.equal(has('1 2 3 4 5 x'), false);
    assert.equal(has('1 2 3 4 5 6 7 x'), false);
    assert.equal(has('1 2 3 4 5 6 7 8 9 10 11 x'), false);
  });
});
