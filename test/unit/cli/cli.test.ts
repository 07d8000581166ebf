import assert from 'node:assert/strict';
import {
  Board,
  EIGHT_PUZZLE,
  isSolvable,
  optimalDistance,
  parseBoard,
  Puzzle,
  puzzleOf,
  replay,
} from '../../../src/engine';
import { CommandError, EXIT, Io, TextSource } from '../../../src/cli/io/io';
import { main } from '../../../src/cli/main';
import { MOST_UNREADABLE_LINES_SHOWN } from '../../../src/cli/io/unreadableLineReport';
import { nineFactorialBatch } from '../support/nineFactorial';

interface Run {
  code: number;
  out: string;
  err: string;
  /** How many writes standard output got, and the largest. */
  outWrites: number;
  largestWrite: number;
  /** Every read of every file, in order: `in`, `out`, … */
  reads: string[];
}

interface RunOptions {
  /** Characters per read, so chunk ends fall everywhere. */
  chunk?: number;
  errIsTerminal?: boolean;
  outIsTerminal?: boolean;
  /** Standard input and files also give their UTF-8 bytes (`chunk` bytes a read), as the real ones do: solve's road for plain lines. */
  bytes?: boolean;
}

/** Runs the command line in-process on made-up files; standard input is the file `-`. */
function run(argv: string[], files: Record<string, string> = {}, stdin = '', options: RunOptions = {}): Run {
  const result: Run = { code: 0, out: '', err: '', outWrites: 0, largestWrite: 0, reads: [] };
  const chunk = options.chunk ?? 64 * 1024;
  const decoder = new TextDecoder();
  const io: Io = {
    open: (file): TextSource => {
      const name = file ?? '-';
      const text = name === '-' ? stdin : files[name];
      if (text === undefined) throw new CommandError(`${name}: no such file`);
      if (options.bytes) return byteSource(name, Buffer.from(text), chunk, result.reads);
      let at = 0;
      return {
        read: () => {
          if (at >= text.length) return undefined;
          result.reads.push(name);
          at += chunk;
          return text.slice(at - chunk, at);
        },
      };
    },
    out: (text) => {
      const length = typeof text === 'string' ? text.length : text.byteLength;
      result.outWrites++;
      result.largestWrite = Math.max(result.largestWrite, length);
      result.out += typeof text === 'string' ? text : decoder.decode(text);
    },
    err: (text) => {
      result.err += text;
    },
    errIsTerminal: options.errIsTerminal ?? false,
    outIsTerminal: options.outIsTerminal ?? false,
  };
  result.code = main(argv, io);
  return result;
}

/** A made-up file read as the real ones are: `chunk` bytes a read, as bytes or as text decoded across the reads, and bytes given back read first. */
function byteSource(name: string, bytes: Buffer, chunk: number, reads: string[]): TextSource {
  // A byte-order mark is kept, as Node's StringDecoder keeps it, for the readers to skip.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let at = 0;
  let given: Uint8Array | undefined;
  let ended = false;
  const next = (kind: string): Uint8Array => {
    reads.push(`${name} ${kind}`);
    at += chunk;
    return bytes.subarray(at - chunk, at);
  };
  return {
    read: () => {
      if (given !== undefined) {
        const text = decoder.decode(given, { stream: true });
        given = undefined;
        if (text !== '') return text;
      }
      while (at < bytes.length) {
        const text = decoder.decode(next('text'), { stream: true });
        if (text !== '') return text;
      }
      if (ended) return undefined;
      ended = true;
      const rest = decoder.decode();
      return rest === '' ? undefined : rest;
    },
    readBytes: (into, offset) => {
      if (at >= bytes.length) return 0;
      const piece = next('bytes').subarray(0, into.length - offset);
      at -= chunk - piece.length;
      into.set(piece, offset);
      return piece.length;
    },
    unread: (back) => {
      given = given === undefined ? back.slice() : Buffer.concat([given, back]);
    },
  };
}

function board(text: string): Board {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok, text);
  return parsed.board;
}

