import { hasTable, SIZES, sizeOfCells, sizesWithCells, UVA_UNSOLVABLE } from '../engine';
import { DEFAULT_PROBLEM, Problem, PROBLEMS } from '../problems';

/** The width the usage's paragraphs are wrapped to. */
const WIDTH = 88;

/** A problem as the usage lists it: its id, its name and its format in the registry's words. */
function problemWords(problem: Problem): string {
  return `${problem.id} (${problem.name}${problem.id === DEFAULT_PROBLEM ? ', the default' : ''}: ${problem.description})`;
}

/** Greedy wrapping at {@link WIDTH}, where a word of one character stays with the word after it. */
function wrap(text: string): string {
  const words = text.split(' ').reduce<string[]>((joined, word) => {
    const last = joined[joined.length - 1];
    if (last !== undefined && last.length === 1) joined[joined.length - 1] = `${last} ${word}`;
    else joined.push(word);
    return joined;
  }, []);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].join('\n');
}

const JUDGE_NOTES = wrap(
  'judge: SET is standard (the default: edge and 300 random boards), edge, random:N, all (sizes of at most 9 cells), or an input file; ' +
    '--size RxC judges the problem on boards of another size; SOURCE is a .cpp, .c, .py, .java or .js file, compiled as the ' +
    "problem's judge compiles it (its standard, flags and ONLINE_JUDGE; --std, --cflags '-O0 -g' and --defines A,B=1 replace them) and run " +
    'under its time and memory limits (--time-limit MS and --memory-limit 256M replace them). Without --problem, the problem the source ' +
    `names (in its name or a comment) is judged, else ${DEFAULT_PROBLEM}. ` +
    `Presets: ${PROBLEMS.map(problemWords).join('; ')}.`,
);

/**
 * The sizes in words, the registry's to say: which there are, which a line's cells name, which need it said,
 * which have no table.
 */
const SIZE_KEYS = SIZES.map((size) => size.key);
const CELL_COUNTS = [...new Set(SIZES.map((size) => size.cells))];
const NAMED_BY_CELLS = CELL_COUNTS.flatMap((cells) => {
  const size = sizeOfCells(cells);
  return size ? [`${cells}: ${size.key}`] : [];
}).join(', ');
const NEEDS_SIZE = listed(CELL_COUNTS.filter((cells) => sizesWithCells(cells).length > 1));
const BY_DATABASES = listed(SIZES.filter((size) => !hasTable(size)).map((size) => size.key));

