import { codeWithoutCommentsOrStrings, declaresMethod } from '../../problems';
import { HarnessContext, HarnessPlan, missingMethod } from './types';

/** LeetCode's libraries (leetcodeLibraries.cjs), bundled as one script by the build. */
declare const LEETCODE_JAVASCRIPT_LIBRARIES: string;

/** Their file in the run folder. */
const LIBRARIES = 'leetcode-libraries.js';

/**
 * LeetCode's JavaScript is a function, `var slidingPuzzle = function(board)
 * {…}`, not a class. LeetCode's libraries are loaded first, as its globals
 * (`_`, `MinPriorityQueue`, `Queue`, `Deque`); the user's file runs as a
 * script of its own (its messages name its own lines), and the function is
 * then looked up by name, whether `var`, `let`, `const` or a declaration
 * made it. Every board on standard input is passed to it and each answer
 * written (unbuffered) on a line.
 */
function harnessText(context: HarnessContext): string {
  return `// The judge's harness for LeetCode (src/judge/harness/javascript.ts): not the user's code.
'use strict';
const fs = require('fs');
const vm = require('vm');
const SOURCE = ${JSON.stringify(context.source)};
const ROWS = ${context.rows}, COLUMNS = ${context.columns};
require(${JSON.stringify(`./${LIBRARIES}`)});
// LeetCode judges what the function returns, never what the code prints: the user's prints go to standard
// error.
console.log = console.info = console.error;
process.stdout.write = process.stderr.write.bind(process.stderr);
new vm.Script(fs.readFileSync(SOURCE, 'utf8'), { filename: SOURCE }).runInThisContext();
const method = vm.runInThisContext(${JSON.stringify(`typeof ${context.method} === 'function' ? ${context.method} : undefined`)});
if (method === undefined) {
  process.stderr.write(${JSON.stringify(`LeetCode calls ${context.method}(board): there is no function ${context.method}\n`)});
  process.exit(1);
}
const cells = fs.readFileSync(0, 'latin1').split(/\\s+/).filter((token) => token !== '').map(Number);
const size = ROWS * COLUMNS;
for (let start = 0; start + size <= cells.length; start += size) {
  const board = [];
  for (let row = 0; row < ROWS; row++) board.push(cells.slice(start + row * COLUMNS, start + (row + 1) * COLUMNS));
  fs.writeSync(1, String(method(board)) + '\\n');
}
`;
}

export function javascriptHarness(context: HarnessContext): HarnessPlan {
  const code = codeWithoutCommentsOrStrings('javascript', context.text);
  const declares = declaresMethod('javascript', code, context.className, context.method);
  if (!declares) return missingMethod(`${context.method}(board), a function`);
  return {
    ok: true,
    harness: {
      files: [
        { name: 'harness.js', content: harnessText(context) },
        { name: LIBRARIES, content: LEETCODE_JAVASCRIPT_LIBRARIES },
      ],
      copies: [],
      commands: { compile: ['node', '--check', context.source], run: ['node', '{dir}/harness.js'] },
    },
  };
}