/** An answer is right when it replays to the goal in the fewest moves, whichever shortest path it takes. */
function assertShortest(boardText: string, answer: string, puzzle: Puzzle = EIGHT_PUZZLE): void {
  const start = board(boardText);
  if (!isSolvable(puzzle, start)) return assert.equal(answer, 'unsolvable', boardText);
  assert.equal(replay(puzzle, start, answer).solved, true, `${answer} does not solve ${boardText}`);
  assert.equal(
    answer.length,
    optimalDistance(puzzle, start),
    `${answer} is not a shortest answer to ${boardText}`,
  );
}

/** The eight puzzle toward the goal written `text`. */
function eightPuzzleToward(text: string): Puzzle {
  return puzzleOf(EIGHT_PUZZLE.size, board(text));
}

const lines = (text: string): string[] => text.split('\n').slice(0, -1);

describe('eight-puzzle solve', () => {
  it('answers each board on its own line with a shortest move string, or unsolvable', () => {
    const boards = ['2 3 4 1 5 x 7 6 8', '1 2 3 4 5 6 8 7 x', '1 2 3 4 5 6 7 x 8', '8 6 7 2 5 4 3 x 1'];
    const r = run(['solve', 'in'], { in: boards.join('\n') + '\n' });
    assert.equal(r.code, 0);
    assert.equal(r.err, '');
    const answers = lines(r.out);
    assert.equal(answers.length, boards.length);
    boards.forEach((text, i) => assertShortest(text, answers[i]));
    assert.equal(answers[1], 'unsolvable');
  });

  it('gives an empty line for a board that is already solved (the first seed answers “unsolvable”)', () => {
    assert.equal(run(['solve'], {}, '1 2 3 4 5 6 7 8 x\n').out, '\n');
  });

  it('reads CRLF lines correctly (the second seed answers “unsolvable” for them)', () => {
    const answers = lines(run(['solve'], {}, '2 3 4 1 5 x 7 6 8\r\n1 2 3 4 5 6 7 x 8\r\n').out);
    assertShortest('2 3 4 1 5 x 7 6 8', answers[0]);
    assert.equal(answers[1], 'r');
  });

  it('reads 3-line grids, compact boards, commas, braces and brackets, with no final newline', () => {
    const r = run(
      ['solve'],
      {},
      '2 3 4\n1 5 x\n7 6 8\n12345678x\n1,2,3,4,5,6,7,x,8\n{1, 2, 3, 4, 5, 6, 7, 0, 8}\n[1, 2, 3, 4, 5, 6, 0, 7, 8]',
    );
    const answers = lines(r.out);
    assert.equal(r.code, 0, r.err);
    assert.equal(answers.length, 5);
    assertShortest('2 3 4 1 5 x 7 6 8', answers[0]);
    assert.deepEqual(answers.slice(1), ['', 'r', 'r', 'rr']);
  });

  it('prints the number of moves with --steps (Luogu P1379) and takes another goal with --goal', () => {
    assert.equal(
      run(['solve', '--steps'], {}, '2 3 4 1 5 x 7 6 8\n').out,
      `${optimalDistance(EIGHT_PUZZLE, board('2 3 4 1 5 x 7 6 8'))}\n`,
    );
    const luogu = eightPuzzleToward('123804765');
    assert.equal(
      run(['solve', '--steps', '--goal', '123804765'], {}, '283104765\n').out,
      `${optimalDistance(luogu, board('283104765'))}\n`,
    );
    const answer = run(['solve', '--goal', '[1, 2, 3, 8, 0, 4, 7, 6, 5]'], {}, '283104765\n').out.trimEnd();
    assertShortest('283104765', answer, luogu);
  });

  it('reports a bad line with its line, column and text, and still answers the others', () => {
    const r = run(['solve', 'in'], { in: '1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 4 x\n1 2 3 4 5 6 7 8 x\n' });
    assert.equal(r.code, 2);
    assert.equal(r.out, 'r\ninvalid\n\n');
    assert.equal(r.err, 'line 2, column 15: tile 4 appears twice\n  1 2 3 4 5 6 7 4 x\n                ^\n');
  });

  it('points at the right line of a grid', () => {
    const r = run(['solve'], {}, '\n2 3 4\n1 5 5\n7 6 8\n');
    assert.equal(r.out, 'invalid\n');
    assert.equal(r.err, 'line 3, column 5: tile 5 appears twice\n  1 5 5\n      ^\n');
  });

  it('says clearly when the file is missing or the goal is bad', () => {
    const missing = run(['solve', 'nope.in']);
    assert.equal(missing.code, 2);
    assert.equal(missing.err, 'eight-puzzle: nope.in: no such file\n');
    const badGoal = run(['solve', '--goal', '1234'], {}, '');
    assert.equal(badGoal.code, 2);
    assert.match(badGoal.err, /--goal: 4 cells, expected 9, at column 1\n {2}1234\n {2}\^{4}\n/);
  });

  it('finds the same answers and messages wherever the input’s pieces end', () => {
    const input =
      '2\r\n2 3 4\r\n1 5 x\r\n7 6 8\r\n\r\n1 2 3 4 5 6 7 4 x\n{2, 3, 4, 1, 5, 0, 7, 6, 8}\n1 2 3\n4 5 6\n7 8 x 1\n1 2 3 4 5 6 7 x 8';
    const whole = run(['solve'], {}, input);
    assert.equal(lines(whole.out).length, 7);
    for (let chunk = 1; chunk <= input.length; chunk++) {
      const r = run(['solve'], {}, input, { chunk });
      assert.deepEqual([r.out, r.err, r.code], [whole.out, whole.err, whole.code], `pieces of ${chunk}`);
    }
  });

  it('writes its answers as it goes, never more than a buffer at a time', () => {
    const input = '2 3 4 1 5 x 7 6 8\n'.repeat(20_000);
    const r = run(['solve'], {}, input);
    assert.equal(lines(r.out).length, 20_000);
    assert.ok(r.outWrites > 1, 'the answers went out in one write');
    assert.ok(r.largestWrite <= 64 * 1024, `a write of ${r.largestWrite} bytes`);
  });
});

