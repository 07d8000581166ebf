// Compiler messages read into places and words, for the Problems panel. Only
// what can be read for certain becomes a problem; the whole output always
// goes to the output channel, so nothing a compiler says is lost. No
// `vscode` and no Node here: the unit tests read real compilers' output
// with exactly this code.

export interface CompilerProblem {
  /** The file as the compiler wrote it: absolute, or relative to where it ran. */
  readonly file: string;
  /** 1-based, as compilers count. */
  readonly line: number;
  /** 1-based; undefined when the compiler gave none (the whole line is meant). */
  readonly column?: number;
  /**
   * Python prints the bad line without its indentation, and its caret under
   * that: then `column` counts from the line's first non-blank character.
   */
  readonly afterIndentation?: boolean;
  readonly severity: 'error' | 'warning' | 'note';
  readonly message: string;
}

/**
 * gcc and g++ (and clang): `file:line:col: error: message`, also
 * `fatal error:` and, without a column, `file:line: error: message`.
 * Notes are kept (they say where a declaration was), but only beside an error.
 */
const GCC = /^(.+?):(\d+):(?:(\d+):)?\s+(fatal error|error|warning|note):\s+(.*)$/;

/** javac: `File.java:12: error: message`, then the source line, then a caret under the column. */
const JAVAC = /^(.+?\.java):(\d+):\s+(error|warning):\s+(.*)$/;

/** Python: `  File "path", line 12`, the line, a caret line, then `SyntaxError: message` (or IndentationError, TabError). */
const PYTHON_FILE = /^\s*File "(.+)", line (\d+)/;
const PYTHON_ERROR = /^(SyntaxError|IndentationError|TabError):\s*(.*)$/;

/** ANSI colour codes, which compilers add when they think they write to a terminal. */
const ANSI = new RegExp(`${String.fromCharCode(0x1b)}\\[[0-9;]*[A-Za-z]`, 'g');

/** The problems in a compiler's (or, for Python, the interpreter's) output; empty when none can be read. */
export function compilerProblems(output: string): CompilerProblem[] {
  const lines = output.replace(ANSI, '').split(/\r?\n/);
  const problems: CompilerProblem[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const java = JAVAC.exec(line);
    if (java) {
      problems.push({
        file: java[1],
        line: Number(java[2]),
        column: javacColumn(lines, index),
        severity: java[3] === 'error' ? 'error' : 'warning',
        message: java[4].trim(),
      });
      continue;
    }
    const gcc = GCC.exec(line);
    if (gcc && !gcc[1].startsWith('In file included from')) {
      const severity = gcc[4] === 'warning' ? 'warning' : gcc[4] === 'note' ? 'note' : 'error';
      problems.push({
        file: gcc[1],
        line: Number(gcc[2]),
        column: gcc[3] === undefined ? undefined : Number(gcc[3]),
        severity,
        message: gcc[5].trim(),
      });
      continue;
    }
    const python = PYTHON_FILE.exec(line);
    if (python) {
      const problem = pythonSyntaxError(lines, index, python[1], Number(python[2]));
      if (problem) problems.push(problem);
    }
  }
  // A note alone (a warning's context when only warnings were shown) is no problem of its own.
  return problems.some((problem) => problem.severity !== 'note') ? problems : [];
}

/** javac puts a line of spaces and one caret under the bad column, two lines below the message. */
function javacColumn(lines: readonly string[], index: number): number | undefined {
  const caret = lines[index + 2];
  if (caret === undefined || !/^\s*\^\s*$/.test(caret)) return undefined;
  return caret.indexOf('^') + 1;
}

/**
 * A syntax error's place: the last `File "…", line N` before the
 * `SyntaxError:` line, with the caret's column when a caret line follows the
 * source line. A traceback of a program that ran and failed is no
 * compile error, and is left to the verdict.
 */
function pythonSyntaxError(
  lines: readonly string[],
  index: number,
  file: string,
  line: number,
): CompilerProblem | undefined {
  for (let next = index + 1; next < Math.min(lines.length, index + 5); next++) {
    if (PYTHON_FILE.test(lines[next])) return undefined;
    const error = PYTHON_ERROR.exec(lines[next]);
    if (!error) continue;
    const caretLine = lines.slice(index + 1, next).find((text) => /^\s*\^+\s*$/.test(text));
    const sourceLine = lines[index + 1];
    // The source line is printed indented by 4 and stripped of its own indentation; the caret is placed under
    // that.
    const column =
      caretLine !== undefined && sourceLine !== undefined ? caretColumn(sourceLine, caretLine) : undefined;
    return {
      file,
      line,
      column,
      afterIndentation: true,
      severity: 'error',
      message: `${error[1]}: ${error[2]}`.trim(),
    };
  }
  return undefined;
}

function caretColumn(sourceLine: string, caretLine: string): number | undefined {
  const indent = sourceLine.length - sourceLine.trimStart().length;
  const at = caretLine.indexOf('^') - indent;
  return at >= 0 ? at + 1 : undefined;
}
