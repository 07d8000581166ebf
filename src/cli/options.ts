import { Board, DEFAULT_GOAL, parseBoard } from '../engine';
import { UsageError } from './io';
import { showInLine } from './messages';

/** The `--goal` option, read with the same rules as any board. */
export function goalOption(text: string | undefined): Board {
  if (text === undefined) return DEFAULT_GOAL;
  return boardArgument('--goal', text);
}

/** A board given on the command line, or a usage error that shows where it goes wrong. */
export function boardArgument(what: string, text: string): Board {
  const parsed = parseBoard(text);
  if (parsed.ok) return parsed.board;
  const { message, offset, length } = parsed.error;
  const { shown, underline } = showInLine(text, offset, length);
  throw new UsageError(`${what}: ${message}, at column ${offset + 1}\n  ${shown}\n  ${underline}`);
}

/** A whole number within bounds, for options such as `--random` and `--distance`. */
export function integerOption(name: string, text: string | undefined, min: number, max = Infinity): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} ${JSON.stringify(text)}: expected a whole number ${range}`);
  }
  return value;
}