describe('eight-puzzle solve, plain lines read as bytes', function () {
  // Each input is solved once a read size, a few hundred solves in all: seconds of CPU, more on a busy machine.
  this.timeout(180_000);
  // Lines in the judges' plain form (`2 3 4 1 5 x 7 6 8`) are answered from their bytes; any other line hands the rest to the text reader.
  const PLAIN = [
    '2 3 4 1 5 x 7 6 8',
    '1 2 3 4 5 6 8 7 x',
    '1 2 3 4 5 6 7 8 x',
    '8 6 7 2 5 4 3 x 1',
    'x 8 7 6 5 4 3 2 1',
  ];
  const plain = PLAIN.join('\n') + '\n';
  const INPUTS: [string, string][] = [
    ['plain lines only', plain],
    ['plain lines with CR LF', PLAIN.join('\r\n') + '\r\n'],
    ['no final line end', plain + PLAIN[0]],
    ['a bad line after plain ones, then plain ones', plain + '1 2 3 4 5 6 7 4 x\n' + plain],
    ['an empty line after plain ones', plain + '\n' + plain],
    ['a grid after plain ones', plain + '2 3 4\n1 5 x\n7 6 8\n' + plain],
    ['a case count first', '5\n' + plain],
    ['a lone number after plain ones (a bad board, not a count)', plain + '3\n' + plain],
    ['a byte-order mark first', '\uFEFF' + plain],
    ['a byte-order mark after plain ones (not skipped there)', plain + '\uFEFF' + plain],
    [
      'multi-byte text after plain ones, cut anywhere by the reads',
      plain + '1 2 3 4 5 6 7 8 é\n一 2 3\n' + plain,
    ],
    [
      'near misses of the plain form',
      plain +
        [
          '1 2 3 4 5 6 7 8 X',
          '1 2 3 4 5 6 7 8 0',
          '1  2 3 4 5 6 7 8 x',
          '1 2 3 4 5 6 7 8 x ',
          '1 2 3 4 5 6 7 8 x 9',
          '1 1 3 4 5 6 7 8 x',
          '1 2 3 4 5 6 7 8 9',
          '1\t2 3 4 5 6 7 8 x',
          '1 2 3 4 5 6 7 8 x\r\r',
        ].join('\n') +
        '\n' +
        plain,
    ],
    ['a long line after plain ones', plain + '1 '.repeat(700_000) + '\n' + plain],
    ['nothing', ''],
  ];
  // The last: an answer longer than the output's buffer, which the plain road leaves to the text road.
  const OPTIONS = [
    [],
    ['--steps'],
    ['--format', 'uva10181'],
    ['--unsolvable', '-1'],
    ['--goal', '123804765'],
    ['--size', '3x3'],
    ['--size', '2x2'],
    ['--unsolvable', 'n'.repeat(70_000)],
  ];

  it('gives the same answers, messages and exit code as reading the text, wherever the reads end', () => {
    for (const [what, input] of INPUTS) {
      for (const options of OPTIONS) {
        const argv = ['solve', ...options];
        const text = run(argv, {}, input);
        for (const chunk of input.length > 100_000
          ? [4099, 64 * 1024]
          : [1, 2, 3, 5, 17, 18, 19, 20, 35, 64 * 1024]) {
          const bytes = run(argv, {}, input, { chunk, bytes: true });
          assert.deepEqual(
            [bytes.out, bytes.err, bytes.code],
            [text.out, text.err, text.code],
            `${what}, ${argv.join(' ')}, reads of ${chunk} bytes`,
          );
        }
      }
    }
  });

  it('an --unsolvable text longer than the output buffer: written whole, the other answers with it', () => {
    const long = 'n'.repeat(70_000);
    for (const bytes of [false, true]) {
      const r = run(
        ['solve', '--unsolvable', long],
        {},
        '1 2 3 4 5 6 8 7 x\n2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n',
        { bytes },
      );
      assert.equal(r.code, 0, r.err);
      assert.doesNotMatch(r.err, /internal error/);
      const answers = lines(r.out);
      assert.deepEqual([answers.length, answers[0], answers[2]], [3, long, long]);
      assertShortest('2 3 4 1 5 x 7 6 8', answers[1]);
    }
  });

  it('answers a 9! batch with the engine’s own answers, and tells its progress the same way', () => {
    const { boards, answers } = nineFactorialBatch();
    const input = boards.join('\n') + '\n';
    const r = run(['solve'], {}, input, { bytes: true, errIsTerminal: true });
    assert.equal(r.code, 0);
    assert.equal(r.out, answers.join('\n') + '\n');
    assert.equal(r.err, run(['solve'], {}, input, { errIsTerminal: true }).err);
    // Every piece went the plain road, none through the text reader.
    assert.deepEqual(new Set(r.reads), new Set(['- bytes']));
    assert.ok(r.largestWrite <= 64 * 1024, `a write of ${r.largestWrite} bytes`);
  });
});

