import { parseBoard, Puzzle, puzzleOf, sizeByKey, UVA_UNSOLVABLE } from '../engine';

/**
 * The registry of judge problems: every problem the judge knows is declared
 * here once, with everything that follows from its statement (spec.ts says
 * what each field means). The command line's `--problem` and usage, the
 * editor's problem picker, the CodeLens that offers Test My Solution, the
 * Test Explorer's labels and the judge itself all read it.
 *
 * To add a problem, add its entry to {@link PROBLEM_SPECS}: every field is
 * required, so the type checker points at each decision the problem owes.
 */

import { DataSize, JudgeEnvironment, JudgeMachine, ProblemSpec } from './spec';

export type { ProblemSpec } from './spec';

/** The judges' usual board: spaced cells, `x` for the blank; their samples space it with runs of spaces, and a list of tiles read by tokens may come a row a line. */
const SPACED_X = { layout: 'spaced', blank: 'x', spacings: ['runs-of-spaces', 'tabs', 'rows'] } as const;
/** A grid of numbers, `0` for the blank (UVa 10181, Aizu): a row a line, read by tokens. */
const GRID_0 = { layout: 'grid', blank: '0', spacings: ['runs-of-spaces', 'tabs'] } as const;
const LINES = { kind: 'lines' } as const;
const MOVES_OR_UNSOLVABLE = {
  kind: 'moves',
  case: 'lower',
  unsolvable: 'unsolvable',
  accept: { kind: 'any' },
} as const;
const PROGRAM = { kind: 'program' } as const;
/** A board is the whole input: every run is the judge's own size. */
const ONE_BOARD: DataSize = { boards: 1, from: 'statement', basis: 'a board is the whole input' };

/**
 * HDU 1043's input holds about 700 solvable boards: four searches a board
 * at a time published as accepted there with HDU's own times (IDA* 78 ms
 * and 171 ms, an optimal IDA* 124 ms, an A* 405 ms), rebuilt and run here
 * on random solvable boards (0.1 to 0.6 ms a board), come to 675 to 743
 * boards, on a machine as fast as HDU's by a reverse BFS of fixed cost (328
 * ms there, 310 ms here). Unsolvable boards cost those programs nothing, so
 * their share is unknown: the default set draws boards uniformly, half of
 * them unsolvable, 1,400 in all.
 */
const HDU1043_DATA: DataSize = {
  boards: 1400,
  from: 'estimate',
  basis:
    "HDU publishes no size; four searches a board at a time with HDU's own times (78 to 405 ms), run here on a machine as fast as HDU's, put it at about 700 solvable boards: 1,400 drawn uniformly hold as many",
};
/**
 * UVa 652, the same contest's problem (South Central USA 1998) with UVa's multiple input, publishes no size:
 * HDU 1043's, by that kinship alone.
 */
const UVA652_DATA: DataSize = {
  ...HDU1043_DATA,
  basis:
    "UVa publishes no size, and nothing found bounds it: HDU 1043's, the same contest's problem (about 700 solvable boards, 1,400 drawn uniformly)",
};
/** LeetCode runs its hidden tests of a problem in one process and says only how many passed. */
const LEETCODE773_DATA: DataSize = {
  boards: 325,
  from: 'estimate',
  basis:
    'LeetCode publishes its tests of 773 neither whole nor counted: 325 is the default set (every distance of the 2×3 puzzle, the farthest boards, unsolvable ones, 300 random)',
};
/**
 * UVa 10181's input is light: accepted programs' totals there are 1.46 s
 * (an A*) and 1.758 s (CP3's IDA*), which takes 2 ms a board here to 30
 * moves, 0.2 s at 36 to 40 and 1 to 13 s at 41 to 45, so the input holds at
 * most a board or so past 41 moves; and IDA* programs published as accepted
 * answer 43 and 45 of this judge's boards, nearest first, in UVa's 3 s. The
 * default set is the edge set's 40 nearest: the solved board, a board at
 * each distance to 36, and the unsolvable ones.
 */
