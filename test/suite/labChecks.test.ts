// Check Heuristic and Open Trace in Search Lab, inside VS Code: a learner's
// Python heuristic (Manhattan times two, which overestimates) checked on every
// 3×3 board in the lab's worker thread, a JavaScript one that throws, and a
// trace written by a breadth-first search here, each through the command and
// into the Search Lab. The in-host harness opens its folder trusted, so
// Restricted Mode is tested through the guard the command and the lens ask.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Board, formatBoard, parseBoard, Puzzle, puzzleOf, sizeByKey } from '../../src/engine';
import type { CheckHeuristicResult } from '../../src/extension/lab/checkHeuristic';
import { learnerCodeUnavailable } from '../../src/extension/learnerCode';
import type { OpenTraceResult } from '../../src/extension/lab/openTrace';
import { closeAll, eventually } from './util';

const CHECK = 'eightPuzzle.checkHeuristic';
const OPEN_TRACE = 'eightPuzzle.openTrace';

let folder: string | undefined;

/** A file named `name` holding `content`, in a scratch folder of the workspace, as a learner's files are. */
function fileWith(name: string, content: string): vscode.Uri {
  folder ??= mkdtempSync(join(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '/tmp', 'lab-checks-'));
  const path = join(folder, name);
  writeFileSync(path, content);
  return vscode.Uri.file(path);
}

function labTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter(
      (tab) =>
        tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('eightPuzzle.searchLab'),
    );
}

const TWICE_MANHATTAN_PY = `# Twice the Manhattan distance: too much, on purpose.
def h(board, goal, rows, cols):
    where = {tile: i for i, tile in enumerate(goal)}
    total = 0
    for i, tile in enumerate(board):
        if tile != 0:
            j = where[tile]
            total += abs(i // cols - j // cols) + abs(i % cols - j % cols)
    return 2 * total
`;

/** Manhattan distance of an engine board (the blank is the size's last number) toward the puzzle's goal. */
function manhattan(puzzle: Puzzle, board: Board): number {
  const { columns, blank } = puzzle.size;
  let total = 0;
  board.forEach((tile, at) => {
    if (tile === blank) return;
    const home = puzzle.goal.indexOf(tile);
    total +=
      Math.abs(Math.floor(at / columns) - Math.floor(home / columns)) +
      Math.abs((at % columns) - (home % columns));
  });
  return total;
}

/** The boards one move from `board`: the blank swapped with each neighbour. */
function neighbours(puzzle: Puzzle, board: Board): Board[] {
  const { rows, columns, blank } = puzzle.size;
  const at = board.indexOf(blank);
  const [row, column] = [Math.floor(at / columns), at % columns];
  const cells = [
    row > 0 ? at - columns : -1,
    row < rows - 1 ? at + columns : -1,
    column > 0 ? at - 1 : -1,
    column < columns - 1 ? at + 1 : -1,
  ];
  return cells
    .filter((cell) => cell >= 0)
    .map((cell) => {
      const next = board.slice();
      [next[at], next[cell]] = [next[cell], next[at]];
      return next;
    });
}