describe('a judges’ input that starts with a case count', () => {
  const BOARDS = ['2 3 4 1 5 x 7 6 8', '1 2 3 4 5 6 7 x 8', '1 2 3 4 5 6 7 8 x'];

  it('solve: the count is not a board, and answer i is board i’s', () => {
    const r = run(['solve'], {}, `3\n${BOARDS.join('\n')}\n`);
    assert.equal(r.code, 0);
    assert.equal(r.err, '');
    const answers = lines(r.out);
    assert.equal(answers.length, 3);
    BOARDS.forEach((text, i) => assertShortest(text, answers[i]));
  });

  it('check: board i pairs with output line i', () => {
    const r = run(['check', 'in', 'out'], {
      in: `3\n${BOARDS.join('\n')}\n`,
      out: 'ullddrurdllurdruldr\nr\n\n',
    });
    assert.equal(r.out, 'all 3 cases accepted\n');
    assert.equal(r.code, 0);
  });

  it('says once, without failing, when the count disagrees with the boards', () => {
    const r = run(['check', 'in', 'out'], {
      in: `5\n${BOARDS.join('\n')}\n`,
      out: 'ullddrurdllurdruldr\nr\n\n',
    });
    assert.equal(r.code, 0);
    assert.equal(r.err, 'eight-puzzle: in: line 1 says 5 cases, but 3 boards follow\n');
    assert.equal(
      run(['solve'], {}, `2\n${BOARDS[0]}\n`).err,
      'eight-puzzle: standard input: line 1 says 2 cases, but 1 board follows\n',
    );
  });

  it('keeps Luogu’s nine-digit first line as a board', () => {
    const r = run(['solve', '--steps', '--goal', '123804765'], {}, '283104765\n');
    assert.equal(r.out, '4\n');
  });
});

