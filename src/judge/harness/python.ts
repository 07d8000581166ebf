import { codeWithoutCommentsOrStrings, declaresMethod } from '../../problems';
import { PYTHON_SYNTAX_CHECK } from '../run/toolchains';
import { Harness, HarnessContext, HarnessPlan, missingMethod } from './types';

/**
 * What LeetCode's Python 3 has before the user's code, in its order, as
 * printed from inside submissions (its joined file, four dumps alike): each
 * module's names (`from … import *`), then the builtins' over them (`pow`,
 * `compile` and `sum` are the builtins), then the modules themselves, so
 * that `copy`, `random`, `bisect` and `datetime` are the modules
 * (`copy.deepcopy`, as published solutions call it), then typing's names
 * (`List`), the name `typing` itself left unbound. Its solutions lean on it:
 * `deque`, `heappush`, `json.dumps`, with no import.
 */
const PRELUDE_MODULES = [
  'string',
  're',
  'datetime',
  'collections',
  'heapq',
  'bisect',
  'copy',
  'math',
  'random',
  'statistics',
  'itertools',
  'functools',
  'operator',
  'io',
  'sys',
  'json',
] as const;

const PRELUDE = [
  ...[...PRELUDE_MODULES, 'builtins'].map((module) => `from ${module} import *`),
  ...PRELUDE_MODULES.map((module) => `import ${module}`),
  'from typing import *',
].join('\n');

/** What LeetCode's driver binds after the user's code, which its methods see when they run: `os`. */
const DRIVER = 'import os';

/**
 * The user's file is run as it is, in a namespace that has the prelude, so
 * a traceback names its own lines; then every board on standard input (its
 * cells as whitespace-separated integers, rows × columns a board) is given
 * to a new `Solution()`, as LeetCode makes one per test, and each answer is
 * written on a line of its own and flushed, so what was answered before a
 * crash is counted. LeetCode judges what the method returns, never what the
 * code prints, so the user's own prints go to standard error, out of the answers' way.
 */
function harnessText(context: HarnessContext): string {
  return `# The judge's harness for LeetCode (src/judge/harness/python.ts): not the user's code.
import sys
SOURCE = ${JSON.stringify(context.source)}
ROWS, COLUMNS = ${context.rows}, ${context.columns}
answers = sys.stdout
sys.stdout = sys.stderr
namespace = {"__name__": "__main__", "__file__": SOURCE}
exec(${JSON.stringify(PRELUDE)}, namespace)
with open(SOURCE, "rb") as source:
    exec(compile(source.read(), SOURCE, "exec"), namespace)
exec(${JSON.stringify(DRIVER)}, namespace)
Solution = namespace.get(${JSON.stringify(context.className)})
if Solution is None:
    sys.exit("LeetCode calls ${context.className}().${context.method}(board): there is no class ${context.className}")
cells = [int(token) for token in sys.stdin.buffer.read().split()]
size = ROWS * COLUMNS
for start in range(0, len(cells) - size + 1, size):
    board = [cells[start + row * COLUMNS:start + (row + 1) * COLUMNS] for row in range(ROWS)]
    answer = getattr(Solution(), ${JSON.stringify(context.method)})(board)
    answers.write(str(answer) + "\\n")
    answers.flush()
`;
}

export function pythonHarness(context: HarnessContext): HarnessPlan {
  const code = codeWithoutCommentsOrStrings('python', context.text);
  const declares = declaresMethod('python', code, context.className, context.method);
  if (!declares) return missingMethod(`${context.className}().${context.method}(board)`);
  const harness: Harness = {
    files: [{ name: 'harness.py', content: harnessText(context) }],
    copies: [],
    // The syntax check is the user's file's: the harness is ours.
    commands: {
      compile: ['python3', '-c', PYTHON_SYNTAX_CHECK, context.source],
      run: ['python3', '{dir}/harness.py'],
    },
  };
  return { ok: true, harness };
}