/** Every board reachable from `start` with its distance, by a plain breadth-first search (independent of the engine's table). */
function distancesFrom(puzzle: Puzzle, start: Board): Map<string, { board: Board; distance: number }> {
  const seen = new Map([[start.join(','), { board: start, distance: 0 }]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    const distance = (seen.get(board.join(',')) as { distance: number }).distance;
    for (const next of neighbours(puzzle, board)) {
      const key = next.join(',');
      if (seen.has(key)) continue;
      seen.set(key, { board: next, distance: distance + 1 });
      queue.push(next);
    }
  }
  return seen;
}

/** A trace as a learner's breadth-first search writes it: `expand BOARD` for each board it takes off its queue, until the goal. */
function breadthFirstTrace(puzzle: Puzzle, start: Board): string[] {
  const lines: string[] = [];
  const seen = new Set([start.join(',')]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    lines.push(`expand ${formatBoard(board)}`);
    if (board.join(',') === puzzle.goal.join(',')) break;
    for (const next of neighbours(puzzle, board)) {
      if (seen.has(next.join(','))) continue;
      seen.add(next.join(','));
      queue.push(next);
    }
  }
  return lines;
}

function isReport<T extends object>(result: T): result is Extract<T, { report: unknown }> {
  return 'report' in result;
}

describe('the Search Lab checks a learner’s work', function () {
  // A Python heuristic is called on every 3×3 board and edge; on a busy machine that is many seconds.
  this.timeout(120_000);
  afterEach(closeAll);

  it('offers Check Heuristic over def h( and function h(, and nowhere else', async () => {
    const lensesOf = async (uri: vscode.Uri): Promise<vscode.CodeLens[]> => {
      await vscode.workspace.openTextDocument(uri);
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
        'vscode.executeCodeLensProvider',
        uri,
        10,
      );
      return lenses.filter((lens) => lens.command?.command === CHECK);
    };
    const python = await lensesOf(fileWith('lens.py', `import math\n\n${TWICE_MANHATTAN_PY}`));
    assert.deepEqual(
      python.map((lens) => lens.range.start.line),
      [3],
      'one lens, over def h(',
    );
    const js = await lensesOf(
      fileWith(
        'lens.mjs',
        '// h by Manhattan\nexport function h(board, goal, rows, cols) {\n  return 0;\n}\n',
      ),
    );
    assert.deepEqual(
      js.map((lens) => lens.range.start.line),
      [1],
    );
    const commonJs = await lensesOf(
      fileWith('lens.cjs', 'const h = (board) => 0;\nmodule.exports = { h };\n'),
    );
    assert.deepEqual(
      commonJs.map((lens) => lens.range.start.line),
      [0],
    );
    assert.deepEqual(
      await lensesOf(fileWith('none.py', 'def heuristic(board):\n    return 0\n    h(board)\n')),
      [],
    );
  });

  it('refuses to run a heuristic in Restricted Mode, and where no worker can run it', () => {
    // The harness opens its folder trusted (code-server --disable-workspace-trust), so the guard is asked
    // directly.
    assert.equal(vscode.workspace.isTrusted, true);
    assert.equal(learnerCodeUnavailable(), undefined, 'trusted, in Node: the check runs');
    assert.equal(learnerCodeUnavailable(false, true), 'untrusted');
    assert.equal(learnerCodeUnavailable(true, false), 'browser');
  });

  it('checks a Python heuristic that overestimates and shows its worst board in the lab', async () => {
    const uri = fileWith('twice.py', TWICE_MANHATTAN_PY);
    const result = await vscode.commands.executeCommand<CheckHeuristicResult>(CHECK, uri);
    assert.ok(isReport(result), JSON.stringify(result));
    const { report } = result;
    assert.equal(report.language, 'python');
    assert.equal(report.size, '3x3');
    assert.equal(report.proven, true);
    assert.equal(report.boards, 181_440);
    assert.equal(report.goalValue, 0);
    assert.equal(report.admissible, false);

    // The worst overestimate by an independent search: the largest 2·Manhattan − distance over every board.
    const puzzle = puzzleOf(sizeByKey('3x3'), parsed(report.goal));
    const all = [...distancesFrom(puzzle, puzzle.goal).values()];
    const excess = ({ board, distance }: { board: Board; distance: number }): number =>
      2 * manhattan(puzzle, board) - distance;
    const most = all.reduce((largest, one) => Math.max(largest, excess(one)), -Infinity);
    assert.equal(report.overestimates, all.filter((one) => excess(one) > 0).length);
    const worst = report.worst;
    assert.ok(worst, 'a worst board');
    const board = parsed(worst.board);
    const truth = all.find((one) => one.board.join(',') === board.join(','));
    assert.ok(truth, `${worst.board} is a board of the puzzle`);
    assert.equal(worst.distance, truth.distance);
    assert.equal(worst.h, 2 * manhattan(puzzle, board));
    assert.equal(worst.h - worst.distance, most, 'the worst board overestimates most');
    await eventually(() => labTabs().length === 1, 'the Search Lab to open');
  });

  it('says in one message where a JavaScript heuristic throws, and opens no lab', async () => {
    const uri = fileWith(
      'throws.js',
      "function h(board, goal, rows, cols) {\n  throw new Error('my heuristic has no idea');\n}\nmodule.exports = { h };\n",
    );
    const result = await vscode.commands.executeCommand<CheckHeuristicResult>(CHECK, uri, { size: '3x3' });
    assert.ok('failure' in result, JSON.stringify(result));
    assert.match(result.failure, /my heuristic has no idea/, 'the learner’s own error, in their words');
    assert.match(result.failure, /throws\.js/, 'the heuristic’s file is named');
    // The learner's own frames may follow their error; none of ours.
    assert.doesNotMatch(
      result.failure,
      /labCheckWorker|dist\/|node:internal|src\/lab/,
      'no stack trace of ours',
    );
    assert.ok(
      result.board !== undefined && parseBoard(result.board, sizeByKey('3x3')).ok,
      `the board where it threw, for Open Board: ${result.board}`,
    );
    assert.equal(labTabs().length, 0);
  });

  it('opens a breadth-first search’s trace in the lab, with its expansions and no jump', async () => {
    const puzzle = puzzleOf(sizeByKey('3x3'));
    const start = parsed('1 2 3 x 4 6 7 5 8');
    const lines = breadthFirstTrace(puzzle, start);
    const uri = fileWith('bfs.trace', `# a breadth-first search\n${lines.join('\n')}\n`);
    const result = await vscode.commands.executeCommand<OpenTraceResult>(OPEN_TRACE, uri);
    assert.ok(isReport(result), JSON.stringify(result));
    const { report } = result;
    assert.equal(report.expansions, lines.length);
    assert.equal(report.distinct, lines.length);
    assert.equal(report.reexpanded, 0);
    assert.equal(report.jumps.count, 0);
    assert.equal(report.breadthFirst.count, 0);
    assert.equal(report.goalReached, true);
    assert.equal(report.goalLine, lines.length + 1, 'the last line, after the comment');
    assert.equal(report.start, formatBoard(start));
    assert.deepEqual(report.problems, []);
    await eventually(() => labTabs().length === 1, 'the Search Lab to open');
  });

  it('shows a trace with an unreadable line, the line reported and the rest replayed', async () => {
    const puzzle = puzzleOf(sizeByKey('3x3'));
    const lines = breadthFirstTrace(puzzle, parsed('1 2 3 4 5 6 x 7 8'));
    const uri = fileWith('broken.trace', [lines[0], 'expand 1 2 3 banana', ...lines.slice(1)].join('\n'));
    const result = await vscode.commands.executeCommand<OpenTraceResult>(OPEN_TRACE, uri);
    assert.ok(isReport(result), JSON.stringify(result));
    assert.equal(result.report.expansions, lines.length);
    assert.equal(result.report.unreadable.count, 1);
    assert.equal(result.report.unreadable.firstLine, 2);
    assert.equal(result.report.problems.length, 1);
    await eventually(() => labTabs().length === 1, 'the Search Lab to open');
  });
});

function parsed(text: string): Board {
  const board = parseBoard(text, sizeByKey('3x3'));
  if (!board.ok) throw new Error(`not a 3×3 board: ${text}`);
  return board.board;
}