describe('eight-puzzle solve on input that tries to break it', () => {
  it('reports a flood of bad lines quickly, the first ones in full at the right places, then a count', function () {
    // Quadratic reporting took 17 s for 40,000 lines; linear takes well under a second for five times as
    // many.
    this.timeout(30_000);
    const bad = Array.from(
      { length: 200_000 },
      (_, i) => `${' '.repeat(i % 7)}1 2 3 4 5 6 7 ${i % 2 === 0 ? '4' : 'q'} x`,
    );
    const r = run(['solve'], {}, bad.join('\n') + '\n');
    assert.equal(r.code, 2);
    assert.equal(r.out, 'invalid\n'.repeat(200_000));
    const messages = r.err.split('\n').filter((line) => line.startsWith('line '));
    assert.equal(messages.length, MOST_UNREADABLE_LINES_SHOWN);
    // Line 100 has one space before its cells, line 99 none.
    assert.equal(
      messages[99],
      "line 100, column 16: 'q' is not a tile or a blank: use 1–8 and x (or 0 or .)",
    );
    assert.equal(messages[98], 'line 99, column 15: tile 4 appears twice');
    assert.match(r.err, /\n… and 199,900 more lines that are not a board, answered "invalid"\n$/);
  });

  it('reports a line over 1 MiB by its start and length, and answers every other line', () => {
    const huge = '1 2 3 '.repeat(400_000);
    const r = run(['solve'], {}, `1 2 3 4 5 6 7 x 8\n${huge}\n1 2 3 4 5 6 7 8 x\n`, { chunk: 100_000 });
    assert.equal(r.code, 2);
    assert.equal(r.out, 'r\ninvalid\n\n');
    assert.equal(
      r.err,
      `line 2: 2,400,000 characters, too long for a board (a line may hold at most 1,048,576)\n  ${huge.slice(0, 72)}…\n`,
    );
  });

  it('cuts a long line in a message to a window around the offending column', () => {
    const line = `${'1 '.repeat(3000)}q${' 2'.repeat(3000)}`;
    const r = run(['solve'], {}, `${line}\n`);
    const [message, shown, underline] = r.err.split('\n');
    assert.equal(message, "line 1, column 6001: 'q' is not a tile or a blank: use 1–8 and x (or 0 or .)");
    assert.ok(shown.length < 100, shown);
    assert.match(shown, /^ {2}…[ 12]+q[ 12]+…$/);
    assert.equal(underline.indexOf('^'), shown.indexOf('q'));
    assert.equal(underline.trim(), '^');
  });

  it('escapes control characters, so a message cannot recolour or rewrite the terminal', () => {
    const r = run(['solve'], {}, '1 2 3 \x1b[31m 4\r5\n');
    const control = [...r.err].filter((c) => (c < ' ' && c !== '\n' && c !== '\t') || c === '\x7f');
    assert.deepEqual(control, []);
    assert.equal(
      r.err,
      "line 1, column 7: '\\x1b[' is not a tile or a blank: use 1–8 and x (or 0 or .)\n  1 2 3 \\x1b[31m 4\\r5\n        ^^^^^\n",
    );
  });

  it('accepts a byte-order mark at the start of the input', () => {
    const r = run(['solve'], {}, '\uFEFF1 2 3 4 5 6 7 x 8\n');
    assert.deepEqual([r.out, r.err, r.code], ['r\n', '', 0]);
  });

  it('on a terminal, erases its progress line before any message, so they never run together', () => {
    const input = '1 2 3 4 5 6 7 x 8\n'.repeat(40_000) + '1 2 3 4 5 6 7 8 8\n';
    const r = run(['solve'], {}, input, { errIsTerminal: true });
    assert.ok(r.err.startsWith('\rsolved 32,768 boards'), JSON.stringify(r.err.slice(0, 40)));
    assert.ok(r.err.includes('\r\x1b[Kline 40001, column 17: tile 8 appears twice\n'), JSON.stringify(r.err));
    // When the answers scroll by on the same terminal, they are the progress.
    assert.doesNotMatch(
      run(['solve'], {}, input, { errIsTerminal: true, outIsTerminal: true }).err,
      /solved/,
    );
    assert.doesNotMatch(run(['solve'], {}, input).err, /solved/);
  });
});

