import { codeWithoutCommentsOrStrings, declaresMethod } from '../../problems';
import { HarnessContext, HarnessPlan, missingMethod } from './types';

/**
 * LeetCode's C++ has "most standard library headers already included" and
 * `std` in use. The harness includes the user's file after them (by its own
 * path, so the compiler's messages name the user's lines), then reads every
 * board on standard input (whitespace-separated integers, rows × columns a
 * board) into the `vector<vector<int>>&` LeetCode passes, calls a new
 * `Solution`'s method on it, as LeetCode makes one per test, and prints each
 * answer on a line, flushed (a crash loses nothing already answered).
 */
function harnessText(context: HarnessContext, include: string): string {
  return `// The judge's harness for LeetCode (src/judge/harness/cpp.ts): not the user's code.
#include <bits/stdc++.h>
#include <unistd.h>
using namespace std;
#include ${include}
int main() {
  // LeetCode judges what the method returns, never what the code prints: the user's prints go to standard
  // error.
  int answers = dup(1);
  dup2(2, 1);
  vector<int> cells;
  int cell;
  while (scanf("%d", &cell) == 1) {
    cells.push_back(cell);
    if (cells.size() < ${context.rows * context.columns}u) continue;
    vector<vector<int>> board(${context.rows}, vector<int>(${context.columns}));
    for (int i = 0; i < ${context.rows * context.columns}; i++) board[i / ${context.columns}][i % ${context.columns}] = cells[i];
    cells.clear();
    ${context.className} solution;
    dprintf(answers, "%d\\n", solution.${context.method}(board));
  }
  return 0;
}
`;
}

/** The `#include` of the user's file: its own path when a quoted include can hold it, else the copy's. */
function includeOf(source: string): { readonly include: string; readonly copied: boolean } {
  return /["\n\\]/.test(source)
    ? { include: '"solution.cpp"', copied: true }
    : { include: `"${source}"`, copied: false };
}

export function cppHarness(context: HarnessContext): HarnessPlan {
  const code = codeWithoutCommentsOrStrings('cpp', context.text);
  const declares = declaresMethod('cpp', code, context.className, context.method);
  if (!declares) return missingMethod(`${context.className}().${context.method}(board)`);
  const { include, copied } = includeOf(context.source);
  return {
    ok: true,
    harness: {
      files: [
        { name: 'harness.cpp', content: harnessText(context, include) },
        ...(copied ? [{ name: 'solution.cpp', content: context.bytes }] : []),
      ],
      copies: copied ? ['solution.cpp'] : [],
      // Compiled as the problem's judge compiles C++ (LeetCode: -O2, the latest standard).
      main: 'harness.cpp',
    },
  };
}