const UVA10181_DATA: DataSize = {
  boards: 40,
  from: 'estimate',
  basis:
    'UVa publishes no size; its accepted programs total 1.5 to 1.8 s there, and answer 43 to 45 of these boards, nearest first, in its 3 s: 40 of them',
};

/**
 * How POJ and HDU count memory, from what they printed for accepted
 * submissions (their own figures, kept in public archives of solutions):
 * a large array that is never touched costs nothing there. POJ:
 * `char tab[100000][100]` with some 130 rows used, 424K (G++); 15.6 MB of
 * `long long` arrays, 384K; about 800 MB of arrays, 392K (C++). HDU: 48 MB
 * of arrays, 316KB; a gigabyte of stack reserved and committed with
 * `#pragma comment(linker,"/STACK:…")`, 15,936KB. An array the program
 * fills shows in full (39,544K for one filled by a precompute). So the pages
 * a program touched, which is what is counted here; a program's fixed
 * baseline there (POJ's G++ 356–392K, HDU's G++ 1.4–1.8 MB) is about what
 * this machine's is.
 */
const WINDOWS_MEMORY =
  'the pages a program touches: accepted submissions with hundreds of megabytes of arrays they never touch show a few hundred K (POJ and HDU, their own figures in public archives), and HDU counts no committed stack';

/** POJ's and HDU's machine: MinGW on 32-bit Windows, GCC 4's library. */
function windowsMachine(judge: string, compiler: string): JudgeMachine {
  return {
    system: `32-bit Windows, ${compiler}`,
    wordBits: 32,
    strings: 'copy-on-write',
    memory: 'resident',
    evidence: `${judge}: ${WINDOWS_MEMORY}; MinGW of GCC 4 builds 32-bit programs, and its std::string shares one buffer between copies`,
  };
}

/**
 * A judge on 64-bit Linux with GCC 5 or later (short-string std::string), counting resident memory as Linux
 * judges do.
 */
function linuxMachine(system: string, evidence: string): JudgeMachine {
  return { system, wordBits: 64, strings: 'short-string', memory: 'resident', evidence };
}

/**
 * POJ's FAQ (http://poj.org/page?id=1000, its table quoted for the same PKU
 * JudgeOnline in lzw429/BaoYan-2019's README): G++ is MinGW GCC 4.4.0, C++98,
 * "the macro ONLINE_JUDGE is defined"; GCC likewise, C99; Java is JDK 6,
 * class Main, "the system property ONLINE_JUDGE is set". HDU's FAQ
 * (https://acm.hdu.edu.cn/faq.php) states the ONLINE_JUDGE define and G++ on
 * Windows, not its version: the same MinGW GCC 4.x is assumed. Neither states
 * flags: `-O2` is assumed. MinGW's libstdc++ 4.x is built with the generic
 * locale model, whose bits/c++locale.h includes <cstring> and <cstdio>, so
 * `memset` compiled there with only <iostream>: reproduced header for header.
 */
function oldGcc(judge: 'POJ' | 'HDU'): JudgeEnvironment {
  const compiler = judge === 'POJ' ? 'MinGW GCC 4.4.0' : 'MinGW GCC 4';
  return {
    machine: windowsMachine(judge, compiler),
    defines: ['ONLINE_JUDGE'],
    variables: {},
    cpp: {
      name: judge === 'POJ' ? 'G++ (MinGW GCC 4.4.0)' : 'G++',
      others: [],
      standard: 'gnu++98',
      flags: ['-O2'],
      libraryIncludes: ['cstring', 'cstdio'],
    },
    c: { name: 'GCC', others: [], standard: 'gnu99', flags: ['-O2'], libraryIncludes: [] },
    source:
      "POJ's FAQ (MinGW GCC 4.4.0, C++98, ONLINE_JUDGE) and HDU's (ONLINE_JUDGE; its G++ taken to be the same); -O2 assumed; here this machine's GCC in gnu++98, built 32-bit with GCC 4's strings, with MinGW's <cstring> and <cstdio> through <iostream>",
  };
}

