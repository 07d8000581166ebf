import assert from 'node:assert/strict';
import { Board, isSolvable, parseBoard, puzzleOf, replay, Size, sizeNamed } from '../../../src/engine';
import { CommandError, Io, TextSource } from '../../../src/cli/io/io';
import { LargeAnswer, LargeRequest, SolveLarge } from '../../../src/solver';
import { main, runCommandLine } from '../../../src/cli/main';

interface Run {
  code: number;
  out: string;
  err: string;
}

function io(files: Record<string, string>, stdin: string, result: Run, extra: Partial<Io> = {}): Io {
  const decoder = new TextDecoder();
  return {
    open: (file): TextSource => {
      const name = file ?? '-';
      const text = name === '-' ? stdin : files[name];
      if (text === undefined) throw new CommandError(`${name}: no such file`);
      let done = false;
      return { read: () => (done ? undefined : ((done = true), text)) };
    },
    out: (text) => (result.out += typeof text === 'string' ? text : decoder.decode(text)),
    err: (text) => (result.err += text),
    errIsTerminal: false,
    outIsTerminal: false,
    ...extra,
  };
}

function run(argv: string[], stdin = '', files: Record<string, string> = {}): Run {
  const result: Run = { code: 0, out: '', err: '' };
  result.code = main(argv, io(files, stdin, result));
  return result;
}

async function runLater(argv: string[], stdin: string, extra: Partial<Io>): Promise<Run> {
  const result: Run = { code: 0, out: '', err: '' };
  result.code = await runCommandLine(argv, io({}, stdin, result, extra));
  return result;
}

function size(key: string): Size {
  const found = sizeNamed(key);
  assert.ok(found);
  return found;
}

/**
 * A small exact solver for the tests: breadth-first from the board, for 4×4
 * boards a few moves from the goal. It stands in for the large solver, so
 * the command line's plumbing is tested without it.
 */
const bfsSolver: SolveLarge = (request: LargeRequest, events) => {
  const { board, puzzle } = request;
  const { goal } = puzzle;
  const key = (b: readonly number[]): string => b.join(',');
  const seen = new Map<string, string>([[key(board), '']]);
  let level: Board[] = [board];
  let nodes = 0;
  for (let depth = 0; depth < 12; depth++) {
    events.onProgress?.({ bound: depth, nodes, databases: { partition: '6-6-3', quick: false } });
    for (const b of level)
      if (key(b) === key(goal))
        return Promise.resolve<LargeAnswer>({ kind: 'shortest', moves: seen.get(key(b)) ?? '', nodes });
    const next: Board[] = [];
    for (const b of level) {
      nodes++;
      for (const letter of 'udlr') {
        const played = replay(puzzle, b, letter);
        if (played.badStep || seen.has(key(played.final))) continue;
        seen.set(key(played.final), (seen.get(key(b)) ?? '') + letter);
        next.push(played.final);
      }
    }
    level = next;
  }
  return Promise.resolve({ kind: 'unproven', moves: '', nodes });
};