describe('eight-puzzle check, a special judge', () => {
  const input = '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 8 x\n';

  it('accepts every valid answer and exits 0', () => {
    const r = run(['check', 'in', 'out'], { in: input, out: 'ullddrurdllurdruldr\nunsolvable\nrlr\n\n' });
    assert.equal(r.out, 'all 4 cases accepted\n');
    assert.equal(r.code, 0);
  });

  it('with --optimal, rejects an answer longer than a shortest one', () => {
    const r = run(['check', '--optimal', 'in', 'out'], {
      in: input,
      out: 'ullddrurdllurdruldr\nunsolvable\nrlr\n\n',
    });
    assert.equal(r.out, 'case 3 (output line 3): 3 moves (shortest is 1)\n3 of 4 cases accepted, 1 wrong\n');
    assert.equal(r.code, 1);
  });

  it('names each wrong case, what is wrong and at which step, and exits 1', () => {
    const r = run(['check', 'in', 'out'], { in: input, out: 'ullddl\nr\nunsolvable\nunsolvable\n' });
    assert.equal(
      r.out,
      [
        "case 1 (output line 1): step 6: 'l' leaves the board",
        'case 2 (output line 2): this board is unsolvable',
        'case 3 (output line 3): this board is solvable (in 1 move)',
        'case 4 (output line 4): this board is already solved (no moves needed)',
        '0 of 4 cases accepted, 4 wrong',
        '',
      ].join('\n'),
    );
    assert.equal(r.code, 1);
  });

  it('counts missing answers as wrong', () => {
    const missing = run(['check', 'in', 'out'], { in: input, out: 'ullddrurdllurdruldr\n' });
    assert.equal(
      missing.out,
      'case 2: no answer (the output has only 1 line)\ncase 3: no answer (the output has only 1 line)\n2 of 4 cases accepted, 2 wrong\n',
    );
    assert.equal(missing.code, 1);
  });

  it('reports extra answers once, as a range, and keeps the counts true', () => {
    const extra = run(['check', 'in', 'out'], {
      in: '1 2 3 4 5 6 7 x 8\n',
      out: 'r\n' + 'r\n'.repeat(9) + '\n\n',
    });
    assert.equal(
      extra.out,
      'output lines 2 to 10: 9 extra answers, after the last of 1 board\n1 of 1 case accepted, 0 wrong, 9 extra answers\n',
    );
    assert.equal(extra.code, 1);
    const none = run(['check', 'in', 'out'], { in: '', out: 'r\n' });
    assert.equal(
      none.out,
      'output line 1: 1 extra answer, after the last of 0 boards\n0 of 0 cases accepted, 0 wrong, 1 extra answer\n',
    );
  });

  it('accepts CRLF, trailing spaces and byte-order marks in either file', () => {
    const r = run(['check', 'in', 'out'], {
      in: '\uFEFF' + input,
      out: '\uFEFFullddrurdllurdruldr \r\nunsolvable\r\nr\r\n\r\n',
    });
    assert.equal(r.out, 'all 4 cases accepted\n');
    assert.equal(r.code, 0);
  });

  it('exits 2 when the input is malformed, judging the other cases all the same', () => {
    const r = run(['check', 'in', 'out'], { in: '1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 x 8\n', out: 'r\nd\n' });
    assert.equal(r.code, 2);
    assert.equal(
      r.err,
      'in: line 1, column 1: 8 cells, expected 9: the blank is missing\n  1 2 3 4 5 6 7 8\n  ^^^^^^^^^^^^^^^\n',
    );
    assert.equal(
      r.out,
      "case 1: the input board (line 1) is malformed, not judged\ncase 2 (output line 2): step 1: 'd' leaves the board\n0 of 2 cases accepted, 1 wrong, 1 not judged\n",
    );
  });

  it('judges an answer line over 1 MiB as wrong without holding it, and goes on', () => {
    const r = run(
      ['check', 'in', 'out'],
      { in: '1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 x 8\n', out: `${'lr'.repeat(600_000)}r\nr\n` },
      '',
      { chunk: 50_000 },
    );
    assert.equal(
      r.out,
      'case 1 (output line 1): the answer is 1,200,001 characters long, too long to judge (a line may hold at most 1,048,576)\n1 of 2 cases accepted, 1 wrong\n',
    );
    assert.equal(r.code, 1);
  });

  it('reads INPUT and OUTPUT in step, never far ahead in either', () => {
    const boards = Array.from({ length: 200 }, () => '1 2 3 4 5 6 7 x 8');
    const r = run(['check', 'in', 'out'], { in: boards.join('\n') + '\n', out: 'r\n'.repeat(200) }, '', {
      chunk: 18,
    });
    assert.equal(r.out, 'all 200 cases accepted\n');
    let ahead = 0;
    for (const name of r.reads) {
      ahead += name === 'in' ? 1 : -9;
      assert.ok(Math.abs(ahead) <= 20, `${ahead} pieces apart`);
    }
  });

  it('finds the same verdicts wherever the pieces of either file end', () => {
    const files = {
      in: '2\n2 3 4\n1 5 x\n7 6 8\n1 2 3 4 5 6 7 4 x\n',
      out: 'ullddrurdllurdruldr\r\nr\r\nextra\n',
    };
    const whole = run(['check', 'in', 'out'], files);
    assert.equal(whole.code, 2);
    for (let chunk = 1; chunk < 40; chunk++) {
      const r = run(['check', 'in', 'out'], files, '', { chunk });
      assert.deepEqual([r.out, r.err, r.code], [whole.out, whole.err, whole.code], `pieces of ${chunk}`);
    }
  });

  it('exits 2 for a file it cannot read, before judging anything', () => {
    const r = run(['check', 'in', 'missing.out'], { in: input });
    assert.equal(r.code, 2);
    assert.equal(r.err, 'eight-puzzle: missing.out: no such file\n');
    assert.equal(r.out, '');
  });
});