/**
 * UVa's submission page, as quoted verbatim in several repositories' READMEs:
 * "C++11 5.3.0 - GNU C++ Compiler with options: -lm -lcrypt -O2 -std=c++11
 * -pipe -DONLINE_JUDGE" (its plain "C++ 5.3.0" is the same without -std, GCC
 * 5.3's gnu++98: `--std gnu++98` gives it), "ANSI C 5.3.0 … -lm -lcrypt -O2
 * -pipe -ansi -DONLINE_JUDGE" (-ansi is C90: a `//` comment fails there too),
 * "JAVA 1.8.0 - OpenJDK Java", "PYTH3 3.5.1".
 */
const UVA_GCC: JudgeEnvironment = {
  machine: linuxMachine(
    'Linux, GCC 5.3.0',
    "UVa's compilers are GNU's on Linux (-lcrypt); its word size is not published, 64-bit is assumed; its memory figure taken to be resident memory, as Linux judges count it",
  ),
  defines: ['ONLINE_JUDGE'],
  variables: {},
  cpp: {
    name: 'C++11 5.3.0',
    others: [{ name: 'C++ 5.3.0', standard: 'gnu++98' }],
    standard: 'c++11',
    flags: ['-O2', '-pipe', '-lcrypt'],
    libraryIncludes: [],
  },
  c: {
    name: 'ANSI C 5.3.0',
    others: [],
    standard: 'c90',
    flags: ['-O2', '-pipe', '-lcrypt'],
    libraryIncludes: [],
  },
  source:
    "UVa's submission page (GCC 5.3.0: C++11 -O2 -pipe -DONLINE_JUDGE; ANSI C; OpenJDK 1.8; Python 3.5.1); here this machine's GCC in those standards",
};

/**
 * LeetCode's notes on each language ("envInfo" of its problems, quoted in
 * several repositories): "Compiled with clang 19 using the latest C++ 23
 * standard, and libstdc++ provided by GCC 14 … level two optimization (-O2).
 * AddressSanitizer is also enabled", and "most standard library headers are
 * already included" (the harness includes them); Java is OpenJDK 21, Python
 * 3.11, JavaScript Node.js. No ONLINE_JUDGE. Here g++ in C++23 with -O2 and
 * AddressSanitizer, which reports overflows, not leaks (LeetCode reports none).
 */
const LEETCODE: JudgeEnvironment = {
  machine: linuxMachine(
    "64-bit Linux, clang 19 with GCC 14's libstdc++",
    "LeetCode's language notes (clang 19, libstdc++ of GCC 14: 64-bit, today's strings); its memory figure taken to be resident memory",
  ),
  defines: [],
  variables: { ASAN_OPTIONS: 'detect_leaks=0' },
  cpp: {
    name: 'C++ (clang 19, C++23)',
    others: [],
    standard: 'c++23',
    flags: ['-O2', '-fsanitize=address'],
    libraryIncludes: [],
  },
  c: {
    name: 'C (clang 19)',
    others: [],
    standard: 'gnu11',
    flags: ['-O1', '-fsanitize=address'],
    libraryIncludes: [],
  },
  source:
    "LeetCode's language notes: clang 19, C++23, -O2, AddressSanitizer; here g++ with the same standard, flag and sanitizer",
};

/**
 * A judge whose compilers were not found documented (AcWing; Aizu, whose old
 * submission notes say only that Java is Main.java): today's GCC in C++17
 * with `-O2`, and no ONLINE_JUDGE claimed, since neither says it defines it.
 */
function modernGcc(judge: string): JudgeEnvironment {
  return {
    machine: linuxMachine(
      'Linux, GCC',
      `${judge} documents neither its machine nor how it counts memory: 64-bit Linux and resident memory are assumed`,
    ),
    defines: [],
    variables: {},
    cpp: { name: 'C++', others: [], standard: 'c++17', flags: ['-O2'], libraryIncludes: [] },
    c: { name: 'C', others: [], standard: 'gnu11', flags: ['-O2'], libraryIncludes: [] },
    source: `${judge} documents no compiler flags that could be found: C++17 with -O2, ONLINE_JUDGE not defined`,
  };
}

/** The limits a judge that publishes none is judged with (LeetCode). */
const UNPUBLISHED_LIMITS = { others: { timeMs: 2000, memoryKiB: 262144 }, languages: {} } as const;

