/**
 * Whether a board found in a run of numbers stands on its own, or was cut
 * out of a longer run or a table row: `[0 1 2 3 4 5 6 7 8 9]`,
 * `{9, 0, 8, 1, 7, 2, 6, 3, 5, 4}`, `8 8 0 1 5 2 6 7 3 4 0` hold nine cells
 * in a row that are no board. A number beside a board is allowed only as
 * people write one: a case number after a word that says so
 * (`case 7 2 3 4 1 5 x 7 6 8`, `#3 …`), or a count followed by its unit
 * (`2 3 4 1 5 x 7 6 8, 5 moves`), or both on a numbered case.
 */
const SEPARATOR_BEFORE = /(?:[ \t]*,[ \t]*|[ \t]+)$/;
const NUMBER_BEFORE = /(?<![\w.])\d+(?:[ \t]*,[ \t]*|[ \t]+)$/;
const NUMBER_AFTER = /^(?:[ \t]*,[ \t]*|[ \t]+)\d+(?![\w.]|\.\d)/;
/** What says the number after it is a case's: `case 7`, `Case #7`, `#7`, `No. 7`, `test 7`, `样例 7`, `第 7`. */
const CASE_WORD = /(?:(?<![A-Za-z])(?:case|test|sample|no\.?)|#|样例|第|输入)[ \t]*#?[ \t]*$/i;
/** A count's unit: a word right after it (`5 moves`, `5 steps`, `5 步`). */
const UNIT_AFTER = /^[ \t]*[A-Za-z\u4e00-\u9fff]/;

/** Numbers allowed beside a board: one before it and one after it. */
const MOST_BESIDE = 1;

export function standsAlone(text: string, start: number, end: number): boolean {
  const before = numbersBefore(text, start);
  const after = numbersAfter(text, end);
  if (before.count > MOST_BESIDE || after.count > MOST_BESIDE) return false;
  const numbered = CASE_WORD.test(text.slice(0, before.from));
  if (before.count > 0 && !numbered) return false;
  if (after.count > 0 && !numbered && !UNIT_AFTER.test(text.slice(after.to))) return false;
  return true;
}

/** The numbers right before `start`, each after its separator, and where the first of them starts. */
function numbersBefore(text: string, start: number): { count: number; from: number } {
  let from = start;
  let count = 0;
  for (
    let match = NUMBER_BEFORE.exec(text.slice(0, from));
    match && count <= MOST_BESIDE;
    match = NUMBER_BEFORE.exec(text.slice(0, from))
  ) {
    from -= match[0].length;
    count++;
  }
  // `case 7 2 3 …`: what says "case" is before the separator of the first cell.
  const separator = SEPARATOR_BEFORE.exec(text.slice(0, from));
  return { count, from: separator ? from - separator[0].length : from };
}

function numbersAfter(text: string, end: number): { count: number; to: number } {
  let to = end;
  let count = 0;
  for (
    let match = NUMBER_AFTER.exec(text.slice(to));
    match && count <= MOST_BESIDE;
    match = NUMBER_AFTER.exec(text.slice(to))
  ) {
    to += match[0].length;
    count++;
  }
  return { count, to };
}

/** Whether a compact run of cells is all digits: `153486702` may be any number. */
export function isCompactNumber(run: string): boolean {
  return /^\d+$/.test(run);
}