describe('eight-puzzle gen', () => {
  it('writes all 9! boards in the judges’ input form, in Cantor order, as it makes them', () => {
    const r = run(['gen', '--all']);
    const boards = lines(r.out);
    assert.equal(boards.length, 362_880);
    assert.equal(boards[0], '1 2 3 4 5 6 7 8 x');
    assert.equal(boards[boards.length - 1], 'x 8 7 6 5 4 3 2 1');
    assert.equal(new Set(boards).size, 362_880);
    assert.ok(r.largestWrite <= 64 * 1024, `a write of ${r.largestWrite} bytes`);
  });

  it('writes N random boards, the same for the same seed, at a chosen distance', () => {
    const a = run(['gen', '--random', '5', '--seed', '9']).out;
    assert.equal(a, run(['gen', '--random', '5', '--seed', '9']).out);
    assert.notEqual(a, run(['gen', '--random', '5', '--seed', '10']).out);
    assert.equal(lines(a).length, 5);
    for (const text of lines(run(['gen', '--random', '3', '--distance', '31']).out))
      assert.equal(optimalDistance(EIGHT_PUZZLE, board(text)), 31);
  });

  it('writes a large N in pieces, never holding them all', () => {
    const r = run(['gen', '--random', '100000']);
    assert.equal(lines(r.out).length, 100_000);
    assert.ok(
      r.outWrites >= 20 && r.largestWrite <= 64 * 1024,
      `${r.outWrites} writes, the largest ${r.largestWrite} bytes`,
    );
  });

  it('takes the largest distance from the goal, and says when a distance does not exist', () => {
    const centre = '123804765';
    for (const text of lines(run(['gen', '--random', '2', '--distance', '30', '--goal', centre]).out))
      assert.equal(optimalDistance(eightPuzzleToward(centre), board(text)), 30);
    const r = run(['gen', '--random', '2', '--distance', '31', '--goal', centre]);
    assert.equal(r.code, 2);
    assert.equal(
      r.err,
      'eight-puzzle: gen: no board is 31 moves from the goal 1 2 3 8 x 4 7 6 5: the farthest are 30 moves away\n',
    );
    assert.match(
      run(['gen', '--random', '3', '--distance', '40']).err,
      /no board is 40 moves from the goal 1 2 3 4 5 6 7 8 x: the farthest are 31 moves away/,
    );
  });
});