describe('the command line for every size', () => {
  it('answers LeetCode 773 with --size 2x3 --steps --unsolvable -1', () => {
    const r = run(
      ['solve', '--size', '2x3', '--steps', '--unsolvable', '-1'],
      '1 2 3 4 0 5\n1 2 3 5 4 0\n4 1 2 5 0 3\n[[1,2,3],[4,5,0]]\n',
    );
    assert.equal(r.out, '1\n-1\n5\n0\n');
    assert.equal(r.code, 0);
  });

  it('infers square sizes per line, and asks for the size of 6 cells', () => {
    const r = run(['solve'], '1 2 x 3\n2 3 4 1 5 x 7 6 8\n1 2 3 4 5 x\n');
    assert.equal(r.out.split('\n')[0], 'r');
    assert.equal(r.out.split('\n')[2], 'invalid');
    assert.match(r.err, /line 3, column 1: 6 cells: give the size, 2x3 or 3x2/);
    assert.equal(r.code, 2);
  });

  it('says which sizes there are for a bad --size', () => {
    const r = run(['solve', '--size', '5x5']);
    assert.match(r.err, /--size "5x5": the sizes are 2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 3x4, 4x3, 4x4/);
    assert.equal(r.code, 2);
  });

  it('reads grids of R lines for a given size, and writes UVa 10181 moves and words', () => {
    const r = run(
      ['solve', '--size', '2x4', '--format', 'uva10181'],
      '2\n1 2 3 4\n5 6 x 7\n2 1 3 4 5 6 7 x\n',
    );
    assert.deepEqual(r.out.split('\n'), ['R', 'This puzzle is not solvable.', '']);
  });

  it('generates and shows 4×4 boards with separators, and gen --all of every small size', () => {
    const boards = run(['gen', '--size', '4x4', '--random', '20', '--seed', '9']).out.trim().split('\n');
    assert.equal(boards.length, 20);
    for (const line of boards) assert.ok(parseBoard(line, size('4x4')).ok, line);
    const solvable = run(['gen', '--size', '4x4', '--random', '20', '--solvable']).out.trim().split('\n');
    for (const line of solvable) {
      const parsed = parseBoard(line);
      assert.ok(parsed.ok && isSolvable(puzzleOf(parsed.size), parsed.board), line);
    }
    assert.equal(run(['gen', '--size', '2x3', '--all']).out.trim().split('\n').length, 720);
    const shown = run(['show', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15', 'r']);
    assert.match(shown.out, /13 14 {2}x 15/);
    assert.match(shown.out, /reaches the goal in 1 move \(shortest unknown\)/);
  });

  it('checks 4×4 answers in either case, and UVa’s words for unsolvable boards', () => {
    const input =
      '1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12\n2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12\n';
    const r = run(['check', 'in', 'out'], '', { in: input, out: 'RRD\nThis puzzle is not solvable.\nrr\n' });
    assert.match(r.out, /case 3 \(output line 3\): ends at least 1 move from the goal/);
    assert.match(r.out, /2 of 3 cases accepted, 1 wrong/);
  });

  it('sends 4×4 boards to the injected large solver, in order, in every answer form', async () => {
    const boards = [
      '1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12',
      '2 3 4 1 5 x 7 6 8',
      '2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
      '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
      'what',
    ];
    const stdin = boards.join('\n') + '\n';
    const plain = await runLater(['solve'], stdin, { solveLarge: bfsSolver });
    const lines = plain.out.split('\n');
    assert.equal(lines[0], 'rrd');
    assert.equal(lines[1].length, 19);
    assert.deepEqual(lines.slice(2), ['unsolvable', 'r', 'invalid', '']);
    assert.equal(plain.code, 2);
    const uva = await runLater(
      ['solve', '--format', 'uva10181'],
      '2\n' + boards[0] + '\n' + boards[2] + '\n',
      { solveLarge: bfsSolver },
    );
    assert.equal(uva.out, 'RRD\nThis puzzle is not solvable.\n');
    const steps = await runLater(['solve', '--steps', '--unsolvable', '-1'], stdin, {
      solveLarge: bfsSolver,
    });
    assert.deepEqual(steps.out.split('\n').slice(0, 4), ['3', '19', '-1', '1']);
    const none = await runLater(['solve'], boards[0] + '\n', {});
    assert.match(none.err, /4×4 boards need the large solver/);
  });

  it('shows the search on a terminal and clears it at the end', async () => {
    const r = await runLater(
      ['solve'],
      '2\n1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n',
      { solveLarge: bfsSolver, errIsTerminal: true },
    );
    assert.match(r.err, /\rboard 1 of 2: bound 2, \d+ nodes/);
    assert.match(r.err, /\rboard 2 of 2: bound 0, 0 nodes/);
    assert.ok(r.err.endsWith('\r\x1b[K'), JSON.stringify(r.err.slice(-20)));
    assert.equal(r.out, 'rrd\nr\n');
  });

  it('check --optimal asks the large solver about a few boards at once, and judges them in order', async () => {
    const boards = [
      '1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12',
      '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
      '1 2 3 4 5 6 7 8 9 10 11 12 13 x 14 15',
    ];
    let searching = 0;
    let most = 0;
    const solveLarge: SolveLarge = async (request, events) => {
      most = Math.max(most, ++searching);
      // A turn of the event loop, so the boards asked about ahead are all asked before any is answered.
      await new Promise((resolve) => setImmediate(resolve));
      searching--;
      return bfsSolver(request, events);
    };
    const result: Run = { code: 0, out: '', err: '' };
    const files = { in: boards.join('\n') + '\n', out: 'rrd\nrlr\nrr\n' };
    result.code = await runCommandLine(
      ['check', '--optimal', 'in', 'out'],
      io(files, '', result, { solveLarge, largeSearchesAtOnce: 2 }),
    );
    assert.equal(most, 2, 'boards searched at once');
    assert.equal(result.code, 1, result.err);
    assert.match(result.out, /^case 2 \(output line 2\): .*\n2 of 3 cases accepted, 1 wrong\n$/);
  });

  it('with boards searched at once, shows the progress of the one whose answer comes next, and writes the answers in order', async () => {
    // The second board's search ends first and reports along the way; the first one's progress alone is drawn
    // until its answer.
    let endFirst!: () => void;
    const firstEnds = new Promise<void>((resolve) => (endFirst = resolve));
    const asked: string[] = [];
    const solveLarge: SolveLarge = async (request, events) => {
      const name = request.board.join(',');
      asked.push(name);
      if (asked.length === 1) {
        events.onProgress?.({ bound: 7, nodes: 1, databases: { partition: '6-6-3', quick: false } });
        await firstEnds;
        return bfsSolver(request, events);
      }
      events.onProgress?.({ bound: 9, nodes: 1, databases: { partition: '6-6-3', quick: false } });
      const answer = await bfsSolver(request, events);
      endFirst();
      return answer;
    };
    const r = await runLater(
      ['solve'],
      '1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n',
      { solveLarge, largeSearchesAtOnce: 2, errIsTerminal: true },
    );
    assert.equal(asked.length, 2);
    assert.equal(r.out, 'rrd\nr\n');
    assert.match(r.err, /\rboard 1: bound 7, 1 nodes/);
    assert.doesNotMatch(r.err, /board 2: bound/, 'the second board’s progress while the first was searched');
    assert.ok(r.err.endsWith('\r\x1b[K'), JSON.stringify(r.err.slice(-20)));
  });
});
