import { codeWithoutCommentsOrStrings, declaresMethod } from '../../problems';
import { packageLine, packageMessage } from '../build/javaClass';
import { HarnessContext, HarnessPlan, missingMethod } from './types';

/**
 * What LeetCode's Java has imported for the user ("most standard library
 * headers are already included"; "includes Pair class from
 * javafx/util/Pair"; its driver file, as printed from a submission, imports
 * java.util's packages, java.io's classes and java.text.DecimalFormat, and
 * solutions use java.nio.file's unimported), put before the user's first
 * line on that same line, so every line keeps its number.
 */
const PRELUDE = [
  'java.util.*',
  'java.util.concurrent.*',
  'java.util.concurrent.atomic.*',
  'java.util.concurrent.locks.*',
  'java.util.function.*',
  'java.util.stream.*',
  'java.math.*',
  'java.io.*',
  'java.nio.file.*',
  'java.text.DecimalFormat',
  'javafx.util.Pair',
]
  .map((name) => `import ${name}; `)
  .join('');

/**
 * JavaFX's `Pair`, which LeetCode's Java has and a JDK does not: its API
 * (a key and a value, `getKey`, `getValue`, equal when both are, written
 * `key=value`), compiled from the run folder where the user's code uses it.
 */
const PAIR = `// JavaFX's Pair, as LeetCode's Java has it (src/judge/harness/java.ts): not the user's code.
package javafx.util;

public class Pair<K, V> implements java.io.Serializable {
  private final K key;
  private final V value;

  public Pair(K key, V value) {
    this.key = key;
    this.value = value;
  }

  public K getKey() {
    return key;
  }

  public V getValue() {
    return value;
  }

  @Override
  public String toString() {
    return key + "=" + value;
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hashCode(key) * 13 + java.util.Objects.hashCode(value);
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) return true;
    if (!(other instanceof Pair)) return false;
    Pair<?, ?> pair = (Pair<?, ?>) other;
    return java.util.Objects.equals(key, pair.key) && java.util.Objects.equals(value, pair.value);
  }
}
`;

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
    // LeetCode judges what the method returns, never what the code prints: the user's prints go to standard
    // error.
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
  const code = codeWithoutCommentsOrStrings('java', context.text);
  const declares = declaresMethod('java', code, context.className, context.method);
  if (!declares) return missingMethod(`new ${context.className}().${context.method}(board)`);
  const copy = `${context.className}.java`;
  return {
    ok: true,
    harness: {
      files: [
        { name: 'Main.java', content: mainText(context) },
        { name: 'javafx/util/Pair.java', content: PAIR },
        { name: copy, content: Buffer.concat([Buffer.from(PRELUDE), withoutBom(context.bytes)]) },
      ],
      copies: [copy],
      commands: {
        compile: [
          'javac',
          '-encoding',
          '{encoding}',
          '-sourcepath',
          '{dir}',
          '-d',
          '{dir}',
          '{dir}/Main.java',
          `{dir}/${copy}`,
        ],
        run: ['java', '-XX:+UseSerialGC', '-Xmx{memoryKiB}k', '-cp', '{dir}', 'Main'],
      },
    },
  };
}

/** The bytes without a UTF-8 byte order mark, which may not follow the prelude. */
function withoutBom(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}
