import { codeOf } from '../build/codeText';
import { packageLine, packageMessage } from '../build/javaClass';
import { HarnessContext, HarnessPlan, missingMethod } from './types';

/**
 * What LeetCode's Java has imported for the user ("most standard library
 * headers are already included"), put before the user's first line on that
 * same line, so every line keeps its number.
 */
const PRELUDE = 'import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; import java.io.*; ';

/**
 * `Main` reads every board on standard input (whitespace-separated integers,
 * rows × columns a board), calls a new `Solution()`'s method on each, as
 * LeetCode makes one per test, and prints each answer on a line, flushed.
 * The user's class is compiled from a copy named after it, with the prelude.
 */
function mainText(context: HarnessContext): string {
  return `// The judge's harness for LeetCode (src/judge/harness/java.ts): not the user's code.
import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
    // LeetCode judges what the method returns, never what the code prints: the user's prints go to standard error.
    System.setOut(System.err);
    int[][] board = new int[${context.rows}][${context.columns}];
    while (true) {
      for (int cell = 0; cell < ${context.rows * context.columns}; cell++) {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return;
        board[cell / ${context.columns}][cell % ${context.columns}] = (int) in.nval;
      }
      int[][] given = new int[${context.rows}][];
      for (int row = 0; row < ${context.rows}; row++) given[row] = board[row].clone();
      out.println(new ${context.className}().${context.method}(given));
    }
  }
}
`;
}

export function javaHarness(context: HarnessContext): HarnessPlan {
  const pack = packageLine(context.text);
  if (pack) return { ok: false, line: pack.line, message: packageMessage(pack.name) };
  const code = codeOf(context.text, 'c');
  const declares = new RegExp(`\\bclass\\s+${context.className}\\b[\\s\\S]*\\b${context.method}\\s*\\(`).test(code);
  if (!declares) return missingMethod(`new ${context.className}().${context.method}(board)`);
  const copy = `${context.className}.java`;
  return {
    ok: true,
    harness: {
      files: [
        { name: 'Main.java', content: mainText(context) },
        { name: copy, content: Buffer.concat([Buffer.from(PRELUDE), withoutBom(context.bytes)]) },
      ],
      copies: [copy],
      commands: {
        compile: ['javac', '-encoding', '{encoding}', '-sourcepath', '{dir}', '-d', '{dir}', '{dir}/Main.java', `{dir}/${copy}`],
        run: ['java', '-XX:+UseSerialGC', '-Xmx{memoryKiB}k', '-cp', '{dir}', 'Main'],
      },
    },
  };
}

/** The bytes without a UTF-8 byte order mark, which may not follow the prelude. */
function withoutBom(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}