describe('the options of each command', () => {
  it('refuses contradictory or out-of-range options', () => {
    assert.equal(run(['gen']).code, 2);
    assert.match(run(['gen', '--all', '--random', '3']).err, /choose exactly one of --all and --random N/);
    assert.match(
      run(['gen', '--random', 'many']).err,
      /--random "many": expected a whole number from 0 to 100000000/,
    );
    assert.match(run(['gen', '--random', '3', '--distance', '-1']).err, /^eight-puzzle: /);
    assert.match(run(['frobnicate']).err, /unknown command 'frobnicate'/);
    assert.match(run(['solve', '--bogus']).err, /^eight-puzzle: Unknown option '--bogus'/);
  });

  it('refuses an option of another command, naming both', () => {
    const cases: [string[], string][] = [
      [['solve', '--optimal'], 'solve does not take --optimal (check and judge do)'],
      [['check', 'in', 'out', '--steps'], 'check does not take --steps (solve does)'],
      [['show', '12345678x', '--all'], 'show does not take --all (gen does)'],
      [['gen', '--random', '3', '--steps'], 'gen does not take --steps (solve does)'],
      [['gen', '--all', '--seed', '3'], 'gen: --seed goes with --random N, not --all'],
      [['gen', '--all', '--distance', '3'], 'gen: --distance goes with --random N, not --all'],
      [['gen', '--random', '3', '--goal', '123804765'], 'gen: --goal matters only with --distance D'],
      [['check', '-', '-'], 'check: INPUT and OUTPUT cannot both be standard input'],
    ];
    for (const [argv, message] of cases) {
      const r = run(argv, { in: '', out: '' });
      assert.equal(r.code, EXIT.badInput, argv.join(' '));
      assert.ok(r.err.startsWith(`eight-puzzle: ${message}`), `${argv.join(' ')}: ${r.err.split('\n')[0]}`);
      assert.equal(r.out, '');
    }
  });

  it('prints the usage for --help, with the exit codes', () => {
    const r = run(['--help']);
    assert.equal(r.code, 0);
    assert.match(
      r.out,
      /Exit codes: 0 all good, 1 a wrong answer \(check, show, judge, lint\), 2 bad input or usage\n\(or a program that cannot be compiled or started, or a path lint cannot read\), 3 standard\noutput could not be written/,
    );
  });
});

describe('eight-puzzle show', () => {
  it('shows the board after each move, and the verdict', () => {
    const r = run(['show', '1 2 3 4 5 6 7 x 8', 'r']);
    assert.equal(r.out, 'start\n1 2 3\n4 5 6\n7 x 8\n\nafter 1 (r)\n1 2 3\n4 5 6\n7 8 x\n1 move, shortest\n');
    assert.equal(r.code, 0);
  });

  it('trims the answer as check does', () => {
    const r = run(['show', '1 2 3 4 5 6 7 x 8', ' r \r\n']);
    assert.equal(r.code, 0);
    assert.match(r.out, /after 1 \(r\)[\s\S]*\n1 move, shortest\n$/);
  });

  it('says what “unsolvable” is for a solved board', () => {
    const r = run(['show', '12345678x', 'unsolvable']);
    assert.equal(r.code, 1);
    assert.equal(r.err, 'show: this board is already solved (no moves needed)\n');
  });

  it('takes a board in braces or brackets', () => {
    for (const text of ['{2, 3, 4, 1, 5, 0, 7, 6, 8}', '[2, 3, 4, 1, 5, 0, 7, 6, 8]']) {
      const r = run(['show', text]);
      assert.equal(r.code, 0, r.err);
      assert.equal(r.out, 'start\n2 3 4\n1 5 x\n7 6 8\n');
    }
  });

  it('shows where a move string or a board goes wrong', () => {
    const r = run(['show', '12345678x', 'dd']);
    assert.equal(r.code, 1);
    assert.equal(r.err, "show: step 1: 'd' leaves the board\n");
    const bad = run(['show', '{1, 2, 3, 4, 5, 6, 7, 8, 8}']);
    assert.equal(bad.code, 2);
    assert.ok(
      bad.err.startsWith(
        'eight-puzzle: show: tile 8 appears twice, at column 26\n  {1, 2, 3, 4, 5, 6, 7, 8, 8}\n                           ^\n',
      ),
      bad.err,
    );
  });
});