/** `6, 8 and 12`. */
function listed(items: readonly (string | number)[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// Hand-wrapped for today's sizes: a new size makes its lines longer, never wrong.
const SIZE_NOTES = `Sizes: --size RxC, from ${SIZE_KEYS[0]} to ${SIZE_KEYS[SIZE_KEYS.length - 1]} (${SIZE_KEYS.join(' ')}); without it each
line's size is inferred from its cells (${NAMED_BY_CELLS}; ${NEEDS_SIZE} cells need
--size), and grids of R lines need --size but for 3x3. Boards of more than 9 cells are
written with separators (1 2 3 ... 15 0). --steps answers with the number of moves;
--unsolvable TEXT replaces 'unsolvable' (LeetCode 773: --size 2x3 --steps --unsolvable -1);
--format PROBLEM writes a judge problem's answer form, one answer a line, on its size
toward its goal unless --size or --goal say (PROBLEM: judge's --problem ids, below):
uva10181 LRUD moves and '${UVA_UNSOLVABLE}' (4x4), leetcode773 the number
of moves or -1 (2x3).
${BY_DATABASES} boards are solved by IDA* with pattern databases, built on first use in a
worker thread and cached in $XDG_CACHE_HOME/eight-puzzle (4x4 answers at once on quick
ones; the full ones build beside, and a run that ends first waits a few seconds to keep
them: Ctrl+C skips); --budget N
stops a board's optimal search after N nodes and answers with the best answer found then,
marked 'not proven shortest' on standard error. Ctrl+C cancels a search (exit code 130).`;

export const USAGE = `usage:
  eight-puzzle solve [FILE] [--size RxC] [--goal G] [--steps] [--unsolvable TEXT] [--format PROBLEM] [--budget N]
                                                   a shortest answer (or 'unsolvable') per board
  eight-puzzle check INPUT OUTPUT [--size RxC] [--goal G] [--optimal]
                                                   judge OUTPUT's answers to INPUT's boards
  eight-puzzle gen --all [--size RxC]
  eight-puzzle gen --random N [--size RxC] [--seed S] [--solvable] [--distance D [--goal G]]
                                                   boards in the judges' input form
  eight-puzzle show BOARD [MOVES | -] [--size RxC] [--goal G]
                                                   the board, and again after each move (- reads MOVES
                                                   from standard input, of any length)
  eight-puzzle judge [--problem ID] [--size RxC] [--tests SET] [--time-limit MS] [--memory-limit SIZE]
                     [--std STD] [--cflags FLAGS] [--defines LIST] [--per-case | --batch]
                     [--optimal] [--goal G] [--seed S] [--whitespace] (-- COMMAND [ARG...] | SOURCE)
                                                   run your program on tests and judge every answer
  eight-puzzle lab BOARD [--methods LIST] [--json] [--size RxC] [--goal G] [--budget N]
  eight-puzzle lab --input FILE [--methods LIST] [--json] [--size RxC] [--goal G] [--budget N]
                                                   the search lab: each method's figures on one board,
                                                   or their totals over every board of an input
  eight-puzzle lab --trace FILE [--start BOARD] [--size RxC] [--goal G] [--json] [--first N] [--budget N]
                                                   your search replayed from its trace (docs/trace-format.md)
  eight-puzzle lab --heuristic FILE [--size RxC] [--goal G] [--json] [--sample N] [--seed S]
                   [--call-ms MS] [--time-limit MS] [--memory-limit SIZE] [--python CMD]
                                                   your heuristic h checked against the true distance
  eight-puzzle lint [PATH...] [--format text|json] [--boards] [--verbose] [--size RxC] [--goal G]
                    [--goals RxC=G,...] [--moves blank|tile] [--follow-links]
                                                   judge the answers found beside boards in files
                                                   and folders, as the editor does (docs/lint.md)

Boards: 9 cells, tiles 1-8 and the blank as x, X, 0 or . (2 3 4 1 5 x 7 6 8, 23415x768,
{2, 3, 4, 1, 5, 0, 7, 6, 8}, [2,3,4,1,5,0,7,6,8], or a 3-line grid); an input may start
with a case count: a lone number of at most 7 digits, fewer than a board's cells (a longer
one, such as 123456789, is read as a board); a count with no board after it is an error.
Moves: u d l r, the way the blank moves.
${SIZE_NOTES}
${JUDGE_NOTES}
lab: LIST is a comma-separated choice of bfs-strings, bfs-cantor, reverse-table,
bidirectional, astar-manhattan, astar-linear-conflict, idastar-manhattan,
idastar-linear-conflict, greedy (all by default; on boards of more than 9 cells only the
A*, IDA* and greedy ones, within a budget of 2,000,000 nodes unless --budget N says;
IDA* has that budget on every size). Unsolvable boards are found by search, without the
parity test. The reverse table's figures on one board are its build; with --input the
table is built once and every further board is a look-up.
lab --trace: FILE has one 'expand BOARD [g=N] [h=N]' line per expansion ('#' lines and blank
lines skipped); the start is the first board unless --start says; --first N keeps the first
N expansions as steps; --budget N bounds our methods on boards of more than 9 cells
(200,000 nodes by default). Exit code 1 when a line could not be read.
lab --heuristic: FILE is JavaScript (.js, .cjs, .mjs: exports h, or h as its default) or
Python (.py: defines h), called as h(board, goal, rows, cols) with the tiles in row order,
0 the blank, returning a number of moves (samples/lab). On sizes of at most 9 cells every
board and every edge is checked (proven), and A* and IDA* run with it beside Manhattan,
linear conflict and pattern databases on --sample N boards (100); on larger sizes a sample
is checked (not proven): --sample N seeded boards solved optimally (20), and on 4x4 Korf's
100. Each call may take --call-ms MS (1000), all of them --time-limit MS (60000), in
--memory-limit SIZE (512M); Python runs as --python CMD (python3). Exit code 1 when h
overestimates; 2 when it throws, returns a negative number, NaN or a non-number, has no h,
does not load, or runs past its budgets (the message names the board).
lint: PATH is a file, a folder (read through, but for node_modules, .git and binary
files; links out of it are not followed unless --follow-links, and a link back into a
folder being read never is; /proc, /sys and /dev are never read) or - for standard input
(the current folder by default). UTF-16 files with a byte-order mark are read as text.
X.out, X.ans and X.answer beside X.in are answer files: line i answers board i of X.in.
Each wrong answer is written as path:line:column: error: message (--verbose: each
accepted one as info:), a summary last, names and text with control characters escaped;
--format json writes one array of every answer (file, line, column, kind, text, board,
boardLine, ok, message), with --boards the boards too. --goal G is G's size's goal;
--goals 2x3=123450,4x4=... gives other sizes theirs. --moves tile reads answers' letters
as the tile's direction (u: the tile below the blank moves up), the mirror of the judges'
blank's direction.
Exit codes: 0 all good, 1 a wrong answer (check, show, judge, lint), 2 bad input or usage
(or a program that cannot be compiled or started, or a path lint cannot read), 3 standard
output could not be written.`;