/**
 * Every problem, in the order the command line lists them. Each one's
 * mentions are whole words, so `P13790` or `shdu1043x` name nothing. Each
 * fact comes from the statement at `url` (or a copy of it in solutions'
 * comments and READMEs); what could not be checked is said in `unconfirmed`
 * and in the limits' `confirmed`.
 */
const PROBLEM_SPECS = {
  poj1077: {
    name: 'POJ 1077',
    commentName: 'POJ 1077',
    mentions: /(?<![A-Za-z0-9])poj\s*[-_#.:]?\s*1077(?![0-9])/i,
    description: 'one board per run; answer: moves (u d l r) or unsolvable',
    url: 'http://poj.org/problem?id=1077',
    size: '3x3',
    goal: '12345678x',
    board: SPACED_X,
    input: { kind: 'one-board' },
    data: ONE_BOARD,
    output: LINES,
    answer: MOVES_OR_UNSOLVABLE,
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: true,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 1000, memoryKiB: 65536 },
      languages: {},
      source: 'http://poj.org/problem?id=1077',
      stated: 'Time Limit: 1000MS  Memory Limit: 65536K  Special Judge',
      published: true,
      confirmed: true,
    },
    environment: oldGcc('POJ'),
    unconfirmed: [],
  },
  hdu1043: {
    name: 'HDU 1043',
    commentName: 'HDU 1043',
    mentions: /(?<![A-Za-z0-9])hdu(?:oj)?\s*[-_#.:]?\s*1043(?![0-9])/i,
    description: 'every board in one run, one per line; answer: moves (u d l r) or unsolvable',
    url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1043',
    size: '3x3',
    goal: '12345678x',
    board: SPACED_X,
    input: { kind: 'until-end' },
    data: HDU1043_DATA,
    output: LINES,
    answer: MOVES_OR_UNSOLVABLE,
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: true,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 5000, memoryKiB: 32768 },
      languages: { java: { timeMs: 10000, memoryKiB: 65536 } },
      source: 'https://acm.hdu.edu.cn/showproblem.php?pid=1043',
      stated:
        'Time Limit: 10000/5000 MS (Java/Others)  Memory Limit: 65536/32768 K (Java/Others)  Special Judge',
      published: true,
      confirmed: true,
    },
    environment: oldGcc('HDU'),
    unconfirmed: [],
  },
  luogu1379: {
    name: 'Luogu P1379',
    commentName: 'P1379',
    mentions:
      /(?:(?<![A-Za-z0-9])luogu\s*[-_#.:]?\s*p?\s*1379|洛谷\s*[-_#.:]?\s*p?\s*1379|(?<![A-Za-z0-9])P1379)(?![0-9])/i,
    description:
      'one board per run as 9 digits, 0 for the blank, goal 123804765; answer: the number of moves',
    url: 'https://www.luogu.com.cn/problem/P1379',
    size: '3x3',
    goal: '123804765',
    board: { layout: 'compact', blank: '0', spacings: [] },
    input: { kind: 'one-board' },
    data: ONE_BOARD,
    output: LINES,
    // 输出最少移动次数: exactly the minimum. 保证测试数据中无特殊无法到达目标状态数据: no unsolvable board.
    answer: { kind: 'steps', unsolvable: undefined },
    solution: PROGRAM,
    presentationError: false,
    unsolvableBoards: false,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 1000, memoryKiB: 131072 },
      languages: {},
      source: 'https://www.luogu.com.cn/problem/P1379',
      stated: '时间限制 1.00s  内存限制 128.00MB',
      published: true,
      confirmed: true,
    },
    // https://help.luogu.com.cn/manual/luogu/problem/judging (luogu-dev/docs): `g++ -x c++ -std=$version -fPIC -DONLINE_JUDGE
    // -Wall -fno-asm -lm -march=native`, O2 on by default; C++14 with GCC 9.3.0 (NOI Linux 2.0) the usual choice; C with
    // `-std=c99`; `java -DONLINE_JUDGE`, saved as Main.java; "评测环境中定义环境变量 ONLINE_JUDGE=luogu".
    environment: {
      machine: linuxMachine(
        'NOI Linux 2.0 (64-bit), GCC 9.3.0',
        "Luogu's judging manual (NOI Linux 2.0, GCC 9.3.0); its memory figure taken to be resident memory, as Linux judges count it",
      ),
      defines: ['ONLINE_JUDGE'],
      variables: { ONLINE_JUDGE: 'luogu' },
      cpp: {
        name: 'C++14 (GCC 9)',
        others: [
          { name: 'C++11', standard: 'c++11' },
          { name: 'C++17', standard: 'c++17' },
          { name: 'C++20', standard: 'c++20' },
        ],
        standard: 'c++14',
        flags: ['-O2', '-fPIC', '-Wall', '-fno-asm', '-march=native'],
        libraryIncludes: [],
      },
      c: {
        name: 'C99',
        others: [],
        standard: 'c99',
        flags: ['-O2', '-Wall', '-fno-asm', '-march=native'],
        libraryIncludes: [],
      },
      source:
        "Luogu's judging manual: GCC 9.3.0 in C++14 (C99 for C), -O2 -fPIC -Wall -fno-asm -march=native -DONLINE_JUDGE, ONLINE_JUDGE=luogu in the environment; here this machine's GCC with the same flags",
    },
    unconfirmed: [],
  },
  acwing179: {
    name: 'AcWing 179',
    commentName: 'AcWing 179',
    mentions: /(?<![A-Za-z0-9])acwing\s*[-_#.:]?\s*179(?![0-9])/i,
    description: 'one board per run; answer: a shortest move string (u d l r), any of them, or unsolvable',
    url: 'https://www.acwing.com/problem/content/181/',
    size: '3x3',
    goal: '12345678x',
    board: SPACED_X,
    input: { kind: 'one-board' },
    data: ONE_BOARD,
    output: LINES,
    // 请你通过最少的移动次数，得到正确排列 … 如果答案不唯一，输出任意一种合法方案即可 … 如果不存在解决方案，则输出 unsolvable。
    answer: { kind: 'moves', case: 'lower', unsolvable: 'unsolvable', accept: { kind: 'shortest' } },
    solution: PROGRAM,
    presentationError: false,
    unsolvableBoards: true,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 1000, memoryKiB: 65536 },
      languages: {},
      source: 'https://www.acwing.com/problem/content/181/',
      stated: "not read here: AcWing's usual 时/空限制：1s / 64MB is assumed",
      published: true,
      confirmed: false,
    },
    environment: modernGcc('AcWing'),
    unconfirmed: [
      "the limits (AcWing's usual 1 s / 64 MB assumed)",
      'whether the checker rejects a valid move string longer than the fewest: the statement asks for the fewest moves (通过最少的移动次数) and accepts any of those (输出任意一种合法方案), so a longer one is judged wrong',
    ],
  },
  acwing845: {
    name: 'AcWing 845',
    commentName: 'AcWing 845',
    mentions: /(?<![A-Za-z0-9])acwing\s*[-_#.:]?\s*845(?![0-9])/i,
    description: 'one board per run; answer: the number of moves, or -1',
    url: 'https://www.acwing.com/problem/content/847/',
    size: '3x3',
    goal: '12345678x',
    board: SPACED_X,
    input: { kind: 'one-board' },
    data: ONE_BOARD,
    output: LINES,
    // 输出占一行，包含一个整数，表示最少交换次数。如果不存在解决方案，则输出 −1。
    answer: { kind: 'steps', unsolvable: '-1' },
    solution: PROGRAM,
    presentationError: false,
    unsolvableBoards: true,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 1000, memoryKiB: 65536 },
      languages: {},
      source: 'https://www.acwing.com/problem/content/847/',
      stated: "not read here: AcWing's usual 时/空限制：1s / 64MB is assumed",
      published: true,
      confirmed: false,
    },
    environment: modernGcc('AcWing'),
    unconfirmed: ["the limits (AcWing's usual 1 s / 64 MB assumed)"],
  },
  uva652: {
    name: 'UVa 652',
    commentName: 'UVa 652',
    mentions: /(?<![A-Za-z0-9])uva\s*(?:oj)?\s*[-_#.:]?\s*652(?![0-9])/i,
    description:
      'the number of boards, then each after a blank line, in one run; answer: moves (u d l r) or unsolvable, a blank line between answers',
    url: 'https://onlinejudge.org/external/6/652.pdf',
    size: '3x3',
    goal: '12345678x',
    board: SPACED_X,
    // UVa's multiple input: the number of cases, a blank line, then the cases with a blank line between;
    // outputs separated by a blank line.
    input: { kind: 'counted', blankLines: true },
    data: UVA652_DATA,
    output: { kind: 'blank-between' },
    answer: MOVES_OR_UNSOLVABLE,
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: true,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 3000, memoryKiB: 131072 },
      languages: {},
      source: 'https://onlinejudge.org/external/6/652.pdf',
      stated:
        "not read here: UVa's usual 3.000 seconds is assumed; UVa publishes no memory limit (128 MiB is this judge's)",
      published: false,
      confirmed: false,
    },
    environment: UVA_GCC,
    unconfirmed: [
      "the time limit (UVa's usual 3 s assumed) and the memory limit (none published)",
      'whether a valid move string longer than the fewest is accepted: the statement asks only for "a series of moves that produce a solution", so any is',
    ],
  },
  hdu3567: {
    name: 'HDU 3567',
    commentName: 'HDU 3567',
    mentions: /(?<![A-Za-z0-9])hdu(?:oj)?\s*[-_#.:]?\s*3567(?![0-9])/i,
    description:
      "the number of cases, then each case's start and goal (12X453786), in one run; answer: Case k: n, then the lexicographically smallest shortest moves (d l r u)",
    url: 'https://acm.hdu.edu.cn/showproblem.php?pid=3567',
    size: '3x3',
    // Each case brings its own goal; this one only names the size (and is the goal of a board judged alone).
    goal: '12345678X',
    board: { layout: 'compact', blank: 'X', spacings: [] },
    // The first line is T (T <= 200) … two lines with state A occupying the first line and state B on the
    // second line.
    input: { kind: 'counted-pairs' },
    data: { boards: 200, from: 'statement', basis: 'the statement: T <= 200' },
    // "Case x: d" … S is the operation list … on the second line (an empty line for d = 0).
    output: { kind: 'case-headed' },
    // 1. minimum length; 2. the lexicographically smallest one of all solutions of minimum length. It is
    // guaranteed that there is an available solution.
    answer: {
      kind: 'moves',
      case: 'lower',
      unsolvable: undefined,
      accept: { kind: 'lexicographic-shortest' },
    },
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: false,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 2000, memoryKiB: 65536 },
      languages: { java: { timeMs: 4000, memoryKiB: 131072 } },
      source: 'https://acm.hdu.edu.cn/showproblem.php?pid=3567',
      stated:
        'not read here: Time Limit: 4000/2000 MS (Java/Others)  Memory Limit: 131072/65536 K (Java/Others), as recalled; a published solution notes 18,476 KB and 1,123 ms',
      published: true,
      confirmed: false,
    },
    environment: oldGcc('HDU'),
    unconfirmed: [
      'the limits (4000/2000 ms and 131072/65536 KB, Java/others, recalled, not read from the page)',
    ],
  },
  leetcode773: {
    name: 'LeetCode 773',
    commentName: 'LeetCode 773',
    // The method's declaration names it too (`def slidingPuzzle`, `int slidingPuzzle(`, `var slidingPuzzle = function`), not a call of it.
    mentions:
      /(?:(?<![A-Za-z0-9])(?:leetcode|lc|力扣)\s*[-_#.:]?\s*773(?![0-9])|(?<![A-Za-z0-9])(?:def|int|function|var|let|const)\s+slidingPuzzle(?![A-Za-z0-9]))/i,
    description:
      'class Solution with slidingPuzzle(board), a 2x3 board of 0 to 5, goal [[1,2,3],[4,5,0]]; answer: the number of moves, or -1',
    url: 'https://leetcode.com/problems/sliding-puzzle/',
    size: '2x3',
    goal: '[[1,2,3],[4,5,0]]',
    // The harness (src/judge/harness) reads a board a line, cells spaced, 0 the blank, until the end: one
    // run.
    board: { layout: 'spaced', blank: '0', spacings: [] },
    input: { kind: 'until-end' },
    data: LEETCODE773_DATA,
    output: LINES,
    // Return the least number of moves required so that the state of the board is solved. If it is impossible
    // … return -1.
    answer: { kind: 'steps', unsolvable: '-1' },
    solution: { kind: 'method', className: 'Solution', method: 'slidingPuzzle' },
    presentationError: false,
    unsolvableBoards: true,
    mostMoves: undefined,
    limits: {
      ...UNPUBLISHED_LIMITS,
      source: 'https://leetcode.com/problems/sliding-puzzle/',
      stated: "LeetCode publishes no limits: 2 s and 256 MiB for all the boards of a run are this judge's",
      published: false,
      confirmed: true,
    },
    environment: LEETCODE,
    unconfirmed: [],
  },
  uva10181: {
    name: 'UVa 10181',
    commentName: 'UVa 10181',
    mentions: /(?<![A-Za-z0-9])uva\s*(?:oj)?\s*[-_#.:]?\s*10181(?![0-9])/i,
    description: `the number of 4x4 boards, then each as 4 lines, 0 for the blank, in one run; answer: at most 50 moves (L R U D, the blank's) or ${UVA_UNSOLVABLE}`,
    url: 'https://onlinejudge.org/external/101/10181.pdf',
    size: '4x4',
    goal: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
    board: GRID_0,
    // The first line of the input contains one integer N … Next 4N lines contain N sets of inputs.
    input: { kind: 'counted', blankLines: false },
    data: UVA10181_DATA,
    output: LINES,
    // The missing Tile moves to right. Denoted by R … you will not be allowed to use more than 50 steps …
    // 'This puzzle is not solvable.'
    answer: {
      kind: 'moves',
      case: 'upper',
      unsolvable: UVA_UNSOLVABLE,
      accept: { kind: 'at-most', moves: 50 },
    },
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: true,
    // The input 15-puzzles requires at most 45 steps to be solved with our judge solution.
    mostMoves: 45,
    limits: {
      others: { timeMs: 3000, memoryKiB: 131072 },
      languages: {},
      source: 'https://onlinejudge.org/external/101/10181.pdf',
      stated:
        "not read here: UVa's usual 3.000 seconds is assumed; UVa publishes no memory limit (128 MiB is this judge's)",
      published: false,
      confirmed: false,
    },
    environment: UVA_GCC,
    unconfirmed: ["the time limit (UVa's usual 3 s assumed) and the memory limit (none published)"],
  },
  'aizu-alds1-13-b': {
    name: 'Aizu ALDS1_13_B',
    commentName: 'ALDS1_13_B',
    mentions: /(?<![A-Za-z0-9])(?:(?:aizu|aoj)\s*[-_#.:]?\s*)?alds1\s*[-_]\s*13\s*[-_]\s*b(?![A-Za-z0-9])/i,
    description:
      'one board per run as 3 lines of 0 to 8, 0 for the blank, goal 1 2 3 / 4 5 6 / 7 8 0; answer: the number of moves',
    url: 'https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_B',
    size: '3x3',
    goal: '1 2 3 4 5 6 7 8 0',
    board: { ...GRID_0, spacings: ['runs-of-spaces', 'tabs', 'one-line'] },
    input: { kind: 'one-board' },
    data: ONE_BOARD,
    output: LINES,
    // Print the fewest steps in a line. Constraints: There is a solution.
    answer: { kind: 'steps', unsolvable: undefined },
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: false,
    mostMoves: undefined,
    limits: {
      others: { timeMs: 1000, memoryKiB: 131072 },
      languages: {},
      source: 'https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_B',
      stated: 'not read here: Time Limit 1 sec, Memory Limit 131072 KB, as recalled',
      published: true,
      confirmed: false,
    },
    environment: modernGcc('Aizu Online Judge'),
    unconfirmed: ['the limits (1 s and 131072 KB, recalled)'],
  },
  'aizu-alds1-13-c': {
    name: 'Aizu ALDS1_13_C',
    commentName: 'ALDS1_13_C',
    mentions: /(?<![A-Za-z0-9])(?:(?:aizu|aoj)\s*[-_#.:]?\s*)?alds1\s*[-_]\s*13\s*[-_]\s*c(?![A-Za-z0-9])/i,
    description:
      'one 4x4 board per run as 4 lines, 0 for the blank, solvable in at most 45 moves; answer: the number of moves',
    url: 'https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_C',
    size: '4x4',
    goal: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
    board: { ...GRID_0, spacings: ['runs-of-spaces', 'tabs', 'one-line'] },
    input: { kind: 'one-board' },
    data: ONE_BOARD,
    output: LINES,
    // Print the fewest steps in a line. Constraints: The given puzzle is solvable in at most 45 steps.
    answer: { kind: 'steps', unsolvable: undefined },
    solution: PROGRAM,
    presentationError: true,
    unsolvableBoards: false,
    mostMoves: 45,
    limits: {
      others: { timeMs: 1000, memoryKiB: 131072 },
      languages: {},
      source: 'https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_C',
      stated: 'not read here: Time Limit 1 sec, Memory Limit 131072 KB, as recalled',
      published: true,
      confirmed: false,
    },
    environment: modernGcc('Aizu Online Judge'),
    unconfirmed: ['the limits (1 s and 131072 KB, recalled)'],
  },
} as const satisfies Record<string, ProblemSpec>;

/** The judges whose formats the judge knows: `hdu1043`. */
export type ProblemId = keyof typeof PROBLEM_SPECS;

/** The problem a solution is judged as when nothing says which: every board in one run. */
export const DEFAULT_PROBLEM: ProblemId = 'hdu1043';

/** A problem with its puzzle resolved: the size and goal its boards are judged toward. */
export interface Problem extends Omit<ProblemSpec, 'size' | 'goal'> {
  readonly id: ProblemId;
  readonly puzzle: Puzzle;
  /** The goal as the statement writes it. */
  readonly goalText: string;
}

function resolve(id: ProblemId, spec: ProblemSpec): Problem {
  const { size: key, goal: text, ...rest } = spec;
  const size = sizeByKey(key);
  const goal = parseBoard(text, size);
  // The registry's own goal: a typo here is this file's bug, found by every test that loads it.
  if (!goal.ok)
    throw new Error(
      `${id}: the goal ${JSON.stringify(text)} is not a ${size.name} board: ${goal.error.message}`,
    );
  return Object.freeze({ ...rest, id, puzzle: puzzleOf(size, goal.board), goalText: text });
}

const BY_ID = Object.fromEntries(
  (Object.keys(PROBLEM_SPECS) as ProblemId[]).map((id) => [id, resolve(id, PROBLEM_SPECS[id])]),
) as Readonly<Record<ProblemId, Problem>>;

/** Every problem, in the registry's order. */
export const PROBLEMS: readonly Problem[] = Object.freeze(Object.values(BY_ID));

/** Every problem's id, in the registry's order: `poj1077, hdu1043, luogu1379, acwing179, …`. */
export const PROBLEM_IDS: readonly ProblemId[] = Object.freeze(PROBLEMS.map((problem) => problem.id));

export function problemOf(id: ProblemId = DEFAULT_PROBLEM): Problem {
  return BY_ID[id];
}

export function isProblemId(text: string): text is ProblemId {
  return Object.hasOwn(BY_ID, text);
}

/** A problem id read back from storage or a setting, where anything may be. */
export function asProblemId(value: unknown): ProblemId | undefined {
  return typeof value === 'string' && isProblemId(value) ? value : undefined;
}

/** The problems as a picker offers them: the default first, then the others in the registry's order. */
export function problemsForPicker(): Problem[] {
  return [problemOf(DEFAULT_PROBLEM), ...PROBLEMS.filter((problem) => problem.id !== DEFAULT_PROBLEM)];
}
