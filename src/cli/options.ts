import { Board, DEFAULT_GOAL, parseBoard } from '../engine';
import { UsageError } from './io';

/** The `--goal` option, read with the same rules as any board. */
export function goalOption(text: string | undefined): Board {
  if (text === undefined) return DEFAULT_GOAL;
  const parsed = parseBoard(text);
  if (!parsed.ok) throw new UsageError(`--goal ${JSON.stringify(text)}: ${parsed.error.message}`);
  return parsed.board;
}

/** A whole number within bounds, for options such as `--random` and `--distance`. */
export function integerOption(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new UsageError(`--${name} ${JSON.stringify(text)}: expected a whole number from ${min} to ${max}`);
  }
  return value;
}
